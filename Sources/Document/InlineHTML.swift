/// The inline HTML a help page may use, as Markdown passes it through: `<kbd>`, `<sub>`,
/// `<sup>`, `<br>`, `<bdi>` and `<span dir="…">`. Any other tag is kept as text.
///
///     InlineHTML("<kbd>")   // .style: the runs after it are a key cap until </kbd>
///     InlineHTML("<br/>")   // .text("\u{2028}")
enum InlineHTML {
    /// Changes the style of what follows.
    case style((inout InlineStyle) -> Void)
    /// Stands for this text.
    case text(String)
    /// A `<span>` opens: with `dir`, its isolate initiator (UAX #9 X5a-X5c); without, nothing.
    case openSpan(String?)
    /// A `</span>` closes the last one opened.
    case closeSpan

    /// The meaning of one tag, or nil when it is not one of these.
    init?(_ literal: String) {
        let tag = literal.lowercased().filter { !$0.isWhitespace }
        switch tag {
        case "<kbd>": self = .style { $0.keyboard = true }
        case "</kbd>": self = .style { $0.keyboard = false }
        case "<sub>": self = .style { $0.position = .lowered }
        case "<sup>": self = .style { $0.position = .raised }
        case "</sub>", "</sup>": self = .style { $0.position = .baseline }
        case "<br>", "<br/>": self = .text(String(InlineRun.lineSeparator))
        case "<bdi>": self = .text("\u{2068}")
        case "</bdi>": self = .text("\u{2069}")
        case "<span>": self = .openSpan(nil)
        case "</span>": self = .closeSpan
        case "<spandir=\"ltr\">", "<spandir='ltr'>", "<spandir=ltr>": self = .openSpan("\u{2066}")
        case "<spandir=\"rtl\">", "<spandir='rtl'>", "<spandir=rtl>": self = .openSpan("\u{2067}")
        case "<spandir=\"auto\">", "<spandir='auto'>", "<spandir=auto>": self = .openSpan("\u{2068}")
        default: return nil
        }
    }
}
