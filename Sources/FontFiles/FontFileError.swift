/// Why a font file cannot be used, on one line naming it.
///
///     FontFileError(path: "fonts/x.woff", reason: "not a TrueType, OpenType, WOFF or WOFF2 font").description
package struct FontFileError: Error, CustomStringConvertible, Equatable {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): cannot load font: \(reason)" }
}
