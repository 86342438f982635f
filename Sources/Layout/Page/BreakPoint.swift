/// A place between lines, rows or blocks where a printed page may end (CSS Fragmentation 3
/// §4.1), and the rule of §4.4 that would rather it did not.
///
///     BreakPoint(y: 412)                                    // between two paragraphs
///     BreakPoint(y: 380, avoided: .keepWithNext)           // under a heading
public struct BreakPoint: Sendable, Equatable {
    /// Why a break here is avoided, in the order §4.4 gives them up when no other break fits:
    /// first rule 3, then rule 1.
    public enum Avoidance: Int, Sendable, Comparable, CaseIterable {
        case none
        /// Rule 3: fewer than two lines of a paragraph before it (orphans: 2) or after it (widows: 2).
        case orphansOrWidows
        /// Rule 1: right after a heading (`break-after: avoid`, as HTML's rendering section gives h1-h6).
        case keepWithNext

        public static func < (a: Avoidance, b: Avoidance) -> Bool { a.rawValue < b.rawValue }
    }

    /// The page y of the break.
    public var y: Double
    public var avoided: Avoidance

    public init(y: Double, avoided: Avoidance = .none) {
        self.y = y
        self.avoided = avoided
    }

    /// The widows and orphans of CSS 2.1 §13.3.2, 2 by default: the least lines of a paragraph
    /// that a page starts or ends with.
    static let orphansAndWidows = 2

    /// The avoidance of the break before line `index` (from 0) of a paragraph of `count` lines.
    static func betweenLines(before index: Int, of count: Int) -> Avoidance {
        index < orphansAndWidows || count - index < orphansAndWidows ? .orphansOrWidows : .none
    }
}
