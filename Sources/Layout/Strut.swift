/// CSS 2 §10.8.1: the strut, an empty inline box of the block's own font and line height that
/// starts every line of a block whose `line-height` is set. Its ascent and descent, with half
/// the leading (the line height less the two) above and below, are the least a line is.
///
///     let strut = Strut(ascent: 19.2, descent: 4.8, lineHeight: 24)   // Ahem at 24px, `line-height: 24px`
public struct Strut: Sendable, Equatable {
    /// The font's ascent and descent at the block's size, in pixels.
    public var ascent: Double, descent: Double
    /// The font's line gap at the block's size, in pixels: the leading of `line-height: normal`.
    public var lineGap: Double
    /// The block's used `line-height`, in pixels; nil for `normal`.
    public var lineHeight: Double?

    /// Creates a strut; lengths in pixels, `lineHeight` nil for `normal`.
    public init(ascent: Double, descent: Double, lineGap: Double = 0, lineHeight: Double?) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.lineHeight = lineHeight
    }

    /// How far an inline box of `lineHeight` whose font reaches `ascent` above the baseline and
    /// `descent` below reaches above and below it: half its leading each side (§10.8.1). With
    /// `line-height: normal` (nil) the leading is the font's `lineGap` (CSS Inline 3 §5.1: the
    /// font's metrics decide), and ascent, descent and gap are whole pixels, as browsers take
    /// a font's metrics: a line of the UA look's text is a whole number of pixels tall, and so
    /// the boxes below it start on a pixel.
    static func extent(ascent: Double, descent: Double, lineGap: Double, lineHeight: Double?) -> (above: Double, below: Double) {
        guard let lineHeight else {
            let gap = lineGap.rounded()
            let halfGap = (gap / 2).rounded(.down)
            return (ascent.rounded() + halfGap, descent.rounded() + gap - halfGap)
        }
        let halfLeading = (lineHeight - ascent - descent) / 2
        return (ascent + halfLeading, descent + halfLeading)
    }
}
