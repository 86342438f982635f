/// The glyphs HarfBuzz produced for one shaping item, in visual order (right to left runs come
/// out reversed), with advances in ems so one shaping serves any later scaling.
///
///     let run = shaper.shape(item, in: text)
///     let firstWord = run.glyphs[run.glyphIndices(clusters: 0..<4)]
public struct GlyphRun: Sendable {
    /// One glyph: its id, the UTF-16 offset of its cluster in the paragraph, and its advance
    /// and offsets in ems.
    ///
    ///     GlyphRun.Glyph(id: 36, cluster: 0, advance: 0.57, xOffset: 0, yOffset: 0)
    public struct Glyph: Sendable, Equatable {
        /// The glyph's id in the item's face.
        public var id: UInt32
        /// The UTF-16 offset in the paragraph of the first character of the glyph's cluster.
        public var cluster: Int
        /// How far the pen moves after the glyph, in ems.
        public var advance: Double
        /// How far right of the pen the glyph is drawn, in ems.
        public var xOffset: Double
        /// How far above the pen the glyph is drawn, in ems (HarfBuzz's y grows upwards).
        public var yOffset: Double

        /// Creates a glyph; advance and offsets in ems.
        public init(id: UInt32, cluster: Int, advance: Double, xOffset: Double, yOffset: Double) {
            self.id = id
            self.cluster = cluster
            self.advance = advance
            self.xOffset = xOffset
            self.yOffset = yOffset
        }
    }

    /// The item this run shapes (its range, level, script, face and style).
    public let item: ShapingItem
    /// The glyphs left to right; their clusters decrease through a right-to-left run.
    public let glyphs: [Glyph]

    /// A run of `glyphs` for `item`: what HarfBuzz gave, or that with some glyphs replaced
    /// (the layout gives an inline image's character the image's advance).
    ///
    ///     GlyphRun(item: run.item, glyphs: run.glyphs.map { var glyph = $0; glyph.advance = 1.5; return glyph })
    public init(item: ShapingItem, glyphs: [Glyph]) {
        self.item = item
        self.glyphs = glyphs
    }

    /// The glyphs whose cluster lies in `clusters`, found by binary search: clusters grow
    /// through the glyphs of a left-to-right run and shrink through a right-to-left one.
    public func glyphIndices(clusters: Range<Int>) -> Range<Int> {
        let rightToLeft = item.isRightToLeft
        // The first glyph past the clusters before `bound` in visual order.
        func partition(_ bound: Int) -> Int {
            var low = 0, high = glyphs.count
            while low < high {
                let mid = (low + high) / 2
                let before = rightToLeft ? glyphs[mid].cluster >= bound : glyphs[mid].cluster < bound
                if before { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return rightToLeft
            ? partition(clusters.upperBound)..<partition(clusters.lowerBound)
            : partition(clusters.lowerBound)..<partition(clusters.upperBound)
    }
}
