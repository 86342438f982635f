/// The font an HTML block's text is set in, where its CSS makes it differ from the page's body
/// text: a size relative to what Galley draws the block at, a `line-height` of its own, a
/// `font-family` list (CSS Fonts 4 §2, CSS 2 §10.8). Nil on a block: the page's own.
///
///     // <div style="font: 150%/2 ezra, serif"><p>…</p></div>
///     BlockFont(sizeScale: 1.5, lineHeight: .number(2), families: ["ezra", "serif"])
public struct BlockFont: Hashable, Sendable {
    /// The block's computed `font-size` over the page body's (a paragraph), or over its
    /// container's (a heading, which Galley sizes by its level): 1 for the page's own size.
    public var sizeScale: Double
    /// `line-height` where the block's differs from the page's; nil for the page's (Galley's
    /// line spacing, `PageStyle.lineSpacing`).
    public var lineHeight: LineHeight?
    /// `font-family` as computed, generic families as their keyword; nil when it starts with a
    /// generic family, which Galley draws with its own faces (`ComputedStyle.namedFamilies`).
    public var families: [String]?

    /// CSS 2 §10.8.1 `line-height`: a number of the font size, or a length.
    public enum LineHeight: Hashable, Sendable {
        /// Times each run's font size.
        case number(Double)
        /// Pixels, whatever the font size.
        case pixels(Double)

        /// The line height of text `size` pixels per em.
        public func pixels(at size: Double) -> Double {
            switch self {
            case let .number(n): n * size
            case let .pixels(px): px
            }
        }
    }

    /// Creates a block font; the page's own size, line height and families by default.
    public init(sizeScale: Double = 1, lineHeight: LineHeight? = nil, families: [String]? = nil) {
        self.sizeScale = sizeScale
        self.lineHeight = lineHeight
        self.families = families
    }
}
