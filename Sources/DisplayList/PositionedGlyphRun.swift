/// Shaped glyphs at their final positions, with the text they came from so that a PDF keeps
/// real, searchable text (`pdftotext` returns it in logical order).
///
///     let run = PositionedGlyphRun(font: font, color: .black, glyphs: [Glyph(id: 42, position: Point(x: 10, y: 20), cluster: 0)], text: "א", isRightToLeft: true)
public struct PositionedGlyphRun: Sendable, Equatable {
    /// One glyph: its id in the font, its pen position on the baseline, and the UTF-16 offset in
    /// `text` of the first character of its cluster.
    ///
    ///     PositionedGlyphRun.Glyph(id: 42, position: Point(x: 40, y: 120.5), cluster: 0)
    public struct Glyph: Sendable, Equatable {
        /// The glyph's id in the font.
        public var id: UInt32
        /// Where the glyph is drawn, in page coordinates: its origin on the baseline, offsets
        /// applied.
        public var position: Point
        /// The UTF-16 offset in the run's `text` of the first character of the glyph's cluster.
        public var cluster: Int

        /// Creates a glyph.
        public init(id: UInt32, position: Point, cluster: Int) {
            self.id = id
            self.position = position
            self.cluster = cluster
        }
    }

    /// The font file and size the glyphs are drawn with.
    public var font: FontReference
    /// The colour of the glyphs.
    public var color: Color
    /// Glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The run's text in logical order.
    public var text: String
    /// Whether the clusters run backwards through `glyphs` (a right-to-left run).
    public var isRightToLeft: Bool
    /// The block the text is part of, for a tagged PDF; nil for page furniture (the footer).
    public var structure: TextStructure?

    /// Creates a run; `glyphs` left to right, `text` in logical order.
    public init(font: FontReference, color: Color, glyphs: [Glyph], text: String, isRightToLeft: Bool,
                structure: TextStructure? = nil) {
        self.font = font
        self.color = color
        self.glyphs = glyphs
        self.text = text
        self.isRightToLeft = isRightToLeft
        self.structure = structure
    }
}
