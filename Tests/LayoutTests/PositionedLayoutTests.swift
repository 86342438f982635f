import DisplayList
import Document
import Layout
import Testing

/// Absolutely positioned boxes (CSS 2 §9.6, §10.3.7, §10.6.4) and painting order (Appendix E):
/// what Chromium agreement on Galley's HTML output (StyledPageAgreementTests) does not show.
struct PositionedLayoutTests {
    func layOut(_ body: String, viewportHeight: Double? = nil) throws -> LaidOutPage {
        let page = try Page.parse(html: "<html lang=he dir=rtl><body>\(body)</body></html>", fileName: "positioned.html")
        var options = PageOptions(width: 400, language: tag("he"), source: "positioned.html")
        options.viewportHeight = viewportHeight
        return try PageLayout(options: options, shaper: shaper("he")).layout(page)
    }

    func fills(_ page: LaidOutPage, _ color: Color) -> [Rect] {
        page.items.compactMap { item in
            if case let .rectangle(rect, fill) = item, fill == color { return rect }
            return nil
        }
    }

    static let teal = Color(red: 0, green: 128 / 255, blue: 128 / 255)
    static let orange = Color(red: 1, green: 165 / 255, blue: 0)

    @Test func containingBlockIsThePaddingBoxOfTheOffsetRelativeBox() throws {
        let page = try layOut("""
            <div style="position: relative; top: 10px; left: 20px; width: 200px; height: 100px; border: 5px solid; padding: 7px">
            <div style="position: absolute; top: 3px; left: 4px; width: 50px; height: 30px; background: teal"></div></div>
            """)
        let outer = try #require(page.boxes.first { $0.kind == .box && $0.frame.width == 224 })
        let inner = try #require(fills(page, Self.teal).first)
        // The padding box's corner, moved by the relative offset, then the insets.
        #expect(inner == Rect(x: outer.frame.x + 5 + 20 + 4, y: outer.frame.y + 5 + 10 + 3, width: 50, height: 30))
    }

    @Test func staticPositionIsTheStartSideAndTheBoxTakesNoRoom() throws {
        let without = try layOut("<p>לפני</p><p>אחרי</p>")
        let with = try layOut("<p>לפני</p><div style='position: absolute; width: 60px; height: 20px; background: teal'></div><p>אחרי</p>")
        #expect(with.boxes.filter { $0.kind == .paragraph }.map(\.frame) == without.boxes.filter { $0.kind == .paragraph }.map(\.frame))
        let box = try #require(fills(with, Self.teal).first)
        let after = try #require(with.boxes.last { $0.kind == .paragraph })
        // Right to left: its right edge where the column's is; its top where the next block starts.
        #expect(abs(box.maxX - after.frame.maxX) < 0.5 && abs(box.y - after.frame.y) < 0.5)
    }

    @Test func bottomAndRightPlaceItInTheViewportAndBothInsetsStretchIt() throws {
        let page = try layOut("""
            <div style="position: absolute; bottom: 0; right: 10px; width: 40px; height: 20px; background: teal"></div>
            <div style="position: fixed; top: 100px; bottom: 100px; left: 0; right: 0; background: orange"></div>
            """, viewportHeight: 600)
        #expect(fills(page, Self.teal) == [Rect(x: 350, y: 580, width: 40, height: 20)])
        #expect(fills(page, Self.orange) == [Rect(x: 0, y: 100, width: 400, height: 400)])
    }

    @Test func positionedBoxesPaintAfterTheFlowInTreeOrder() throws {
        // A float comes first in the flow; the absolutely positioned box over it, then the
        // relatively positioned box after it in the tree over both.
        let page = try layOut("""
            <div style="float: left; width: 100px; height: 100px; background: red"></div>
            <div style="position: absolute; top: 0; left: 0; width: 80px; height: 80px; background: teal"></div>
            <div style="position: relative; width: 60px; height: 60px; margin-left: 0; background: orange"></div>
            """)
        let order = page.items.compactMap { item -> String? in
            guard case let .rectangle(_, fill) = item else { return nil }
            return fill == Self.teal ? "absolute" : fill == Self.orange ? "relative" : fill.red == 1 && fill.green == 0 ? "float" : nil
        }
        #expect(order == ["float", "absolute", "relative"])
    }
}
