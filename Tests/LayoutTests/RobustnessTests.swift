import DisplayList
import Document
import Foundation
import Galley
import Layout
import Raster
import Testing

/// Inputs at the edges: huge pages, tables whose header fills a printed page, rows longer than
/// their table, strikethrough.
@Suite struct RobustnessTests {
    /// A PNG of any height is drawn in bands (TallPageTests); past the bounds, a million pixels
    /// tall or Cairo's 32,767 wide, it is a clear error and nothing is written.
    @Test(arguments: [(800.0, 1_200_000.0), (40_000.0, 100.0)])
    func pageBeyondThePNGBoundsIsAClearErrorAndWritesNothing(width: Double, height: Double) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect {
            try Rasterizer().writePNG(of: DisplayList(width: width, height: height), to: directory + "/long.png")
        } throws: { error in
            "\(error)" == "the page is \(Int(width))x\(Int(height)) pixels at this scale, more than Galley draws (32767 wide, 1000000 tall): "
                + "use PDF output or a smaller --scale or --width"
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/long.png"))
    }

    @Test func tableHeaderTallerThanHalfAPageIsNotRepeatedAndPaginationEnds() throws {
        let tallHeader = String(repeating: "כותרת ארוכה מאוד ", count: 300)
        let rows = String(repeating: "| תא | תא |\n", count: 80)
        let markdown = "| \(tallHeader) | ב |\n|---|---|\n" + rows
        let options = PageOptions(width: Paper.a4.width, language: tag("he"))
        let layout = PageLayout(options: options, shaper: shaper("he"))
        let pages = layout.paginate(try layout.layout(try Page.parse(markdown: markdown, fileName: "t.md")), paper: .a4, title: nil)
        #expect(pages.count > 1 && pages.count < 20)
    }

    @Test func tableRowLongerThanItsColumnsDropsTheExtraCells() throws {
        let table = Table(columns: [.natural], header: [TableCell([InlineRun("א")])], rows: [[TableCell([InlineRun("1")]), TableCell([InlineRun("2")])]])
        let page = Page(frontMatter: FrontMatter(), blocks: [Block(.table(table), line: 1)])
        let laidOut = try PageLayout(options: PageOptions(language: tag("he")), shaper: shaper("he")).layout(page)
        #expect(laidOut.cells.count == 2)
    }

    @Test func strikethroughDrawsALineThroughTheText() throws {
        let plain = try layOut("מחיר 100", language: "he").items.count
        let struck = try layOut("מחיר ~~100~~", language: "he").items.count
        #expect(struck == plain + 1)
    }
}
