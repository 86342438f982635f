/// A raw HTML tag on the page that Galley does not interpret (only `<kbd>`, `<sub>`, `<sup>`,
/// `<br>`, `<bdi>` and `<span dir>` are): it is shown as text, and the renderer warns about it.
///
///     page.unsupportedHTML   // [UnsupportedHTML(tag: "<div>", line: 7)]
public struct UnsupportedHTML: Equatable, Sendable {
    /// The tag as written (at most 40 characters of it).
    public var tag: String
    /// The Markdown line it is on.
    public var line: Int

    /// Creates a record.
    public init(tag: String, line: Int) {
        self.tag = tag
        self.line = line
    }
}

/// The unsupported tags one parse finds, in order; shared by the parser's recursive calls.
final class UnsupportedHTMLLog {
    var tags: [UnsupportedHTML] = []

    func record(_ literal: String, line: Int) {
        let tag = literal.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !tag.isEmpty, !(tag.hasPrefix("<!--") && tag.hasSuffix("-->")) else { return }
        tags.append(UnsupportedHTML(tag: String(tag.prefix(40)), line: line))
    }
}
