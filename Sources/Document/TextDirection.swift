/// The base direction of a page or of one block.
///
/// `auto` takes the direction from the first strong character (UAX #9 rules P2-P3), which is
/// also what a block without any direction does.
///
/// ```swift
/// TextDirection(rawValue: "rtl")  // .rightToLeft
/// ```
public enum TextDirection: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Left to right, as written in front matter and attributes: `ltr`.
    case leftToRight = "ltr"
    /// Right to left, as written in front matter and attributes: `rtl`.
    case rightToLeft = "rtl"
    /// The first strong character decides (UAX #9 P2-P3): `auto`.
    case auto
}
