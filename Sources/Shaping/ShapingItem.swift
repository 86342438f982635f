/// A stretch of a paragraph that is shaped as one: same bidi level, script, face and style.
///
///     ShapingItem(range: 0..<5, level: 1, script: .hebrew, face: 4, style: FontStyle(), size: 16)
public struct ShapingItem: Sendable, Equatable {
    /// UTF-16 offsets in the paragraph's text.
    public var range: Range<Int>
    /// The bidi embedding level; odd levels are shaped right to left.
    public var level: UInt8
    /// The script resolved for the item (UAX #24), which HarfBuzz shapes it as.
    public var script: Script
    /// Index of the face in the `FontContext` (`FontContext.face(at:)`).
    public var face: Int
    /// The font style of the item's style run.
    public var style: FontStyle
    /// Pixels per em.
    public var size: Double

    /// Creates an item; `face` is a `FontContext` face index (`FontContext.face(at:)`).
    public init(range: Range<Int>, level: UInt8, script: Script, face: Int, style: FontStyle, size: Double) {
        self.range = range
        self.level = level
        self.script = script
        self.face = face
        self.style = style
        self.size = size
    }

    /// Whether the level is odd: the item is shaped right to left.
    public var isRightToLeft: Bool { level & 1 == 1 }
}
