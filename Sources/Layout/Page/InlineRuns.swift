import Document
import Shaping

extension PageLayout {
    /// The attributed runs of Markdown inline content. A code span is wrapped in LEFT-TO-RIGHT
    /// ISOLATE ... POP DIRECTIONAL ISOLATE (UAX #9 X5a, X6a) so that code always reads left to
    /// right and cannot reorder the sentence around it; so are phone numbers in the text.
    func attributedRuns(_ inlines: [InlineRun], size: Double, bold: Bool = false, italic: Bool = false) -> [AttributedRun] {
        inlines.map { inline in
            let style = inline.style
            let attributes = TextAttributes(style: FontStyle(bold: bold || style.bold, italic: italic || style.italic, monospace: style.code),
                                            size: style.code ? size * 0.9 : size,
                                            color: style.link == nil ? options.style.textColor : options.style.linkColor,
                                            link: style.link, strikethrough: style.strikethrough)
            return AttributedRun(style.code ? "\u{2066}\(inline.text)\u{2069}" : PhoneNumbers.isolated(inline.text), attributes)
        }
    }
}
