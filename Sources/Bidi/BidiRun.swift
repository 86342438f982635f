/// A maximal run of one line at one resolved level, as returned in visual order by
/// ``BidiParagraph/visualRuns(in:)``.
///
/// ```swift
/// let runs = BidiParagraph("abc אבג").visualRuns(in: 0..<7)
/// runs.map(\.range)   // [0..<4, 4..<7]; the second is drawn right to left
/// ```
public struct BidiRun: Hashable, Sendable {
    /// The UTF-16 offsets of the run in the paragraph, in logical order.
    public var range: Range<Int>
    /// The resolved level of every code unit of the run (after L1).
    public var level: EmbeddingLevel

    /// Creates a run.
    ///
    /// ```swift
    /// BidiRun(range: 0..<3, level: .rightToLeft).isRightToLeft   // true
    /// ```
    public init(range: Range<Int>, level: EmbeddingLevel) {
        self.range = range
        self.level = level
    }

    /// Whether the run's code units are displayed right to left (L2: its level is odd).
    ///
    /// ```swift
    /// BidiRun(range: 0..<3, level: EmbeddingLevel(rawValue: 2)).isRightToLeft   // false
    /// ```
    public var isRightToLeft: Bool { level.isRightToLeft }
}
