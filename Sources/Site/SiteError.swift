/// Why a site build could not start, on one line.
///
///     SiteError.unreadableFolder("help").description   // "help: not a readable folder"
public enum SiteError: Error, Equatable, CustomStringConvertible {
    /// The site folder is missing or cannot be listed.
    case unreadableFolder(String)
    /// A format other than png and pdf.
    case unknownFormat(String)

    /// What is wrong, on one line.
    public var description: String {
        switch self {
        case let .unreadableFolder(path): "\(path): not a readable folder"
        case let .unknownFormat(format): "unknown format '\(format)': use png, pdf, html or a list such as png,pdf,html"
        }
    }
}
