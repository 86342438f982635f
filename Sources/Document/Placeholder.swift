/// The pieces of a text that a pseudolanguage must leave exactly as they are, because
/// software reads them: format specifiers, named placeholders, URLs and HTML tags.
///
/// A placeholder is a match of this regular expression, searched left to right, leftmost
/// alternative first (it is the implementation, see ``pattern``):
///
/// ```
/// \{[A-Za-z0-9_]+\}                                          {name}, {0}, {user_name}
/// |%(?:[0-9]+\$)?[0-9.]*(?:hh|h|ll|l|q|z|t|j)?[A-Za-z@]      %@ %d %1$@ %.2f %lld
/// |https?://\S+                                              https://example.com/a?b=c
/// |</?[A-Za-z][^<>]*>                                        <kbd> </kbd> <br/>
/// ```
///
/// A URL runs to the next whitespace, so punctuation right after it (`https://e.x/a.`) is
/// kept with it. Text such as `50% off` or `a < b` has no placeholder.
///
/// ```swift
/// Placeholder.segments(of: "Hi {name}!")
/// // [("Hi ", false), ("{name}", true), ("!", false)]
/// ```
enum Placeholder {
    /// The placeholder pattern. A computed property because `Regex` is not `Sendable`; the
    /// literal is checked by the compiler.
    static var pattern: Regex<Substring> {
        #/\{[A-Za-z0-9_]+\}|%(?:[0-9]+\$)?[0-9.]*(?:hh|h|ll|l|q|z|t|j)?[A-Za-z@]|https?://\S+|</?[A-Za-z][^<>]*>/#
    }

    /// `text` cut into consecutive pieces, each either a placeholder or the text between two;
    /// joined, the pieces give `text` back.
    static func segments(of text: String) -> [(text: Substring, isPlaceholder: Bool)] {
        var result: [(text: Substring, isPlaceholder: Bool)] = []
        var start = text.startIndex
        for match in text.matches(of: pattern) {
            if start < match.range.lowerBound { result.append((text[start..<match.range.lowerBound], false)) }
            result.append((text[match.range], true))
            start = match.range.upperBound
        }
        if start < text.endIndex { result.append((text[start...], false)) }
        return result
    }

    /// `text` with `transform` applied to each piece that is not a placeholder.
    ///
    /// ```swift
    /// Placeholder.transformingText(of: "a %d b") { $0.uppercased() }  // "A %d B"
    /// ```
    static func transformingText(of text: String, _ transform: (Substring) -> String) -> String {
        segments(of: text).map { $0.isPlaceholder ? String($0.text) : transform($0.text) }.joined()
    }
}
