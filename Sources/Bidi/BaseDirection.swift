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
    /// P2-P3 for each paragraph of a block on its own, where ``auto`` finds one level for them
    /// all (``BidiParagraph/init(utf16:base:starts:)``): CSS `unicode-bidi: plaintext` (CSS
    /// Writing Modes 3 §2.4). A paragraph with no strong character is left to right (P3).
    ///
    /// ```swift
    /// let text = Array("abc\u{2028}אבג".utf16)
    /// BidiParagraph(utf16: text, base: .plaintext, starts: [4]).baseLevel(at: 4).rawValue   // 1
    /// ```
    case plaintext
    /// ``plaintext``, but a paragraph with no strong character is right to left (HL1), as in a
    /// block on a right-to-left page.
    case plaintextRightToLeft
    /// Paragraph embedding level 0.
    case leftToRight
    /// Paragraph embedding level 1.
    case rightToLeft
}
