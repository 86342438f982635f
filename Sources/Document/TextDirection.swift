/// The base direction of a page or of one block.
///
/// `auto` takes each paragraph's direction from its first strong character (UAX #9 P2), and
/// the enclosing page's or block's when it has none. Without any `dir`, a block takes the
/// page's direction, which comes from the page's language.
///
/// ```swift
/// TextDirection(rawValue: "rtl")  // .rightToLeft
/// ```
public enum TextDirection: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Left to right, as written in front matter and attributes: `ltr`.
    case leftToRight = "ltr"
    /// Right to left, as written in front matter and attributes: `rtl`.
    case rightToLeft = "rtl"
    /// The first strong character decides (UAX #9 P2), else the enclosing direction: `auto`.
    case auto
}
