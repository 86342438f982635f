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
            header: [plain("Name"), plain("Left"), plain("Right"), plain("Mid")],
            rows: [[plain("a"), [InlineRun("b", style: InlineStyle(bold: true))], plain("250"), plain("d")]]
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
            [plain("1"), [], []],
            [plain("1"), plain("2"), plain("3")],
            [plain("no pipes"), [], []],
        ])
    }

    @Test func hebrewTableCellsPassThrough() throws {
        let block = try onlyBlock("| שם | גודל |\n|:--|--:|\n| קובץ | 250 KB |\n")
        guard case let .table(table) = block.kind else { Issue.record("not a table: \(block)"); return }
        #expect(table.header == [plain("שם"), plain("גודל")])
        #expect(table.rows == [[plain("קובץ"), plain("250 KB")]])
    }
}
