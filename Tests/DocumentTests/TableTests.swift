import Testing
import Document

@Suite struct TableTests {
    @Test func tableAlignmentsHeaderAndRows() throws {
        let block = try onlyBlock("""
            | Name | Left | Right | Mid |
            |------|:-----|------:|:---:|
            | a    | **b**| 250   | d   |
            """)
        #expect(block == Block(.table(Table(
            columns: [.natural, .leading, .trailing, .center],
            header: [cell("Name"), cell("Left"), cell("Right"), cell("Mid")],
            rows: [[cell("a"), TableCell([InlineRun("b", style: InlineStyle(bold: true))]), cell("250"), cell("d")]]
        )), line: 1))
    }

    @Test func raggedRowsArePaddedAndTrimmedToColumnCount() throws {
        let block = try onlyBlock("""
            | a | b | c |
            |---|---|---|
            | 1 |
            | 1 | 2 | 3 | 4 |
            no pipes
            """)
        guard case let .table(table) = block.kind else { Issue.record("not a table: \(block)"); return }
        #expect(table.rows == [
            [cell("1"), cell(""), cell("")],
            [cell("1"), cell("2"), cell("3")],
            [cell("no pipes"), cell(""), cell("")],
        ])
    }

    @Test func hebrewTableCellsPassThrough() throws {
        let block = try onlyBlock("| שם | גודל |\n|:--|--:|\n| קובץ | 250 KB |\n")
        guard case let .table(table) = block.kind else { Issue.record("not a table: \(block)"); return }
        #expect(table.header == [cell("שם"), cell("גודל")])
        #expect(table.rows == [[cell("קובץ"), cell("250 KB")]])
    }

    @Test func cellDirectionAttributeSetsTheCellsDirection() throws {
        let block = try onlyBlock("| שם | מחיר |\n|---|---|\n| Pro {dir=ltr} | 49.90 ₪ {dir=auto} |\n")
        guard case let .table(table) = block.kind else { Issue.record("not a table: \(block)"); return }
        #expect(table.rows == [[TableCell(plain("Pro"), direction: .leftToRight), TableCell(plain("49.90 ₪"), direction: .auto)]])
        #expect(table.header[0].direction == nil)
    }
}
