/// CSS 2 §10.8.1: the strut, an empty inline box of the block's own font and line height that
/// starts every line of a block whose `line-height` is set. Its ascent and descent, with half
/// the leading (the line height less the two) above and below, are the least a line is.
///
///     let strut = Strut(ascent: 19.2, descent: 4.8, lineHeight: 24)   // Ahem at 24px, `line-height: 24px`
public struct Strut: Sendable, Equatable {
    /// The font's ascent and descent at the block's size, in pixels.
    public var ascent: Double, descent: Double
    /// The block's used `line-height`, in pixels.
    public var lineHeight: Double

    /// Creates a strut; lengths in pixels.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }

    /// How far an inline box of `lineHeight` whose font reaches `ascent` above the baseline and
    /// `descent` below reaches above and below it: half its leading each side (§10.8.1).
    static func extent(ascent: Double, descent: Double, lineHeight: Double) -> (above: Double, below: Double) {
        let halfLeading = (lineHeight - ascent - descent) / 2
        return (ascent + halfLeading, descent + halfLeading)
    }
}
