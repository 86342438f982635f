import Document
import Foundation
import LocaleRules

/// An image file chosen for a page's language, with its pixel size and whether to mirror it.
package struct ImageSource {
    package var path: String
    package var width: Double
    package var height: Double
    package var mirrored: Bool

    /// Resolves `reference` beside the Markdown file: a per-language variant (`arrow.he.png`,
    /// or `arrow.ar-SA.png`, `arrow.ar-sa.png`, `arrow.ar.png` for `ar-SA`, see `LocalizedFile`)
    /// wins; otherwise a directional image is mirrored on a right-to-left page and a fixed one
    /// never is. Nil when the file is missing or is not a PNG.
    package init?(_ reference: ImageReference, directory: String, language: LanguageTag, rightToLeft: Bool) {
        let base = reference.source.hasPrefix("/") ? reference.source : directory + "/" + reference.source
        if let variant = LocalizedFile.variant(of: base, for: language) {
            path = variant
            mirrored = false
        } else {
            path = base
            mirrored = reference.isDirectional && rightToLeft
        }
        guard let size = Self.pngSize(path) else { return nil }
        (width, height) = size
    }

    /// The size in a PNG's IHDR chunk, or nil when the file is missing or not a PNG.
    static func pngSize(_ path: String) -> (Double, Double)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Double { Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        let width = be32(16), height = be32(20)
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
