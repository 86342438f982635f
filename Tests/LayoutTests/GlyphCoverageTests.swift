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

    @Test func uncoveredScriptsAreReportedWithTheirFirstLine() throws {
        let page = try layOut("# כותרת\n\nפסקה ཀ ו-ᐃ 😀 中\n\nשוב ཀ", language: "he")
        #expect(page.missingGlyphs == [MissingGlyph(character: "ཀ", line: 3), MissingGlyph(character: "ᐃ", line: 3)])
    }

    @Test(arguments: ["😀", "✅", "❌", "🔥", "👩🏽‍💻", "❤️"])
    func emojiAreDrawnInColour(emoji: String) throws {
        let page = try layOut("Done \(emoji) here", language: "en")
        #expect(page.missingGlyphs.isEmpty)
        let run = try #require(page.glyphRuns.first { $0.font.path.hasSuffix("NotoColorEmoji.ttf") })
        #expect(run.font.hasColorGlyphs)
        // A ZWJ sequence with a skin tone is one glyph; VS16 makes ❤ an emoji.
        #expect(run.glyphs.count == 1)
    }

    @Test func missingGlyphsInTablesAndCodeAreReported() throws {
        // Tibetan and Canadian syllabics: scripts Galley has no font for (README lists them).
        let page = try layOut("| א |\n|---|\n| ཀ |\n\n```\nᐃ\n```", language: "he")
        #expect(page.missingGlyphs.map(\.character) == ["ཀ", "ᐃ"])
    }

    @Test func pageWithUncoveredScriptWarnsOnOneLineAndStrictFails() throws {
        let (_, warnings) = try render("שלום ཀ")
        #expect(warnings.count == 1)
        let line = try #require(warnings.first).description
        #expect(line.hasSuffix("/page.md: none of Galley's fonts draws U+0F40 ཀ (line 1); it shows as a box"))
        #expect(throws: RenderWarning.self) { try render("שלום ཀ", strict: true) }
        #expect(try render("שלום ✓ 😀 中文", strict: true).warnings.isEmpty)
    }

    @Test func droppedScriptIsAWarningLineAndOtherHTMLIsNot() throws {
        let (_, warnings) = try render("שלום <div>עולם</div>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>ok</b>")
        #expect(warnings.map(\.description).contains { $0.hasSuffix("/page.md: raw HTML dropped: <script> (line 3), "
            + "<a href=\"javascript:alert(1)\"> (line 5); pages carry no script, frames or forms") })
        #expect(try render("<kbd>Ctrl</kbd> <div dir=rtl>שלום</div>").warnings.isEmpty)
    }

    /// The golden pages of every language a help site ships in (issue 23) draw no box.
    @Test(arguments: [("help.zh-Hans", "zh-Hans"), ("help.ja", "ja"), ("help.ko", "ko"), ("help.th", "th"), ("help.hi", "hi"),
                      ("help.bn", "bn"), ("help.ur", "ur"), ("languages", "en")])
    func goldenPagesInEveryScriptHaveEveryGlyph(page: String, language: String) throws {
        let file = repositoryRoot + "/Golden/pages/\(page).md"
        let laidOut = try layOut(try String(contentsOfFile: file, encoding: .utf8), language: language, width: 600, source: file)
        #expect(laidOut.missingGlyphs.isEmpty)
        #expect(laidOut.glyphRuns.allSatisfy { $0.glyphs.allSatisfy { $0.id != 0 } })
    }

    @Test func urduIsDrawnInNastaliqAndArabicInNaskh() throws {
        let urdu = try #require(try layOut("فارمولا", language: "ur").glyphRuns.first)
        #expect(urdu.font.path.hasSuffix("NotoNastaliqUrdu-Regular.ttf"))
        let arabic = try #require(try layOut("فارمولا", language: "ar").glyphRuns.first)
        #expect(arabic.font.path.hasSuffix("NotoNaskhArabic-Regular.ttf"))
    }
}
