import Foundation
import Galley
import Layout
import Testing

/// Emphasis never vanishes, symbols have a font, and characters no font has are reported.
@Suite struct GlyphCoverageTests {
    func render(_ markdown: String, strict: Bool = false) throws -> (pixels: [UInt32], warnings: [RenderWarning]) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/page.md"
        try markdown.write(toFile: input, atomically: true, encoding: .utf8)
        let options = RenderOptions(input: input, language: "he", width: 400, strict: strict)
        let renderer = try PageRenderer()
        let warnings = try renderer.write(options, to: directory + "/page.png")
        return (try renderer.image(options).pixels, warnings)
    }

    @Test(arguments: ["he", "ar"])
    func italicInAScriptWithoutItalicFaceIsSlanted(language: String) throws {
        let word = language == "he" ? "הדגשה" : "تأكيد"
        let run = try #require(try layOut("*\(word)*", language: language).glyphRuns.first)
        #expect(run.font.slant > 0.2)
        let plain = try #require(try layOut(word, language: language).glyphRuns.first)
        #expect(plain.font.slant == 0)
    }

    @Test func englishItalicUsesTheItalicFaceUnslanted() throws {
        let run = try #require(try layOut("*emphasis*", language: "en").glyphRuns.first)
        #expect(run.font.path.hasSuffix("NotoSans-Italic.ttf"))
        #expect(run.font.slant == 0)
    }

    @Test func hebrewItalicDiffersFromPlainTextInThePNG() throws {
        #expect(try render("טקסט *הדגשה* כאן").pixels != render("טקסט הדגשה כאן").pixels)
    }

    @Test(arguments: ["✓", "✗", "⌘", "→", "←", "⚠"])
    func symbolsAreDrawnWithoutWarning(symbol: String) throws {
        let page = try layOut("סמל \(symbol) כאן", language: "he")
        #expect(page.missingGlyphs.isEmpty)
        #expect(page.glyphRuns.allSatisfy { $0.glyphs.allSatisfy { $0.id != 0 } })
    }

    @Test func emojiAndHanAreReportedWithTheirFirstLine() throws {
        let page = try layOut("# כותרת\n\nפסקה 😀 ו-中\n\nשוב 😀", language: "he")
        #expect(page.missingGlyphs == [MissingGlyph(character: "😀", line: 3), MissingGlyph(character: "中", line: 3)])
    }

    @Test func missingGlyphsInTablesAndCodeAreReported() throws {
        let page = try layOut("| א |\n|---|\n| 😀 |\n\n```\n中\n```", language: "he")
        #expect(page.missingGlyphs.map(\.character) == ["😀", "中"])
    }

    @Test func pageWithEmojiWarnsOnOneLineAndStrictFails() throws {
        let (_, warnings) = try render("שלום 😀")
        #expect(warnings.count == 1)
        let line = try #require(warnings.first).description
        #expect(line.hasSuffix("/page.md: no bundled font draws U+1F600 😀 (line 1); it shows as a box"))
        #expect(throws: RenderWarning.self) { try render("שלום 😀", strict: true) }
        #expect(try render("שלום ✓", strict: true).warnings.isEmpty)
    }

    @Test func droppedScriptIsAWarningLineAndOtherHTMLIsNot() throws {
        let (_, warnings) = try render("שלום <div>עולם</div>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>ok</b>")
        #expect(warnings.map(\.description).contains { $0.hasSuffix("/page.md: raw HTML dropped: <script> (line 3), "
            + "<a href=\"javascript:alert(1)\"> (line 5); pages carry no script, frames or forms") })
        #expect(try render("<kbd>Ctrl</kbd> <div dir=rtl>שלום</div>").warnings.isEmpty)
    }
}
