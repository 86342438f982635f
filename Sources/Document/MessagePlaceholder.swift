/// Fills the placeholders of a page's text (see ``MessageSyntax`` for how they are written)
/// with its values, formatted by ICU in the page's language.
///
/// Each formatted placeholder is wrapped in FIRST STRONG ISOLATE U+2068 … POP DIRECTIONAL
/// ISOLATE U+2069 (UAX #9 X5c, X6a): the value takes its own direction from its first strong
/// letter and cannot reorder the sentence around it, as `42%` or `Pages, Numbers` could in a
/// Hebrew sentence. This is the one place the isolates are added; the PDF writer drops bidi
/// controls from the text it extracts.
///
/// ```swift
/// MessagePlaceholder.isolated("٤٢٪")  // "\u{2068}٤٢٪\u{2069}"
/// ```
enum MessagePlaceholder {
    /// FIRST STRONG ISOLATE.
    static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// POP DIRECTIONAL ISOLATE.
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// `text` first-strong isolated.
    static func isolated(_ text: String) -> String {
        "\(firstStrongIsolate)\(text)\(popDirectionalIsolate)"
    }
}
