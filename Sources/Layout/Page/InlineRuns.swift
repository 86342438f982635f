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

    /// A heading's runs with a leading section number (`1.2`, `3.`, `2.1.4)`) isolated left to
    /// right, so that it reads as one number in any paragraph direction and cannot join the
    /// text after it.
    func headingRuns(_ inlines: [InlineRun], size: Double) -> [AttributedRun] {
        var runs = attributedRuns(inlines, size: size, bold: true)
        guard var first = runs.first, !(inlines.first?.style.code ?? true) else { return runs }
        let number = first.text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == ")") }
        guard number.first?.isNumber == true, first.text.dropFirst(number.count).first?.isWhitespace == true else { return runs }
        first.text = "\u{2066}\(number)\u{2069}" + first.text.dropFirst(number.count)
        runs[0] = first
        return runs
    }
}
