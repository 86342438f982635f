import DisplayList
import Document
import Layout
import Testing

/// The flex layout algorithm (CSS Flexbox 1 §9): which side each axis starts on in a right-to-left
/// container, flexing, wrapping and alignment, by the frames of the items' boxes.
struct FlexLayoutTests {
    func layOut(_ body: String, dir: String = "rtl") throws -> LaidOutPage {
        let page = try Page.parse(html: "<html lang=he dir=\(dir)><body>\(body)</body></html>", fileName: "flex.html")
        return try PageLayout(options: PageOptions(width: 400, language: tag("he"), source: "flex.html"), shaper: shaper("he")).layout(page)
    }

    /// The border boxes filled with `color`, in the order drawn.
    func fills(_ page: LaidOutPage, _ color: String) -> [Rect] {
        let colors = ["red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 128 / 255, blue: 0), "blue": Color(red: 0, green: 0, blue: 1)]
        return page.items.compactMap { item in
            if case let .rectangle(rect, fill) = item, fill == colors[color] { return rect }
            return nil
        }
    }

    /// The container's content box: the box 300 px wide.
    func container(_ page: LaidOutPage) throws -> Rect {
        try #require(page.boxes.first { $0.kind == .box && $0.frame.width == 300 }).frame
    }

    @Test func rightToLeftRowPutsItsFirstItemAtTheRight() throws {
        let page = try layOut("""
            <div style="display: flex; width: 300px"><div style="width: 50px; height: 10px; background: red"></div>\
            <div style="width: 60px; height: 10px; background: blue"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "red") == [Rect(x: box.maxX - 50, y: box.y, width: 50, height: 10)])
        #expect(fills(page, "blue") == [Rect(x: box.maxX - 110, y: box.y, width: 60, height: 10)])
    }

    /// An item as wide as its content (§9.2 step 3: the max-content size) holds it on one line:
    /// the width measured is never a hair short of what the line breaker then needs (Hebrew
    /// שני broke between its letters).
    @Test func itemsAsWideAsTheirWordsKeepThemOnOneLine() throws {
        let page = try layOut("""
            <style>.f div { padding: 4px 10px; background: #cde }</style><div class="f" style="display: flex; gap: 8px"><div>ראשון</div><div>שני</div><div>third</div><div>עוד מילה</div></div>
            """)
        #expect(page.texts.count == 4)
        #expect(page.texts.allSatisfy { $0.layout.lines.count == 1 }, "\(page.texts.map(\.layout.lines.count))")
    }

    /// CSS Box Alignment 3 §8: `gap` puts its column gap between the items of a line (here from
    /// the right, in a right-to-left row) and its row gap between wrapped lines.
    @Test func gapSeparatesItemsAndLines() throws {
        let page = try layOut("""
            <div style="display: flex; flex-wrap: wrap; gap: 7px 10px; width: 300px"><div style="width: 100px; height: 10px; background: red"></div>\
            <div style="width: 100px; height: 10px; background: blue"></div><div style="width: 100px; height: 10px; background: green"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "red") == [Rect(x: box.maxX - 100, y: box.y, width: 100, height: 10)])
        #expect(fills(page, "blue") == [Rect(x: box.maxX - 210, y: box.y, width: 100, height: 10)])
        // 100 + 10 + 100 + 10 + 100 is 320 px: the third item starts a line 7 px below the first.
        #expect(fills(page, "green") == [Rect(x: box.maxX - 100, y: box.y + 17, width: 100, height: 10)])
    }

    @Test func justifyContentFlexEndInRightToLeftPacksToTheLeft() throws {
        let page = try layOut("""
            <div style="display: flex; justify-content: flex-end; width: 300px"><div style="width: 50px; height: 10px; background: red"></div>\
            <div style="width: 60px; height: 10px; background: blue"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "blue").first?.x == box.x)
        #expect(fills(page, "red").first?.x == box.x + 60)
    }

    @Test func rowReverseInRightToLeftStartsAtTheLeft() throws {
        let page = try layOut("""
            <div style="display: flex; flex-direction: row-reverse; width: 300px"><div style="width: 50px; height: 10px; background: red"></div>\
            <div style="width: 60px; height: 10px; background: blue"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "red").first?.x == box.x)
        #expect(fills(page, "blue").first?.x == box.x + 50)
    }

