import DisplayList
import Document
import Shaping

/// How a stretch of text looks: font style and size, colour, and the link it points to.
///
///     let link = TextAttributes(size: 16, color: Color(red: 0.1, green: 0.3, blue: 0.8), link: "https://example.com")
public struct TextAttributes: Sendable, Equatable {
    /// Weight, slant and whether the text is code.
    public var style: FontStyle
    /// Pixels per em.
    public var size: Double
    /// The colour of the glyphs, and of a link's underline or a line through them.
    public var color: Color
    /// Target of a link, drawn underlined.
    public var link: String?
    /// Drawn with a line through it.
    public var strikethrough: Bool
    /// The run's own parts read left to right, in the place UAX #9 gives the run among its
    /// neighbours: a phone number (see `PhoneNumbers`). Where the parts do not stand together
    /// on a line (the standard splits them around other text), the standard's order is kept.
    public var readsLeftToRight: Bool
    /// A key to press (`<kbd>`): drawn inside a key cap's outline.
    public var keyboard: Bool
    /// How far the run sits above the baseline, in pixels (negative: below); `<sup>` and `<sub>`.
    public var baselineShift: Double
    /// The image drawn in place of the run's U+FFFC OBJECT REPLACEMENT CHARACTER.
    public var object: InlineObject?
    /// A rounded box drawn behind the run and the runs beside it that have the same one:
    /// inline code's background, a remote image's box.
    public var backdrop: Backdrop?
    /// CSS `line-height` of the run, in pixels, when its block sets one (see ``Strut``); nil:
    /// the line is as tall as its fonts times the line spacing.
    public var lineHeight: Double?
    /// The inline boxes the run is in whose margins, borders or padding take room on the line,
    /// outermost first (see ``ParagraphLayout/spacingInlineBoxes(_:attributes:)``).
    public var inlineBoxes: [InlineBoxEdges] = []

    /// A rounded box behind text, as tall as the text's line of its size.
    ///
    ///     TextAttributes(backdrop: Backdrop(fill: Color(red: 0.94, green: 0.94, blue: 0.95), radius: 6))
    public struct Backdrop: Sendable, Equatable {
        /// Its colour.
        public var fill: Color
        /// The radius of its corners, in pixels.
        public var radius: Double
        /// How far it reaches past the text on each side, in ems: none for a CSS background,
        /// which is as wide as the text (CSS Backgrounds 3 §3.7).
        public var padding: Double
        /// How far it reaches above and below the baseline, before its padding.
        public var extent: Extent

        /// How far a backdrop reaches above and below the baseline.
        public enum Extent: Sendable, Equatable {
            /// Galley's look: from 1.03 em above the baseline to 0.30 em below, in any font.
            case textLine
            /// A CSS background: the content area of the text's inline box (CSS 2 §10.6.1),
            /// the ascent and descent of its first available font, as browsers draw it.
            case contentArea
        }

        /// Creates a backdrop.
        public init(fill: Color, radius: Double, padding: Double = 0.15, extent: Extent = .textLine) {
            self.fill = fill
            self.radius = radius
            self.padding = padding
            self.extent = extent
        }
    }

    /// Creates attributes; plain black 16-pixel text by default.
    public init(style: FontStyle = FontStyle(), size: Double = 16, color: Color = .black, link: String? = nil,
                strikethrough: Bool = false, readsLeftToRight: Bool = false,
                keyboard: Bool = false, baselineShift: Double = 0, object: InlineObject? = nil, backdrop: Backdrop? = nil,
                lineHeight: Double? = nil) {
        self.style = style
        self.size = size
        self.color = color
        self.link = link
        self.strikethrough = strikethrough
        self.readsLeftToRight = readsLeftToRight
        self.keyboard = keyboard
        self.baselineShift = baselineShift
        self.object = object
        self.backdrop = backdrop
        self.lineHeight = lineHeight
    }
}

/// A piece of a paragraph's text with its attributes.
///
///     let runs = [AttributedRun("Galley ", TextAttributes(style: FontStyle(bold: true))), AttributedRun("מציג עמודים", TextAttributes())]
public struct AttributedRun: Sendable, Equatable {
    /// The text; `\n` is a hard line break.
    public var text: String
    /// How the text looks.
    public var attributes: TextAttributes

    /// Creates a run; plain text by default.
    public init(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
        self.text = text
        self.attributes = attributes
    }
}
