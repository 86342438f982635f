/// A stretch of inline text that has one style throughout.
///
/// The parser merges consecutive text with the same style into one run, so
/// `Hello *big* world` gives three runs: `"Hello "`, `"big"` (italic) and `" world"`.
///
/// Line breaks inside a paragraph:
/// - a soft break (a plain newline in the Markdown) becomes a space;
/// - a hard break (two trailing spaces or a trailing backslash) becomes
///   ``InlineRun/lineSeparator`` (U+2028 LINE SEPARATOR), not `"\n"`: U+2028 is a mandatory
///   break for UAX #14 (class BK); layout ends the bidi paragraph there, as browsers do at
///   `<br>`, but keeps the block's one base direction, where `"\n"` (class B) would let each
///   line find its own (P2).
///
/// Inline HTML other than the tags Galley reads (``InlineHTML``) is kept as its literal text. An
/// image inside a paragraph that has other text becomes a run of its own whose text is the alt
/// text and whose style holds the image (``InlineStyle/image``); only an image alone in its
/// paragraph becomes a ``Figure``.
///
/// ```swift
/// InlineRun("Galley", style: InlineStyle(bold: true))
/// ```
public struct InlineRun: Hashable, Sendable {
    /// The text, with Markdown syntax removed and entities decoded.
    public var text: String
    /// The markup that applies to all of ``text``.
    public var style: InlineStyle
    /// Where stretches of ``text`` begin in the Markdown file, for error messages that name a
    /// column; empty for runs not read from a file. Not part of equality: runs with the same
    /// text and style are equal wherever they came from.
    var sourceAnchors: [SourceAnchor] = []

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

    /// Runs are equal when their text and style are; where they came from does not count.
    ///
    /// ```swift
    /// InlineRun("a") == InlineRun("a")  // true, whichever file each was read from
    /// ```
    public static func == (lhs: InlineRun, rhs: InlineRun) -> Bool { lhs.text == rhs.text && lhs.style == rhs.style }

    /// Hashes the text and style, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
    }

    /// The file line and column of the scalar at `offset` in ``text``: the nearest anchor at
    /// or before it, counted on from there; nil when the run has no anchors.
    ///
    /// NOTE: the anchors are in order of their offsets (the parser appends them as the run
    /// grows), so the nearest is found by a binary search: a run of 10,000 lines with as many
    /// placeholders takes time in n log n, not n².
    func sourceLocation(atScalarOffset offset: Int) -> (line: Int, column: Int)? {
        guard let first = sourceAnchors.first else { return nil }
        // The first anchor past `offset`; the one before it, if any, is the nearest.
        var low = 0, high = sourceAnchors.count
        while low < high {
            let middle = (low + high) / 2
            if sourceAnchors[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        let anchor = low > 0 ? sourceAnchors[low - 1] : first
        return (anchor.line, anchor.column + max(0, offset - anchor.offset))
    }
}
