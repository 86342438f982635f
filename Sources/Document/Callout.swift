/// A GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case). The marker line is removed from the quote's text;
/// the layout draws the quote as a box with a coloured bar and a title in the page's language.
///
/// ```markdown
/// > [!WARNING]
/// > שמרו את הקובץ לפני שתמשיכו.
/// ```
public enum Callout: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `[!NOTE]`: something readers should notice.
    case note
    /// `[!TIP]`: advice.
    case tip
    /// `[!IMPORTANT]`: what readers need to know.
    case important
    /// `[!WARNING]`: needs attention right away.
    case warning
    /// `[!CAUTION]`: the risk of a bad outcome.
    case caution

    /// Removes a `[!KIND]` marker that starts `blocks`' first paragraph and returns its kind;
    /// nil, and `blocks` untouched, when there is none.
    static func removeMarker(from blocks: inout [Block]) -> Callout? {
        guard case var .paragraph(runs)? = blocks.first?.kind, var first = runs.first, !first.style.code,
              first.text.hasPrefix("[!"), let close = first.text.firstIndex(of: "]"),
              let kind = Callout(rawValue: first.text[first.text.index(first.text.startIndex, offsetBy: 2)..<close].lowercased())
        else { return nil }
        let rest = first.text[first.text.index(after: close)...].drop { $0.isWhitespace || $0 == InlineRun.lineSeparator }
        let removed = first.text.unicodeScalars.count - rest.unicodeScalars.count
        first.text = String(rest)
        // The text's source positions move with it; those of the marker go.
        first.sourceAnchors = first.sourceAnchors.compactMap { anchor in
            anchor.offset >= removed ? SourceAnchor(offset: anchor.offset - removed, line: anchor.line, column: anchor.column) : nil
        }
        runs[0] = first
        if runs[0].text.isEmpty { runs.removeFirst() }
        if runs.isEmpty {
            blocks.removeFirst()
        } else {
            blocks[0].kind = .paragraph(runs)
        }
        return kind
    }
}
