/// Raw HTML on the page that Galley drops, as GitHub strips it: `<script>`, `<iframe>`,
/// `<object>`, `<embed>`, `<form>`, `<style>` inside Markdown, event attributes and links to
/// `javascript:`, `vbscript:` or `data:` URLs. The renderer warns about it in one line.
///
///     page.unsupportedHTML   // [UnsupportedHTML(tag: "<script>", line: 7)]
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

/// The dropped HTML one parse finds, in order; shared by the parser's recursive calls.
final class UnsupportedHTMLLog {
    var tags: [UnsupportedHTML] = []
}
