/// One block of a page: its content, the source line it starts on, and an optional
/// direction override.
///
/// ## Per-block direction
/// A block takes its direction from the page, as `<html dir="rtl">` gives it to every element:
/// the page's language decides it (`he`, `ar`, `fa` are right to left), unless the front
/// matter `dir` or the command line sets it. To override it for one block, end the block's text
/// with an attribute `{dir=rtl}`, `{dir=ltr}` or `{dir=auto}` (the Pandoc/kramdown attribute
/// syntax); the attribute is removed from the text:
///
/// ```markdown
/// ## Installation {dir=ltr}
///
/// 250 קבצים הועתקו.
/// {dir=rtl}
/// ```
///
/// - At the end of a paragraph, a heading or a figure's paragraph (on the same line or on a
///   line of its own), it applies to that block.
/// - A paragraph made only of the attribute applies it to the block just before it in the
///   same container, which is how lists, block quotes and tables get one (leave a blank line
///   after the table or list):
///
///   ```markdown
///   | a | b |
///   |---|---|
///
///   {dir=rtl}
///   ```
/// - Code blocks are always left to right: their ``direction`` is `.leftToRight`.
/// - `{dir=auto}` takes the direction of the block's first strong character (UAX #9 P2), and the
///   page's when it has none; its list markers and table columns keep the page's side.
/// - A table cell ending in `{dir=…}` gets that direction (see ``TableCell``).
/// - Inside a code span (`` `{dir=rtl}` ``) the text is kept as is.
///
/// ## Nesting
/// Block quotes and lists nested deeper than 32 levels (and inline spans nested deeper than
/// 32) are read as one plain paragraph (or run) of their text, so that no input, however
/// hostile, can exhaust the stack.
///
/// ```swift
/// let page = try Page.parse(markdown: "# שלום {dir=rtl}", fileName: "help.md")
/// page.blocks[0]  // Block(.heading(level: 1, content: [InlineRun("שלום")]), line: 1,
///                 //       direction: .rightToLeft)
/// ```
public struct Block: Equatable, Sendable {
    /// What a block is, with its content.
    ///
    /// ```swift
    /// Block.Kind.codeBlock(language: "swift", text: "let x = 1")
    /// ```
    public enum Kind: Equatable, Sendable {
        /// `# Title` … `###### Title`, or a setext heading; `level` is 1 to 6.
        case heading(level: Int, content: [InlineRun])
        /// A paragraph of inline text. An HTML block becomes a paragraph of its literal text;
        /// an HTML block that is only a comment (`<!-- note for translators -->`) is dropped.
        case paragraph([InlineRun])
        /// A bulleted or numbered list.
        case list(ListBlock)
        /// `> quoted` blocks.
        case blockQuote([Block])
        /// A fenced or indented code block: `language` is the first word of the info string
        /// (nil when none), `text` has no final newline. Always laid out left to right.
        case codeBlock(language: String?, text: String)
        /// `---`, `***` or `___` on a line of its own.
        case thematicBreak
        /// A GFM table.
        case table(Table)
        /// An image alone in its paragraph, with its caption.
        case figure(Figure)
        /// An HTML element's CSS box (margins, border, padding, background, width, float)
        /// around its blocks.
        case box(BoxBlock)
    }

    /// The block's content.
    public var kind: Kind
    /// The 1-based line of the Markdown file where the block starts (front matter counted).
    public var line: Int
    /// The direction set by a `{dir=…}` attribute, or nil to inherit from the page.
    public var direction: TextDirection?
    /// For a heading that ends in `{#id}` (kramdown, Pandoc, Docusaurus, VitePress; also
    /// `{#id .class}`): the id, which names the heading's anchor (PDF destination, outline, HTML
    /// `id`) instead of its text's slug; the attribute is not part of the content.
    public var anchor: String?
    /// For a block quote that starts with `[!NOTE]` and the like, or a docs tool's
    /// admonition (`::: tip`, `!!! note`, Admonitions): the alert it is.
    public var callout: Callout?
    /// A docs tool's admonition's own title (`::: tip Title`, `!!! note "Title"`) for its
    /// callout, where the page's language's word for the kind stands otherwise; empty for none.
    public var calloutTitle: String?
    /// The page's footnotes (`[^label]: text`), a numbered list at its end, in the order of
    /// their first reference (`[^label]`).
    public var isFootnotes: Bool
    /// The CSS `text-align` the block's HTML sets (`<p align="center">`, `<div style="text-align:
    /// end">`, `<center>`): `start`, `end`, `left`, `right`, `center` or `justify`; nil to
    /// follow the page's alignment.
    public var textAlign: String?
    /// The CSS `text-align-last` the block's HTML sets (CSS Text 3 §6.3): how its last line,
    /// and each line before a forced break, is aligned; nil for `auto` (as `textAlign`, or
    /// `start` when that is `justify`).
    public var textAlignLast: String?
    /// The font of an HTML paragraph's or heading's text where its CSS sets one other than
    /// the page's (`font-size`, `line-height`, `font-family`); nil for the page's own.
    public var font: BlockFont?
    /// Whether the block is the inline content of an HTML block container that is no paragraph
    /// element: a `div`'s text, or text beside blocks (CSS 2 §9.2.1.1's anonymous block box). It
    /// has no margins of its own (CSS 2 §8.3), where a `p` or a Markdown paragraph is spaced.
    public var isAnonymous = false

    /// Creates a block.
    ///
    /// ```swift
    /// Block(.thematicBreak, line: 12)
    /// ```
    public init(_ kind: Kind, line: Int, direction: TextDirection? = nil, anchor: String? = nil, callout: Callout? = nil,
                isFootnotes: Bool = false) {
        self.kind = kind
        self.line = line
        self.direction = direction
        self.anchor = anchor
        self.callout = callout
        self.isFootnotes = isFootnotes
        textAlign = nil
        textAlignLast = nil
        font = nil
    }
}
