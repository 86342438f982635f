import DisplayList
import Document
import Layout
import Testing

/// A `div`'s text is an anonymous paragraph (CSS 2 §9.2.1.1): it has no margins, so a box
/// around it or after it is not spaced as a `p` is; a Galley block after it still is.
struct AnonymousParagraphTests {
    func layOut(_ body: String) throws -> LaidOutPage {
        let page = try Page.parse(html: "<html lang=he dir=rtl><body>\(body)</body></html>", fileName: "anonymous.html")
        return try PageLayout(options: PageOptions(width: 400, language: tag("he"), source: "anonymous.html"), shaper: shaper("he")).layout(page)
    }

    @Test func aBorderedDivIsAsTallAsItsTextAndBorders() throws {
        let page = try layOut("<div style='border: 2px solid'>שלום</div>")
        let box = try #require(page.boxes.first { $0.kind == .box })
        let text = try #require(page.boxes.first { $0.kind == .paragraph })
        #expect(abs(box.frame.height - (text.frame.height + 4)) < 0.01)
    }

    @Test func aBoxAfterADivsTextIsItsMarginBelowIt() throws {
        let page = try layOut("<div>שלום</div><div style='margin-top: 5px; border: 1px solid'>עולם</div>")
        let text = try #require(page.boxes.first { $0.kind == .paragraph })
        let box = try #require(page.boxes.first { $0.kind == .box })
        #expect(abs(box.frame.y - (text.frame.maxY + 5)) < 0.01)
    }

    @Test func aParagraphAfterADivsTextIsSpacedAsAfterAParagraph() throws {
        let afterDiv = try layOut("<div>שלום</div><p>עולם</p>").boxes.filter { $0.kind == .paragraph }.map(\.frame.y)
        let afterP = try layOut("<p>שלום</p><p>עולם</p>").boxes.filter { $0.kind == .paragraph }.map(\.frame.y)
        #expect(afterDiv == afterP)
    }
}
