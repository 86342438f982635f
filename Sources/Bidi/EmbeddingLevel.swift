/// A resolved embedding level (UAX #9, BD2): even levels are left-to-right, odd levels
/// right-to-left. Levels range from 0 to 126 (125 explicit levels, plus up to 2 from I1-I2).
///
/// ```swift
/// let level = EmbeddingLevel(rawValue: 1)
/// level.isRightToLeft   // true
/// ```
public struct EmbeddingLevel: RawRepresentable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The level number.
    public var rawValue: UInt8

    /// Wraps a level number.
    ///
    /// ```swift
    /// EmbeddingLevel(rawValue: 2).isRightToLeft   // false
    /// ```
    @inline(__always)
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Level 0, the base level of a left-to-right paragraph.
    ///
    /// ```swift
    /// BidiParagraph("abc").baseLevel == .leftToRight   // true
    /// ```
    public static let leftToRight = EmbeddingLevel(rawValue: 0)

    /// Level 1, the base level of a right-to-left paragraph.
    ///
    /// ```swift
    /// BidiParagraph("שלום").baseLevel == .rightToLeft   // true
    /// ```
    public static let rightToLeft = EmbeddingLevel(rawValue: 1)

    /// Whether text at this level runs right to left (the level is odd).
    ///
    /// ```swift
    /// EmbeddingLevel(rawValue: 3).isRightToLeft   // true
    /// ```
    @inline(__always)
    public var isRightToLeft: Bool { rawValue & 1 == 1 }

    /// Orders levels by number.
    ///
    /// ```swift
    /// EmbeddingLevel.leftToRight < .rightToLeft   // true
    /// ```
    @inline(__always)
    public static func < (lhs: EmbeddingLevel, rhs: EmbeddingLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The level number, e.g. `"2"`.
    ///
    /// ```swift
    /// "\(EmbeddingLevel(rawValue: 2))"   // "2"
    /// ```
    public var description: String { String(rawValue) }
}
