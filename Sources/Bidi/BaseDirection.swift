/// The direction of a paragraph: given, or found from its text (UAX #9, P2-P3).
///
/// ```swift
/// BidiParagraph("abc אבג", base: .auto).resolvedDirection   // .leftToRight
/// ```
public enum BaseDirection: Sendable, Hashable {
    /// P2-P3: the direction of the first strong character (L, R or AL) outside isolates;
    /// left to right when there is none.
    case auto
    /// P2 as ``auto``, but a paragraph with no strong character is right to left: a higher-level
    /// protocol's default (HL1), as in a block marked `dir=auto` on a right-to-left page.
    ///
    /// ```swift
    /// BidiParagraph("123", base: .autoRightToLeft).resolvedDirection   // .rightToLeft
    /// ```
    case autoRightToLeft
    /// Paragraph embedding level 0.
    case leftToRight
    /// Paragraph embedding level 1.
    case rightToLeft
}
