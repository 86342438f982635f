/// Which digits the digits typed in a page's running text are drawn with.
///
/// Formatted values (placeholders) always use the page locale's digits; this is about digits
/// the translator typed. `native` draws ASCII digits in running text with the locale's digits
/// (`ar-SA` ٠١٢…, `fa` ۰۱۲…), never in code, links, phone numbers or image paths, in words
/// with Latin letters (`v2.4`, `MP3`), after a Latin product name (`iOS 17.2`), or in a block
/// that reads against the page's direction (a `{dir=ltr}` line of an Arabic page); separators
/// and signs stay as typed (`3.5%` becomes `٣.٥%`, not `٣٫٥٪`).
///
/// ```swift
/// PageOptions(language: try LanguageTag("ar-SA"), digits: .native)
/// ```
public enum Digits: String, CaseIterable, Sendable {
    /// Digits are drawn as typed.
    case asTyped = "as-typed"
    /// ASCII digits in running text are drawn with the locale's digits.
    case native
}
