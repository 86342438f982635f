import DisplayList
import Document
import Layout
import Testing

/// `display: inline-block` (CSS 2 §9.2.4): a block box standing in its line as one atomic
/// object, shrink-to-fit wide, on the baseline of its last line.
struct InlineBlockLayoutTests {
    func layOut(_ body: String) throws -> LaidOutPage {
        let page = try Page.parse(html: "<html lang=he dir=rtl><body>\(body)</body></html>", fileName: "inline-block.html")
        return try PageLayout(options: PageOptions(width: 400, language: tag("he"), source: "inline-block.html"), shaper: shaper("he")).layout(page)
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    func fills(_ page: LaidOutPage, _ color: Color) -> [Rect] {
        page.items.compactMap { item in
            if case let .rectangle(rect, fill) = item, fill == color { return rect }
            return nil
        }
    }

    @Test func emptyInlineBlockStandsAtTheLineStartOnTheBaseline() throws {
        let page = try layOut("<p><span style='display: inline-block; width: 40px; height: 10px; background: red'></span>שלום</p>")
        let text = try #require(page.texts.first)
        #expect(page.texts.count == 1)
        let box = try #require(fills(page, Self.red).first)
        let line = try #require(text.layout.lines.first)
        // Right to left: the first thing on the line is at the right; its bottom margin edge on the baseline.
        #expect(abs(box.maxX - (text.origin.x + text.layout.width)) < 0.01)
        #expect(abs(box.maxY - (text.origin.y + line.baseline)) < 0.01)
        #expect(box.width == 40 && box.height == 10)
    }

    @Test func inlineBlockIsShrinkToFitAndKeepsItsTextOnOneLineWithTheWordsAround() throws {
        let page = try layOut("<p>אחת <span style='display: inline-block; border: 2px solid red'>שתיים</span> שלוש</p>")
        #expect(page.texts.first?.layout.lines.count == 1)
        let borders = fills(page, Self.red)
        #expect(borders.count == 4, "\(borders)")
        let top = try #require(borders.first)
        // As wide as its word and its borders, not the column.
        #expect(top.width > 4 && top.width < 100)
    }
}
