import Foundation
import Galley
import Layout
import Raster
import Testing

/// Hostile input that used to vanish from the output with exit 0 (issue 15, "silent loss").
@Suite struct SilentLossTests {
    /// Writes `markdown` to a page in a fresh folder and renders it to `name`.
    func render(_ markdown: String, to name: String, language: String = "en") throws -> String {
        let directory = try temporaryDirectory()
        let input = directory + "/page.md"
        try markdown.write(toFile: input, atomically: true, encoding: .utf8)
        let output = directory + "/" + name
        try PageRenderer().write(RenderOptions(input: input, language: language), to: output)
        return output
    }

    /// A noncharacter as a string (Swift's literals refuse them).
    func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    @Test(arguments: [0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF] as [UInt32])
    func noncharacterKeepsEverythingAfterItInThePDF(value: UInt32) throws {
        let noncharacter = scalar(value)
        let paragraphs = (1...200).map { "Paragraph number \($0) of the page." }
        let markdown = "# Title\n\nbefore \(noncharacter) after\n\n" + paragraphs.joined(separator: "\n\n")
        let text = try PDFTests().extractedText(try render(markdown, to: "page.pdf"))
        #expect(text.contains("before"))
        #expect(text.contains("after"))
        #expect(text.contains("Paragraph number 200 of the page."))
    }

    @Test func noncharacterInTheTitleKeepsTheFollowingPages() throws {
        let paragraphs = (1...200).map { "Paragraph number \($0) of the page." }.joined(separator: "\n\n")
        let markdown = "---\ntitle: \"a\(scalar(0xFDD0))b\"\n---\n# Heading\n\n" + paragraphs
        let text = try PDFTests().extractedText(try render(markdown, to: "page.pdf"))
        #expect(text.contains("Paragraph number 200 of the page."))
    }

    @Test func noncharacterKeepsTheInkBelowItInThePNG() throws {
        let markdown = "before \(scalar(0xFFFF)) after\n\n" + String(repeating: "More text below.\n\n", count: 20)
        let image = try RasterImage(pngFile: try render(markdown, to: "page.png"))
        let bottomHalfHasInk = (image.height / 2..<image.height).contains { y in
            (0..<image.width).contains { x in image.rgba(x: x, y: y).red < 128 }
        }
        #expect(bottomHalfHasInk)
    }

    @Test func tableWiderThanThePageIsStackedNotCutOff() throws {
        let cells = (0..<2000).map { "c\($0)" }
        let markdown = "intro\n\n| " + cells.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 2000) + "\n"
        let page = try layOut(markdown, language: "en", width: 800)
        // Stacked: every header cell is there, one under the other, none past the page's edge.
        let texts = Set(page.glyphRuns.map { $0.text.trimmingCharacters(in: .whitespaces) })
        #expect(cells.allSatisfy { texts.contains($0) || texts.contains($0 + ":") })
        #expect(page.glyphRuns.allSatisfy { $0.glyphs.allSatisfy { $0.position.x < 800 } })
        #expect(try layOut("| a | b |\n|---|---|\n| 1 | 2 |\n", language: "en", width: 800).cells.count == 4)
    }
}