    /// §9.7: free space is shared by the grow factors, the items' borders taking their room first.
    @Test func growFactorsShareTheFreeSpace() throws {
        let page = try layOut("""
            <div style="display: flex; width: 300px; height: 20px"><div style="flex: 1 0 24px; border-left: 2px solid; border-right: 4px solid; background: red"></div>\
            <div style="flex: 2 0 10px; border-left: 7px solid; border-right: 3px solid; background: blue"></div></div>
            """)
        // 300 - (24 + 6) - (10 + 10) = 250 free: a third to the first, two thirds to the second.
        #expect(fills(page, "red").first.map { abs($0.width - (24 + 250.0 / 3 + 6)) < 0.001 } == true)
        #expect(fills(page, "blue").first.map { abs($0.width - (10 + 500.0 / 3 + 10)) < 0.001 } == true)
        // Stretched across the line (`align-items: normal`).
        #expect(fills(page, "red").first?.height == 20)
    }

    /// §9.7: negative free space is shared by the shrink factors times the base sizes.
    @Test func shrinkFactorsWeighedByBaseSize() throws {
        let page = try layOut("""
            <div style="display: flex; width: 300px"><div style="flex: 0 1 200px; height: 5px; background: red"></div>\
            <div style="flex: 0 1 400px; height: 5px; background: blue"></div></div>
            """)
        #expect(fills(page, "red").first?.width == 100)
        #expect(fills(page, "blue").first?.width == 200)
    }

    @Test func columnReverseStacksItsItemsFromTheBottom() throws {
        let page = try layOut("""
            <div style="display: flex; flex-direction: column-reverse; width: 300px"><div style="height: 10px; width: 40px; background: red"></div>\
            <div style="height: 30px; width: 40px; background: blue"></div></div>
            """)
        let box = try container(page)
        let red = try #require(fills(page, "red").first), blue = try #require(fills(page, "blue").first)
        #expect(box.height == 40 && red.maxY == box.maxY && blue.y == box.y)
        // Across, a column starts on its inline-start side: the right.
        #expect(red.maxX == box.maxX)
    }

    @Test func wrappedColumnsStackFromTheRightInRightToLeft() throws {
        let page = try layOut("""
            <div style="display: flex; flex-flow: column wrap; width: 300px; height: 50px">\
            <div style="height: 30px; width: 40px; background: red"></div><div style="height: 30px; width: 40px; background: blue"></div></div>
            """)
        let box = try container(page)
        let red = try #require(fills(page, "red").first), blue = try #require(fills(page, "blue").first)
        // Two lines of 150 px each (`align-content: normal` stretches them): the second starts mid-way.
        #expect(red == Rect(x: box.maxX - 40, y: box.y, width: 40, height: 30))
        #expect(blue == Rect(x: box.maxX - 190, y: box.y, width: 40, height: 30))
    }

    @Test func alignSelfAndOrder() throws {
        let page = try layOut("""
            <div style="display: flex; align-items: center; width: 300px; height: 40px">\
            <div style="order: 2; width: 10px; height: 10px; background: red"></div>\
            <div style="order: 1; align-self: flex-end; width: 20px; height: 10px; background: blue"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "blue").first == Rect(x: box.maxX - 20, y: box.y + 30, width: 20, height: 10))
        #expect(fills(page, "red").first == Rect(x: box.maxX - 30, y: box.y + 15, width: 10, height: 10))
    }

    /// §4.1: an absolutely positioned child stands where it would as the container's sole item.
    @Test func absolutelyPositionedChildStandsAtTheMainStartOfARightToLeftRow() throws {
        let page = try layOut("""
            <div style="display: flex; position: relative; align-items: flex-end; width: 300px; height: 40px">\
            <div style="position: absolute; width: 20px; height: 10px; background: red"></div></div>
            """)
        let box = try container(page)
        #expect(fills(page, "red").first == Rect(x: box.maxX - 20, y: box.y + 30, width: 20, height: 10))
    }

    @Test func textBetweenItemsIsAnItemOfItsOwn() throws {
        let page = try layOut("<div style='display: flex; width: 300px'>שלום <b>עולם</b></div>")
        #expect(page.texts.count == 2)
        let first = try #require(page.texts.first), second = try #require(page.texts.last)
        #expect(first.origin.x > second.origin.x)
    }

    /// CSS 2 §9.5.1: a left float that does not fit beside the earlier ones goes below them.
    @Test func floatThatDoesNotFitGoesBelow() throws {
        let page = try layOut("""
            <div style="width: 300px"><div style="float: left; width: 200px; height: 10px; background: red"></div>\
            <div style="float: left; width: 200px; height: 10px; background: blue"></div></div>
            """)
        let red = try #require(fills(page, "red").first), blue = try #require(fills(page, "blue").first)
        #expect(blue.x == red.x && blue.y == red.maxY)
    }
}
