import DisplayList
import Document
import Layout
import Testing

/// CSS tables laid out (CSS 2.1 §17.5): columns from the table's start side in its direction,
/// whatever the direction of the page or of the cells; the table placed as a block.
struct TableBoxLayoutTests {
    func layOut(_ body: String, dir: String = "ltr") throws -> LaidOutPage {
        let page = try Page.parse(html: "<html lang=he dir=\(dir)><body>\(body)</body></html>", fileName: "table.html", helpLook: false)
        let options = PageOptions(width: 400, language: tag("he"), direction: dir == "rtl" ? .rightToLeft : .leftToRight, source: "table.html",
                                  style: PageStyle(userAgentWith: []))
        return try PageLayout(options: options, shaper: shaper("he")).layout(page)
    }

    func paragraphs(_ page: LaidOutPage) -> [Rect] { page.boxes.filter { $0.kind == .paragraph }.map(\.frame) }

    /// §17.5: in a right-to-left table the first column is on the right, though the page is left to right.
    @Test func rightToLeftTablePutsItsFirstCellOnTheRight() throws {
        let page = try layOut("""
            <div style='display: table; direction: rtl; table-layout: fixed; width: 200px'>\
            <div style='display: table-cell'>א</div><div style='display: table-cell'>ב</div></div>
            """)
        let cells = paragraphs(page)
        try #require(cells.count == 2)
        // Two columns of 100 px: the first from 108 to 208, the second from 8 to 108.
        #expect(cells[0].x >= 108 && cells[0].maxX <= 208.01)
        #expect(cells[1].x >= 8 && cells[1].maxX <= 108.01)
        // The table is placed as a block of the left-to-right page: on its left.
        let table = try #require(page.boxes.last { $0.kind == .box })
        #expect(table.frame.x == 8 && table.frame.width == 200)
    }

    /// A cell's `direction` turns its text, not the columns: they follow the table's.
    @Test func cellDirectionDoesNotReorderColumns() throws {
        let page = try layOut("""
            <div style='display: table; table-layout: fixed; width: 200px'>\
            <div style='display: table-cell; direction: rtl'>א</div><div style='display: table-cell; direction: rtl'>ב</div></div>
            """)
        let cells = paragraphs(page)
        try #require(cells.count == 2)
        #expect(cells[0].maxX <= 108.01 && cells[1].x >= 108)
    }

    /// §17.2.1: text in a row is laid out in its anonymous cell, beside the row's cell, and the
    /// automatic layout makes each column as wide as its text (§17.5.2.2).
    @Test func anonymousCellSitsBesideItsRowsCell() throws {
        let page = try layOut("<div style='display: table-row'>אאא<div style='display: table-cell'>ב</div></div>", dir: "rtl")
        let cells = paragraphs(page)
        try #require(cells.count == 2)
        // Right to left (the page's): the anonymous cell first, on the right, the other to its left, touching.
        #expect(cells[0].x > cells[1].x)
        #expect(abs(cells[0].maxX - 392) < 0.01)
        let boxes = page.boxes.filter { $0.kind == .box }
        try #require(boxes.count == 3)
        #expect(abs(boxes[1].frame.maxX - boxes[0].frame.x) < 0.01)
        #expect(boxes[0].frame.width < 100)
    }

    /// §17.5.1: a row's background is drawn under its cells, and the cell's own over it.
    @Test func rowBackgroundIsUnderTheCellBackground() throws {
        let page = try layOut("""
            <div style='display: table'><div style='display: table-row; background: #00f'>\
            <div style='display: table-cell; height: 20px'>א</div><div style='display: table-cell; background: #0f0'>ב</div></div></div>
            """)
        let fills = page.items.compactMap { item -> Color? in
            if case let .rectangle(_, fill) = item { return fill }
            return nil
        }
        #expect(fills == [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)])
        let cells = page.boxes.filter { $0.kind == .box }.dropLast()
        // Both cells as tall as the row, which is as tall as the taller one.
        #expect(cells.count == 2 && cells.first?.frame.height == cells.last?.frame.height && cells.allSatisfy { $0.frame.height >= 20 })
    }
}
