import Document
import Layout
import Testing

/// CSS Text 3 §4.1.2 and §5: `pre-wrap` keeps spaces and line breaks but lets lines wrap at
/// spaces, which hang at a line's end; `pre` never wraps them.
@Suite struct PreWrapTests {
    private func lineCount(whiteSpace: String) throws -> Int {
        let words = Array(repeating: "wrapping  words", count: 12).joined(separator: " ")
        let page = try Page.parse(html: "<html lang=en><body><p style='white-space: \(whiteSpace)'>\(words)</p></body></html>",
                                  fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 300, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        return try #require(laidOut.texts.first).layout.lines.count
    }

    @Test func preWrapEnglishParagraphWiderThanItsBoxWraps() throws {
        #expect(try lineCount(whiteSpace: "pre-wrap") > 3)
        #expect(try lineCount(whiteSpace: "break-spaces") > 3)
        #expect(try lineCount(whiteSpace: "pre") == 1)
    }
}
