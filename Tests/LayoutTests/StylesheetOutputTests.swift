import Foundation
import Galley
import Raster
import Testing
import ToolSupport

/// An author sheet changes every output alike: the heading colour, the body font size and the
/// table rules of the PNG, the PDF and the HTML, whether it is `--stylesheet` on a Markdown page
/// or the `<style>` of an HTML page.
@Suite struct StylesheetOutputTests {
    static let page = "# כותרת\n\nטקסט הגוף של העמוד.\n\n| שם | מחיר |\n|---|---|\n| Pro | 49.90 |\n"
    static let sheet = "h1 { color: #b00020 } html { font-size: 20px } td, th { border: 3px solid #1565c0 }"

    /// Where the author sheet comes from.
    enum Source: CaseIterable {
        /// `--stylesheet brand.css` beside a Markdown page.
        case option
        /// The `<style>` of the same page written in HTML (`body`'s font size, as HTML pages set it).
        case styleElement
    }

    private func render(_ directory: String, to output: String, styled: Bool, source: Source = .option) throws -> String {
        var options = RenderOptions(input: directory + (styled && source == .styleElement ? "/styled.html" : "/page.md"), language: "he")
        if styled && source == .option { options.stylesheets = [directory + "/brand.css"] }
        let path = directory + "/" + (styled ? "styled-" : "plain-") + output
        try PageRenderer().write(options, to: path)
        return path
    }

    private func fixture() throws -> String {
        let directory = try temporaryDirectory()
        try Self.page.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try Self.sheet.write(toFile: directory + "/brand.css", atomically: true, encoding: .utf8)
        try """
            <!DOCTYPE html><html lang="he" dir="rtl"><head><style>
            \(Self.sheet.replacingOccurrences(of: "html {", with: "body {"))
            </style></head><body>
            <h1>כותרת</h1><p>טקסט הגוף של העמוד.</p>
            <table><thead><tr><th>שם</th><th>מחיר</th></tr></thead><tbody><tr><td>Pro</td><td>49.90</td></tr></tbody></table>
            </body></html>
            """.write(toFile: directory + "/styled.html", atomically: true, encoding: .utf8)
        return directory
    }

    /// Pixels of exactly `color` (0xRRGGBB) in an RGBA image.
    private func count(_ color: UInt32, in image: RasterImage) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.width + x] & 0xFFFFFF == color { n += 1 }
        }
        return n
    }

    @Test(arguments: Source.allCases)
    func pngTakesHeadingColourTableRulesAndFontSize(source: Source) throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plain = try RasterImage(pngFile: try render(directory, to: "page.png", styled: false))
        let styled = try RasterImage(pngFile: try render(directory, to: "page.png", styled: true, source: source))
        #expect(count(0xB00020, in: plain) == 0)
        #expect(count(0xB00020, in: styled) > 50)
        #expect(count(0x1565C0, in: styled) > 3 * 60)
        // Larger body text makes a taller page.
        #expect(styled.height > plain.height)
    }

    @Test(arguments: Source.allCases)
    func htmlOutputCarriesTheSameLook(source: Source) throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let html = try String(contentsOfFile: try render(directory, to: "page.html", styled: true, source: source), encoding: .utf8)
        #expect(html.contains("color: rgb(176 0 32)"))
        #expect(html.contains("font-size: 20px"))
        #expect(html.contains("1.5px rgb(21 101 192)"))
    }

    /// The rows of `image` that hold pixels of exactly `color`: first and last, or nil.
    private func rows(of color: UInt32, in image: RasterImage) -> ClosedRange<Int>? {
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixels[y * image.width + $0] & 0xFFFFFF == color } }
        return rows.first.map { $0...rows.last! }
    }

    /// Headless Chromium shows the HTML output of an HTML page as Galley drew the page: the
    /// heading in the `<style>`'s colour, at the same height, the table's rules where Galley's are.
    @Test(arguments: Source.allCases)
    func chromiumShowsTheHTMLOutputAsGalleyDrewThePage(source: Source) throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("skipped: chromium is not installed (Scripts/install-debian-packages installs it); the HTML output was not shown in a browser")
            return
        }
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let galley = try RasterImage(pngFile: try render(directory, to: "page.png", styled: true, source: source))
        let html = try render(directory, to: "page.html", styled: true, source: source)
        _ = try run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=800,\(galley.height)",
                               "--screenshot=\(directory)/chromium.png", URL(fileURLWithPath: html).absoluteString])
        let browser = try RasterImage(pngFile: directory + "/chromium.png")
        let ours = try #require(rows(of: 0xB00020, in: galley)), theirs = try #require(rows(of: 0xB00020, in: browser))
        #expect(abs(ours.lowerBound - theirs.lowerBound) <= 2 && abs(ours.upperBound - theirs.upperBound) <= 2, "heading rows: Galley \(ours), Chromium \(theirs)")
        let ourTable = try #require(rows(of: 0x1565C0, in: galley)), theirTable = try #require(rows(of: 0x1565C0, in: browser))
        #expect(abs(ourTable.lowerBound - theirTable.lowerBound) <= 2 && abs(ourTable.upperBound - theirTable.upperBound) <= 2,
                "table rows: Galley \(ourTable), Chromium \(theirTable)")
    }

    @Test(arguments: Source.allCases)
    func pdfDrawsTheHeadingInItsColour(source: Source) throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pdf = try render(directory, to: "page.pdf", styled: true, source: source)
        _ = try run("pdftoppm", ["-r", "50", "-png", "-singlefile", pdf, directory + "/page"])
        let image = try RasterImage(pngFile: directory + "/page.png")
        // Anti-aliased at 50 dpi: count the reddish pixels.
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixels[y * image.width + x]
                if (p >> 16) & 0xFF > 150 && (p >> 8) & 0xFF < 80 && p & 0xFF < 100 { red += 1 }
            }
        }
        #expect(red > 20)
    }
}
