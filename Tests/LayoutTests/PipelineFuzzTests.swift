import DisplayList
import Document
import Foundation
import Galley
import Layout
import Raster
import Testing
import TestSupport

/// Random pages through the whole pipeline (Markdown, bidi, line breaking, shaping, layout,
/// Cairo): no input may crash it. Seeded, so a failure names the case that reproduces it.
@Suite struct PipelineFuzzTests {
    /// Pieces that stress each stage: every bidi class and formatting character, brackets,
    /// marks, surrogate pairs, soft hyphens, tabs, Markdown syntax, long words.
    static let pieces: [String] = [
        "שלום", "עולם", "مرحبا", "بِسْمِ", "सूत्र", "Excel", "SUM(A1:A10)", "250", "3.5%", "-1,000", "١٢٣", "۴۵",
        "(", ")", "[", "]", "«", "»", "\"", "'", ".", ",", ":", "!", "?", " ", "  ", "\t", "\n", "\n\n", "\u{2028}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{00AD}", "\u{00A0}", "\u{200D}", "\u{0301}", "\u{05B8}", "😀", "👩🏽‍💻", "𝐀",
        "**", "*", "_", "`", "~~", "# ", "## ", "- ", "1. ", "> ", "| a | b |\n|---|--:|\n| 1 |", "---\n", "```\n",
        "[link](https://example.com)", "![x](missing.png)", "{dir=rtl}", "{dir=ltr}", "{.directional}",
        String(repeating: "א", count: 300), String(repeating: "W", count: 200), "\u{FFFD}", "\u{0}", "\u{7F}",
    ]

    @Test(arguments: 0..<4)
    func randomPagesRenderWithoutCrashing(chunk: UInt64) throws {
        let renderer = try PageRenderer()
        let directory = try temporaryDirectory()
        for n in 0..<60 {
            let seed = chunk * 1000 + UInt64(n)
            var random = SplitMix64(state: seed)
            let count = Int(random.next() % 60)
            var markdown = ""
            for _ in 0..<count { markdown += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
            let path = directory + "/fuzz-\(seed).md"
            try markdown.write(toFile: path, atomically: true, encoding: .utf8)
            let language = ["he", "ar-SA", "en", "hi"][Int(random.next() % 4)]
            let width = [120.0, 300, 800][Int(random.next() % 3)]
            do {
                let image = try renderer.image(RenderOptions(input: path, language: language, width: width, keepGoing: true))
                #expect(image.width == Int(width), "seed \(seed)")
            } catch {
                // A one-line error is fine (for instance, front matter); a crash is not.
                #expect(!"\(error)".contains("\n"), "seed \(seed): \(error)")
            }
        }
    }
}
