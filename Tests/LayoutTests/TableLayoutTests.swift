import Foundation
import Layout
import Testing

/// Tables as CSS automatic table layout sizes them: no ordinary word or number breaks; only
/// identifiers and URLs may; a table that does not fit even then is stacked.
@Suite struct TableLayoutTests {
    static let markdown = try! String(contentsOfFile: repositoryRoot + "/Golden/pages/table-wide.he.md", encoding: .utf8)

    /// The words of the table's cells that are not identifiers or URLs.
    static let ordinaryWords: [String] = markdown.split(separator: "\n").filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") }
        .flatMap { $0.split(whereSeparator: { $0 == "|" || $0 == " " }) }.map(String.init)
        .filter { !$0.contains("_") && !$0.contains("://") }

    @Test func wideHebrewTableBreaksOnlyIdentifiersAndURLs() throws {
        let page = try layOut(Self.markdown, language: "he", width: 800)
        #expect(page.cells.count == 4 * 8)
        for word in Self.ordinaryWords {
            #expect(page.glyphRuns.contains { $0.text.contains(word) }, "\(word) is broken")
        }
        // The identifier is broken across lines: no run holds it whole.
        #expect(!page.glyphRuns.contains { $0.text.contains("FN_LOOKUP_XLOOKUP_EXACT_MATCH_MODE_V2") })
    }

    @Test func numbersAndHebrewWordsKeepTheirWidth() throws {
        let page = try layOut(Self.markdown, language: "he", width: 800)
        #expect(page.glyphRuns.contains { $0.text.contains("1,234.5") })
        #expect(page.glyphRuns.contains { $0.text.contains("והפניה") })
    }

    @Test func tableThatFitsGetsItsMaxContentWidths() throws {
        let page = try layOut("| א | ב |\n|---|---|\n| קצר | ארוך יותר |\n", language: "he", width: 800)
        let first = try #require(page.cell(row: 1, column: 0)).frame, second = try #require(page.cell(row: 1, column: 1)).frame
        #expect(second.width > first.width)
        #expect(first.x > second.x)
    }

    @Test func narrowPageStacksTheTableAsHeaderValueLines() throws {
        let page = try layOut(Self.markdown, language: "he", width: 300)
        let cells = page.cells
        #expect(cells.count == 3 * 8)
        // Each cell is a line (or lines) across the whole column, one under the other.
        let column = 300 - 2 * PageStyle().margin
        #expect(cells.allSatisfy { abs($0.frame.width - column) < 0.5 })
        let tops = cells.map(\.frame.y)
        #expect(tops == tops.sorted())
        // Right to left: the header word at the right, its colon to its left, then the value.
        #expect(page.visualLines.contains { $0.hasSuffix("XLOOKUP:" + String("פונקציה".reversed())) })
        for word in Self.ordinaryWords where !word.hasPrefix("https") {
            #expect(page.glyphRuns.contains { $0.text.contains(word) }, "\(word) is broken")
        }
    }

    @Test func stackedTableIsNoTallerThanItsLines() throws {
        let page = try layOut(Self.markdown, language: "he", width: 300)
        let cells = page.cells
        let text = cells.reduce(0) { $0 + $1.frame.height }
        let rows = 3.0, padding = PageStyle().cellPadding
        let table = (cells.last!.frame.maxY - cells.first!.frame.y)
        #expect(table <= text + rows * 2 * padding + rows + 1)
    }
}
