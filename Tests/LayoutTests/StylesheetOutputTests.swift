import Foundation
import Galley
import Raster
import Testing
import ToolSupport

/// One `--stylesheet` changes every output alike: the heading colour, the body font size and
/// the table rules of the PNG, the PDF and the HTML.
@Suite struct StylesheetOutputTests {
    static let page = "# כותרת\n\nטקסט הגוף של העמוד.\n\n| שם | מחיר |\n|---|---|\n| Pro | 49.90 |\n"
    static let sheet = "h1 { color: #b00020 } html { font-size: 20px } td, th { border: 3px solid #1565c0 }"

    private func render(_ directory: String, to output: String, styled: Bool) throws -> String {
        var options = RenderOptions(input: directory + "/page.md", language: "he")
        if styled { options.stylesheets = [directory + "/brand.css"] }
        let path = directory + "/" + (styled ? "styled-" : "plain-") + output
        try PageRenderer().write(options, to: path)
        return path
    }

    private func fixture() throws -> String {
        let directory = try temporaryDirectory()
        try Self.page.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try Self.sheet.write(toFile: directory + "/brand.css", atomically: true, encoding: .utf8)
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

    @Test func pngTakesHeadingColourTableRulesAndFontSize() throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plain = try RasterImage(pngFile: try render(directory, to: "page.png", styled: false))
        let styled = try RasterImage(pngFile: try render(directory, to: "page.png", styled: true))
        #expect(count(0xB00020, in: plain) == 0)
        #expect(count(0xB00020, in: styled) > 50)
        #expect(count(0x1565C0, in: styled) > 3 * 60)
        // Larger body text makes a taller page.
        #expect(styled.height > plain.height)
    }

    @Test func htmlOutputCarriesTheSameLook() throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let html = try String(contentsOfFile: try render(directory, to: "page.html", styled: true), encoding: .utf8)
        #expect(html.contains("color: rgb(176 0 32)"))
        #expect(html.contains("font-size: 20px"))
        #expect(html.contains("1.5px rgb(21 101 192)"))
    }

    @Test func pdfDrawsTheHeadingInItsColour() throws {
        let directory = try fixture()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pdf = try render(directory, to: "page.pdf", styled: true)
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
