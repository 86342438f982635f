/// The direction of a paragraph: given, or found from its text (UAX #9, P2-P3).
///
/// ```swift
/// BidiParagraph("abc אבג", base: .auto).resolvedDirection   // .leftToRight
/// ```
public enum BaseDirection: Sendable, Hashable {
    /// P2-P3: the direction of the first strong character (L, R or AL) outside isolates;
    /// left to right when there is none.
    case auto
    /// Paragraph embedding level 0.
    case leftToRight
    /// Paragraph embedding level 1.
    case rightToLeft
}
