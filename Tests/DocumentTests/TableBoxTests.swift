import Document
import Testing

/// CSS tables from HTML (CSS 2.1 §17): `display: table` and its parts become table boxes, and
/// what the page leaves out is supplied by anonymous boxes (§17.2.1).
@Suite struct TableBoxTests {
    func blocks(_ body: String, helpLook: Bool = true) throws -> [Block] {
        try Page.parse(html: "<html lang=he dir=rtl><body>\(body)</body></html>", fileName: "table.html", helpLook: helpLook).blocks
    }

    /// The box of `block` and the part it is, or nil when it is no table part.
    func part(_ block: Block) -> (box: BoxBlock, part: TablePart)? {
        guard case let .box(box) = block.kind, let part = box.tablePart else { return nil }
        return (box, part)
    }

    func text(_ block: Block) -> String? {
        guard case let .paragraph(runs) = block.kind else { return nil }
        return runs.map(\.text).joined()
    }

    /// §17.2.1 rule 3: a cell outside a row is wrapped in an anonymous row, and that row in an
    /// anonymous table, which take the parent's direction.
    @Test func aCellAloneGetsAnAnonymousRowAndTable() throws {
        let page = try blocks("<div style='display: table-cell'>א</div>")
        let table = try #require(page.count == 1 ? part(page[0]) : nil)
        #expect(table.part == .table(fixedLayout: false, spacing: 0))
        #expect(page[0].direction == .rightToLeft)
        let row = try #require(table.box.children.count == 1 ? part(table.box.children[0]) : nil)
        #expect(row.part == .row && row.box.style == BoxStyle())
        let cell = try #require(row.box.children.count == 1 ? part(row.box.children[0]) : nil)
        #expect(cell.part == .cell(verticalAlign: .baseline))
        #expect(cell.box.children.compactMap(text) == ["א"])
    }

    /// §17.2.1 rule 2: text in a row goes in an anonymous cell, a block in a table in an
    /// anonymous row and cell; the white space between parts is dropped.
    @Test func strayContentGetsAnonymousCellsAndRows() throws {
        let page = try blocks("""
            <div style='display: table'> <div style='display: table-row'>א <div style='display: table-cell'>ב</div> </div> <p>ג</p> </div>
            """)
        let table = try #require(page.count == 1 ? part(page[0]) : nil)
        let rows = table.box.children.compactMap(part)
        #expect(rows.map(\.part) == [.row, .row])
        let cells = rows.map { $0.box.children.compactMap(part) }
        #expect(cells.map(\.count) == [2, 1])
        #expect(cells.joined().map { $0.box.children.compactMap(text) } == [["א"], ["ב"], ["ג"]])
    }

    /// §17.2: the parts keep their kinds: a caption, a column group's columns, a header group.
    @Test func captionsColumnsAndRowGroupsAreTheirParts() throws {
        let page = try blocks("""
            <table><caption style='caption-side: bottom'>כותרת</caption><colgroup><col span=2></colgroup>
            <thead><tr><th>א</th></tr></thead><tbody><tr><td style='vertical-align: middle'>ב</td></tr></tbody></table>
            """, helpLook: false)
        let table = try #require(page.count == 1 ? part(page[0]) : nil)
        #expect(table.part == .table(fixedLayout: false, spacing: 2))
        let parts = table.box.children.compactMap(part)
        #expect(parts.map(\.part) == [.caption(bottom: true), .columnGroup(span: 1), .rowGroup(.header), .rowGroup(.body)])
        #expect(parts[1].box.children.compactMap(part).map(\.part) == [.column(span: 2)])
        let cell = try #require(parts[3].box.children.first.flatMap(part)?.box.children.first.flatMap(part))
        #expect(cell.part == .cell(verticalAlign: .middle))
    }

    /// In the help-page look an HTML `table` stays Galley's table; a `div` styled as one is a CSS table.
    @Test func theHelpLookKeepsGalleysTableForTableElements() throws {
        let page = try blocks("<table><tr><td>א</td></tr></table><div style='display: table'>ב</div>")
        guard case .table = page[0].kind else {
            Issue.record("\(page[0].kind)")
            return
        }
        #expect(part(page[1])?.part == .table(fixedLayout: false, spacing: 0))
    }

    /// Tables nested deeper than Markdown's nesting limit are read as a paragraph of their text,
    /// as other blocks are, so that no page can exhaust the stack.
    @Test func deeplyNestedTablesEndInAParagraphOfTheirText() throws {
        let open = String(repeating: "<div style='display: table-cell'>א</div><div style='display: table-cell'>", count: 500)
        var level = try blocks(open + "ב" + String(repeating: "</div>", count: 1000))
        var depth = 0
        while let table = level.first.flatMap(part), let row = table.box.children.first.flatMap(part), let cell = row.box.children.last.flatMap(part) {
            level = cell.box.children
            depth += 1
        }
        #expect(depth > 1 && depth < 32)
        #expect(level.compactMap(text).first?.hasSuffix("ב") == true)
    }

    /// CSS Text 3 §4.1.1: white space collapses across the isolate controls of an inline box's
    /// `unicode-bidi`, as across the box's edges.
    @Test func whiteSpaceCollapsesAcrossBidiControls() throws {
        let page = try blocks("<p>x <span dir=ltr> y </span> z</p>")
        #expect(page.compactMap(text) == ["x \u{2066}y \u{2069}z"])
    }
}
