/// Why a site build could not start, on one line.
///
///     SiteError.unreadableFolder("help").description   // "help: not a readable folder"
public enum SiteError: Error, Equatable, CustomStringConvertible {
    /// The site folder is missing or cannot be listed.
    case unreadableFolder(String)
    /// A format other than png and pdf.
    case unknownFormat(String)
    /// `--langs` names no language.
    case noLanguages
    /// A language to build that is not a language ICU knows (`fonts`, `zz-!!`).
    case unknownLanguage(String)
    /// The output folder is the site folder or inside it.
    case outputInsideSite(output: String, site: String)

    /// What is wrong, on one line.
    public var description: String {
        switch self {
        case let .unreadableFolder(path): "\(path): not a readable folder"
        case let .unknownFormat(format): "unknown format '\(format)': use png, pdf, html or a list such as png,pdf,html"
        case .noLanguages: "--langs names no language: give BCP 47 tags such as he,ar-SA, or leave it out for every language"
        case let .unknownLanguage(tag): "--langs: '\(tag)' is not a language tag ICU knows (he, ar-SA, en-XA)"
        case let .outputInsideSite(output, site): "\(output): the output folder may not be the site folder \(site) or inside it"
        }
    }
}
