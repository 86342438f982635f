/// A direction of text or of a whole page's layout.
///
///     try LanguageTag("he").direction   // .rightToLeft
public enum LayoutDirection: Sendable, Equatable {
    /// Left to right, as English and Hindi.
    case leftToRight
    /// Right to left, as Hebrew and Arabic.
    case rightToLeft
}
