import Files
import Foundation
import Style

/// One Markdown help page: its front matter and its blocks, in source order.
///
/// ```swift
/// let page = try Page(contentsOfFile: "Examples/help.he.md")
/// page.frontMatter.dir  // .rightToLeft
/// for block in page.blocks { print(block.line, block.kind) }
/// ```
public struct Page: Equatable, Sendable {
    /// The YAML settings at the top of the file (all nil when there are none).
    public var frontMatter: FrontMatter
    /// The blocks of the page.
    public var blocks: [Block]
    /// Raw HTML tags shown as text because Galley does not interpret them.
    public var unsupportedHTML: [UnsupportedHTML]
    /// Braces that are not a placeholder on a page with values, shown as text; set by
    /// ``fillingPlaceholders(with:language:fileName:)``.
    public var literalBraces: LiteralBraces?
    /// An HTML page's own style sheets, `<style>` elements and linked files in document order:
    /// with help.css and `--stylesheet` they give the page's look (`PageStyle`) in every output.
    /// None for Markdown, whose `<style>` is dropped as GitHub drops it.
    public var styleSheets: [StyleSheet] = []
    /// The local style sheet files an HTML page links (`<link rel="stylesheet">`), which its
    /// look depends on as it does on its images; none for Markdown.
    public var linkedStyleSheets: [String] = []
    /// The `@font-face` rules of the page's own sheets and the author sheets (`--stylesheet`),
    /// in cascade order: the families they define, for `font-family` to name.
    public var fontFaces: [StyleSheet.FontFace] = []
    /// Links to pages that are not there, or to headings they do not have; set where the
    /// renderer points the page's links at their outputs.
    public var deadLinks: [DeadLink] = []

    /// Creates a page from parts.
    ///
    /// ```swift
    /// Page(frontMatter: FrontMatter(lang: "he"), blocks: [Block(.thematicBreak, line: 1)])
    /// ```
    public init(frontMatter: FrontMatter, blocks: [Block], unsupportedHTML: [UnsupportedHTML] = []) {
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.unsupportedHTML = unsupportedHTML
    }

    /// Parses Markdown text (CommonMark with GFM tables, strikethrough and autolinks).
    /// `fileName` only names the source in errors. Malformed Markdown is never an error: it
    /// is read as CommonMark reads it; only the front matter and blocks past ``BlockLimits``
    /// (a paragraph of over 100 KB, a table of over 20,000 cells) can fail.
    ///
    /// ```swift
    /// let page = try Page.parse(markdown: "# שלום\n\nGalley 250", fileName: "help.he.md")
    /// page.blocks.count  // 2
    /// ```
    public static func parse(markdown: String, fileName: String, authorSheets: [StyleSheet] = []) throws(DocumentError) -> Page {
        let (frontMatter, body) = try FrontMatter.split(markdown, fileName: fileName)
        try BlockLimits.checkTables(in: body, fileName: fileName)
        let (blocks, unsupportedHTML) = try MarkdownParser.blocks(markdown: body, fileName: fileName, authorSheets: authorSheets)
        try BlockLimits.check(blocks, fileName: fileName)
        var page = Page(frontMatter: frontMatter, blocks: blocks, unsupportedHTML: unsupportedHTML)
        page.fontFaces = authorSheets.flatMap(\.fontFaces)
        return page
    }

    /// The extensions of the files read as pages: Markdown's, and HTML's (``init(contentsOfFile:authorSheets:)``).
    package static let fileExtensions = HTMLPageReader.extensions.union(["md"])

    /// The largest Markdown file read: far beyond any help page, small enough that reading it
    /// is not the problem.
    public static let maximumFileSize = 32 << 20

    /// Parses an HTML page: the HTML5 parser, the cascade (help.css unless not `helpLook`, the
    /// page's `<style>` and local `<link rel=stylesheet>`, then `authorSheets`), its `<body>` as
    /// blocks. Without `helpLook` the page is styled as a browser viewport styles it (reftests). Malformed HTML
    /// and CSS are recovered as browsers recover them; only the limits fail.
    ///
    /// ```swift
    /// let page = try Page.parse(html: "<html lang=he dir=rtl><p>שלום", fileName: "a.html")
    /// ```
    public static func parse(html: String, fileName: String, authorSheets: [StyleSheet] = [], helpLook: Bool = true) throws(DocumentError) -> Page {
        try HTMLPageReader.page(html: html, fileName: fileName, authorSheets: authorSheets, helpLook: helpLook)
    }

    /// Reads and parses a UTF-8 Markdown file, or an HTML page when its name ends in `.html`,
    /// `.htm` or `.xhtml`; bytes that are not UTF-8 are an error naming the line, rather than
    /// silently replaced. Only a regular file is read: a directory, a FIFO or a device is an
    /// error saying so. `authorSheets` (`--stylesheet`) style the page's HTML after its own sheets;
    /// `helpLook` as for ``parse(html:fileName:authorSheets:helpLook:)``.
    ///
    /// ```swift
    /// let page = try Page(contentsOfFile: "help.ar.md")
    /// ```
    public init(contentsOfFile path: String, authorSheets: [StyleSheet] = [], helpLook: Bool = true) throws(DocumentError) {
        self = try Self.parse(Self.text(ofFile: path), fileName: path, authorSheets: authorSheets, helpLook: helpLook)
    }

    /// Whether the page at `path` is read as HTML (its name ends in `.html`, `.htm` or `.xhtml`)
    /// rather than Markdown.
    package static func isHTML(_ path: String) -> Bool {
        HTMLPageReader.isHTML(path)
    }

    /// `text` parsed as HTML when `fileName` ends in `.html`, `.htm` or `.xhtml`, else as Markdown.
    package static func parse(_ text: String, fileName: String, authorSheets: [StyleSheet] = [], helpLook: Bool = true) throws(DocumentError) -> Page {
        HTMLPageReader.isHTML(fileName) ? try parse(html: text, fileName: fileName, authorSheets: authorSheets, helpLook: helpLook)
            : try parse(markdown: text, fileName: fileName, authorSheets: authorSheets)
    }

    /// The text of the UTF-8 file at `path`, with the checks of `init(contentsOfFile:)`.
    static func text(ofFile path: String) throws(DocumentError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Self.maximumFileSize)
        } catch {
            throw .unreadableFile(file: path, reason: error.reason)
        }
        if let offset = Self.firstInvalidUTF8(in: bytes) {
            let line = 1 + bytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            throw .invalidUTF8(file: path, line: line, byteOffset: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not decode as UTF-8, or nil.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
