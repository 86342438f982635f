/// A stretch of inline text that has one style throughout.
///
/// The parser merges consecutive text with the same style into one run, so
/// `Hello *big* world` gives three runs: `"Hello "`, `"big"` (italic) and `" world"`.
///
/// Line breaks inside a paragraph:
/// - a soft break (a plain newline in the Markdown) becomes a space;
/// - a hard break (two trailing spaces or a trailing backslash) becomes
///   ``InlineRun/lineSeparator`` (U+2028 LINE SEPARATOR), not `"\n"`: U+2028 is a mandatory
///   break for UAX #14 (class BK) but only whitespace for UAX #9 (class WS), so the lines
///   stay one bidi paragraph with one base direction, as they are one Markdown paragraph.
///   `"\n"` would be class B and start a new bidi paragraph.
///
/// Inline HTML is kept as its literal text (`<kbd>` shows as `<kbd>`). An image inside a
/// paragraph that has other text becomes a run of its alt text in the surrounding style;
/// only an image alone in its paragraph becomes a ``Figure``.
///
/// ```swift
/// InlineRun("Galley", style: InlineStyle(bold: true))
/// ```
public struct InlineRun: Hashable, Sendable {
    /// The text, with Markdown syntax removed and entities decoded.
    public var text: String
    /// The markup that applies to all of ``text``.
    public var style: InlineStyle

    /// Creates a run.
    ///
    /// ```swift
    /// InlineRun("250")  // plain
    /// ```
    public init(_ text: String, style: InlineStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// What a hard line break becomes in ``text``: U+2028 LINE SEPARATOR.
    ///
    /// ```swift
    /// runs[0].text.split(separator: InlineRun.lineSeparator)  // the lines of the paragraph
    /// ```
    public static let lineSeparator: Character = "\u{2028}"
}
