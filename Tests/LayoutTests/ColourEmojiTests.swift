import Foundation
import Galley
import Raster
import Testing
import ToolSupport

/// Emoji are drawn in their own colours, in PNG and in PDF, whatever the text's colour.
@Suite struct ColourEmojiTests {
    /// How many pixels of `image` are fire-orange (strong red, little blue): never text ink.
    func orangePixels(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b, _) = image.rgba(x: x, y: y)
                if r > 200, g > 60, g < 200, b < 80 { count += 1 }
            }
        }
        return count
    }

    func page(_ markdown: String) throws -> (directory: String, input: String) {
        let directory = try temporaryDirectory()
        let input = directory + "/page.md"
        try markdown.write(toFile: input, atomically: true, encoding: .utf8)
        return (directory, input)
    }

    @Test func fireEmojiIsOrangeInThePNG() throws {
        let (directory, input) = try page("Hot fix 🔥")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let renderer = try PageRenderer()
        #expect(try orangePixels(renderer.image(RenderOptions(input: input, language: "en", width: 300))) > 20)
        // The same words without the emoji have no orange at all.
        try "Hot fix".write(toFile: input, atomically: true, encoding: .utf8)
        #expect(try orangePixels(renderer.image(RenderOptions(input: input, language: "en", width: 300))) == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm"), "pdftoppm is not installed"))
    func fireEmojiIsOrangeInThePDF() throws {
        let (directory, input) = try page("Hot fix 🔥")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try PageRenderer().write(RenderOptions(input: input, language: "en"), to: directory + "/page.pdf")
        _ = try run("pdftoppm", ["-png", "-r", "96", "-f", "1", "-l", "1", directory + "/page.pdf", directory + "/page"])
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("page") && $0.hasSuffix(".png") })
        #expect(try orangePixels(RasterImage(pngFile: directory + "/" + png)) > 20)
    }
}
