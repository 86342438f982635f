/// Shaped glyphs at their final positions, with the text they came from so that a PDF keeps
/// real, searchable text (`pdftotext` returns it in logical order).
///
///     let run = PositionedGlyphRun(font: font, color: .black, glyphs: [Glyph(id: 42, position: Point(x: 10, y: 20), cluster: 0)], text: "א", isRightToLeft: true)
public struct PositionedGlyphRun: Sendable, Equatable {
    /// One glyph: its id in the font, its pen position on the baseline, and the UTF-16 offset in
    /// `text` of the first character of its cluster.
    public struct Glyph: Sendable, Equatable {
        public var id: UInt32
        public var position: Point
        public var cluster: Int

        public init(id: UInt32, position: Point, cluster: Int) {
            self.id = id
            self.position = position
            self.cluster = cluster
        }
    }

    public var font: FontReference
    public var color: Color
    /// Glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The run's text in logical order.
    public var text: String
    /// Whether the clusters run backwards through `glyphs` (a right-to-left run).
    public var isRightToLeft: Bool

    public init(font: FontReference, color: Color, glyphs: [Glyph], text: String, isRightToLeft: Bool) {
        self.font = font
        self.color = color
        self.glyphs = glyphs
        self.text = text
        self.isRightToLeft = isRightToLeft
    }
}
