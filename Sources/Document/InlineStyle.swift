import Style

/// How a run of inline text is marked up: emphasis, code, strikethrough and link target.
///
/// Styles nest, so `**[bold link](https://example.com)**` gives one run whose style has
/// `bold == true` and `link == "https://example.com"`.
///
/// ```swift
/// let style = InlineStyle(bold: true, link: "https://example.com")
/// ```
public struct InlineStyle: Hashable, Sendable {
    /// `**strong**` or `__strong__`.
    public var bold: Bool
    /// `*emphasis*` or `_emphasis_`.
    public var italic: Bool
    /// `` `code span` ``; always laid out left to right.
    public var code: Bool
    /// `~~strikethrough~~` (GFM extension).
    public var strikethrough: Bool
    /// The destination of the enclosing link or autolink, as written in the Markdown.
    public var link: String?
    /// `<kbd>`: a key to press, drawn as a key cap.
    public var keyboard: Bool
    /// `<sub>` or `<sup>`: set lower or higher, smaller.
    public var position: Position
    /// A footnote reference (`[^label]`): its text is the note's number.
    public var footnote: Bool
    /// An icon (`:icon[forward]`): its text is the icon's name.
    public var icon: Icon?
    /// An image in running text (`![alt](file.png)` among words): its text is the alt text.
    public var image: InlineImage?
    /// An inline-block in running text: its text is U+FFFC.
    public var inlineBlock: InlineBlock?
    /// The CSS `color` an HTML element gives its text (`<span style="color: red">`,
    /// `<font color>`); nil for the block's own colour.
    public var color: RGBA?
    /// How much larger the text is than its block's (`<span style="font-size: 1.25em">`,
    /// `<small>`): the element's computed `font-size` over the block's; 1 for the block's size.
    public var sizeScale: Double = 1
    /// The CSS `font-family` an HTML element gives its text where it differs from its block's
    /// (`<span style="font-family: Ahem">`); nil for the block's.
    public var fontFamilies: [String]?
    /// The CSS `background-color` of the HTML element the run is in (`<mark>`, `<span
    /// style="background: yellow">`), or of an element around it; nil for none.
    public var background: RGBA?
    /// The HTML inline elements the run is in whose horizontal margins, borders or padding are
    /// not zero, outermost first.
    public var inlineBoxes: [InlineBoxEdges] = []

    /// Where a run sits against the line's baseline.
    public enum Position: Hashable, Sendable {
        /// On the baseline.
        case baseline
        /// `<sub>`: below it, smaller.
        case lowered
        /// `<sup>`: above it, smaller.
        case raised
    }

    /// Creates a style; every part is off by default.
    ///
    /// ```swift
    /// InlineStyle(italic: true)
    /// ```
    public init(bold: Bool = false, italic: Bool = false, code: Bool = false,
                strikethrough: Bool = false, link: String? = nil,
                keyboard: Bool = false, position: Position = .baseline, footnote: Bool = false,
                icon: Icon? = nil, image: InlineImage? = nil) {
        self.bold = bold
        self.italic = italic
        self.code = code
        self.strikethrough = strikethrough
        self.link = link
        self.keyboard = keyboard
        self.position = position
        self.footnote = footnote
        self.icon = icon
        self.image = image
    }

    /// Plain text: no emphasis, no code, no link.
    ///
    /// ```swift
    /// InlineRun("שלום", style: .plain)
    /// ```
    public static let plain = InlineStyle()

    /// Whether the run is one atomic object, an image or an inline-block: never merged with
    /// another run, and no white space of it is collapsed.
    public var isAtomic: Bool { image != nil || inlineBlock != nil }
}
