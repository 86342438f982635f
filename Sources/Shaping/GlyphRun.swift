/// The glyphs HarfBuzz produced for one shaping item, in visual order (right to left runs come
/// out reversed), with advances in ems so one shaping serves any later scaling.
///
///     let run = shaper.shape(item, in: text)
///     let firstWord = run.glyphs[run.glyphIndices(clusters: 0..<4)]
public struct GlyphRun: Sendable {
    /// One glyph: its id, the UTF-16 offset of its cluster in the paragraph, and its advance
    /// and offsets in ems.
    public struct Glyph: Sendable, Equatable {
        public var id: UInt32
        public var cluster: Int
        public var advance: Double
        public var xOffset: Double
        public var yOffset: Double

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
    public let glyphs: [Glyph]

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
