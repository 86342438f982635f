import Document
import Layout
import Testing

/// HTML §15.3.6: `dir=auto` gives an element the direction of its text, so the `start` and
/// `end` of its `text-align` are that direction's sides.
@Suite struct DirAutoAlignmentTests {
    private func textX(_ body: String) throws -> Double {
        let page = try Page.parse(html: "<html lang=en><body>\(body)</body></html>", fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 400, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        let text = try #require(laidOut.texts.first)
        return text.origin.x + (text.layout.lines.first?.contentX ?? 0)
    }

    @Test func endOfAHebrewDirAutoBlockIsItsLeft() throws {
        let end = try textX("<div dir=auto style='text-align: end'>שלום עולם</div>")
        let start = try textX("<div dir=auto style='text-align: start'>שלום עולם</div>")
        #expect(end < 50 && start > 200, "end \(end), start \(start)")
    }
}
