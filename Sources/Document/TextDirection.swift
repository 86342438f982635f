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
    /// CSS `unicode-bidi: plaintext` (CSS Writing Modes 3 §2.4): as `auto`, but each line after
    /// a kept line break or a `<br>` is a paragraph of its own that finds its own direction.
    /// Not a value of `dir`: `TextDirection(rawValue:)` and ``allCases`` leave it out.
    case plaintext

    /// The values of `dir`: `ltr`, `rtl` and `auto`.
    public static let allCases: [TextDirection] = [.leftToRight, .rightToLeft, .auto]

    /// The direction a `dir` value names; nil for any other text (`plaintext` too).
    ///
    /// ```swift
    /// TextDirection(rawValue: "plaintext")  // nil
    /// ```
    public init?(rawValue: String) {
        guard let direction = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = direction
    }
}
