/// Why a page could not be rendered, on one line: the file (and line, where there is one) and
/// what to do.
///
///     RenderError.unknownLanguage("xx").description
///     // "unknown language 'xx': use a BCP 47 tag of a supported language, e.g. en, he, ar-SA, fa, ur, hi, de"
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case unknownLanguage(String)
    case unsupportedOutput(path: String)
    case missingInput(path: String)

    public var description: String {
        switch self {
        case let .unknownLanguage(tag):
            "unknown language '\(tag)': use a BCP 47 tag of a supported language, e.g. en, he, ar-SA, fa, ur, hi, de"
        case let .unsupportedOutput(path):
            "\(path): cannot tell the output format: the file name must end in .png or .pdf"
        case let .missingInput(path):
            "\(path): no such file"
        }
    }
}
