import Foundation
import Layout
import ToolSupport
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

    /// An HTML table with no `thead` and no row of `th` (a README's grid of logos) has no header
    /// row: no empty shaded row above its first, and its first row is body cells.
    @Test func htmlTableWithoutHeaderDrawsNoEmptyHeaderRow() throws {
        let page = try layOut("<table><tr><td>א</td><td>ב</td></tr><tr><td>ג</td><td>ד</td></tr></table>\n", language: "he", width: 800)
        #expect(page.cells.count == 4)
        #expect(page.cell(row: 0, column: 0) == nil)
        let first = try #require(page.cell(row: 1, column: 0)).frame
        let shaded = page.items.contains { item in
            if case let .rectangle(rect, _) = item, rect.height > 2, rect.maxY <= first.y + 0.5 { return true }
            return false
        }
        #expect(!shaded, "a shaded row above the first")
        let withHeader = try layOut("<table><tr><th>א</th><th>ב</th></tr><tr><td>ג</td><td>ד</td></tr></table>\n", language: "he", width: 800)
        #expect(withHeader.cell(row: 0, column: 0) != nil && withHeader.cells.count == 4)
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

    /// The table as HTML with the bundled fonts, identifiers and URLs marked `overflow-wrap:
    /// anywhere` (Galley's rule for long words), the page's margin, padding and line height, and
    /// a script writing the header cells' widths into the page.
    static func html() -> String {
        let body = markdown.components(separatedBy: "---\n")[2]
        let rows = body.split(separator: "\n").filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") }.map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: "| ")).components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func cell(_ tag: String, _ text: String) -> String {
            let content = text.hasPrefix("https://") ? "<a class=long href=\"\(text)\">\(text)</a>"
                : text.hasPrefix("FN_") ? "<span class=long>\(text)</span>" : text
            return "<\(tag)>\(content)</\(tag)>"
        }
        let table = rows.enumerated().map { r, row in "<tr>" + row.map { cell(r == 0 ? "th" : "td", $0) }.joined() + "</tr>" }.joined()
        let fonts = repositoryRoot + "/Fonts"
        return """
            <!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><style>
            @font-face{font-family:G;src:url(file://\(fonts)/NotoSansHebrew-Regular.ttf)}
            @font-face{font-family:G;font-weight:bold;src:url(file://\(fonts)/NotoSansHebrew-Bold.ttf)}
            @font-face{font-family:L;src:url(file://\(fonts)/NotoSans-Regular.ttf)}
            @font-face{font-family:L;font-weight:bold;src:url(file://\(fonts)/NotoSans-Bold.ttf)}
            body{margin:40px;width:720px;font:16px/1.1 G,L} table{border-collapse:collapse}
            td,th{padding:8px;border:1px solid #ccc;text-align:start;vertical-align:top} .long{overflow-wrap:anywhere}
            </style></head><body><table id=t>\(table)</table><pre id=out></pre><script>
            document.fonts.ready.then(() => { document.getElementById('out').textContent =
              [...document.querySelectorAll('#t th')].map(c => c.getBoundingClientRect().width.toFixed(1)).join(' ') })
            </script></body></html>
            """
    }

    /// Headless Chromium 156 (Debian 12) on `html()`: the header cells' widths, border included.
    static let chromiumWidths = [90.7, 86.1, 92.6, 64.8, 91.9, 91.2, 71.3, 130.3]

    @Test func columnWidthsAreWithinTenPercentOfChromiums() throws {
        let page = try layOut(Self.markdown, language: "he", width: 800)
        let widths = try (0..<8).map { try #require(page.cell(row: 0, column: $0)).frame.width }
        for (galley, chromium) in zip(widths, Self.chromiumWidths) {
            #expect(abs(galley - chromium) <= chromium * 0.1, "Galley \(widths), Chromium \(Self.chromiumWidths)")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "chromium is not installed"))
    func chromiumStillGivesThePinnedColumnWidths() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.html().write(toFile: folder + "/table.html", atomically: true, encoding: .utf8)
        let dom = String(decoding: try run("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                                                        "--virtual-time-budget=3000", "--dump-dom", "file://\(folder)/table.html"]), as: UTF8.self)
        let widths = try #require(dom.firstMatch(of: #/<pre id="out">([0-9. ]+)</pre>/#)).1.split(separator: " ").compactMap { Double($0) }
        #expect(widths == Self.chromiumWidths)
    }
}
