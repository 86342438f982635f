import Foundation

/// The pages of a site as a build lays out its outputs (`<lang>/<page>.<format>`): every page
/// file, source or translation, by its page's name, and for each page the languages it is
/// rendered in, with the anchors of its headings in each. A site build makes one and shares it
/// between its pages' renders (``PageLinks``).
///
///     let map = SiteMap(files: ["/site/setup.md": "setup", "/site/setup.he.md": "setup"],
///                       pages: ["setup": ["en": ["install"], "he": ["התקנה"]]])
public final class SiteMap: Sendable, Hashable {
    /// Page names by page file, every path standardized.
    let names: [String: String]
    /// By page name, then the output folder's language tag: the anchors of the page's headings in that language, in page order.
    let pages: [String: [String: [String]]]

    /// A map of `files` (any spelling of their paths) to their pages' names, and of `pages`,
    /// by name, to the anchors of their headings in each language they are rendered in.
    public init(files: [String: String], pages: [String: [String: [String]]]) {
        names = Dictionary(files.map { (Self.standardized($0.key), $0.value) }) { first, _ in first }
        self.pages = pages
    }

    /// `path` absolute, with `.` and `..` resolved (symbolic links are not).
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    public static func == (a: SiteMap, b: SiteMap) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
