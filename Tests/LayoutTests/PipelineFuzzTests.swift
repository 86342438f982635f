import DisplayList
import Document
import Foundation
import Galley
import Layout
import Raster
import Testing
import TestSupport

/// Random pages through the whole pipeline (Markdown, bidi, line breaking, shaping, layout,
/// Cairo): no input may crash it, and no paragraph's words may go missing from the PDF. Seeded,
/// so a failure names the case that reproduces it. A long run is one command:
///
///     GALLEY_FUZZ_ITERATIONS=20000 GALLEY_FUZZ_SEED=7 swift test --filter PipelineFuzzTests
@Suite struct PipelineFuzzTests {
    /// Pages per chunk (`GALLEY_FUZZ_ITERATIONS`, default 60) and the first seed
    /// (`GALLEY_FUZZ_SEED`, default 0).
    static let iterations = ProcessInfo.processInfo.environment["GALLEY_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 60
    static let firstSeed = ProcessInfo.processInfo.environment["GALLEY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0

    /// The seed of page `n` of `chunk`: chunks never share seeds.
    static func seed(chunk: UInt64, n: Int) -> UInt64 { firstSeed &+ chunk &* 100_000_000 &+ UInt64(n) }

    /// Pieces that stress each stage: every bidi class and formatting character, brackets,
    /// marks, surrogate pairs, soft hyphens, tabs, Markdown syntax, long words.
    static let pieces: [String] = [
        "שלום", "עולם", "مرحبا", "بِسْمِ", "सूत्र", "Excel", "SUM(A1:A10)", "250", "3.5%", "-1,000", "١٢٣", "۴۵",
        "(", ")", "[", "]", "«", "»", "\"", "'", ".", ",", ":", "!", "?", " ", "  ", "\t", "\n", "\n\n", "\u{2028}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{00AD}", "\u{00A0}", "\u{200D}", "\u{0301}", "\u{05B8}", "😀", "👩🏽‍💻", "𝐀",
        "**", "*", "_", "`", "~~", "# ", "## ", "- ", "1. ", "> ", "| a | b |\n|---|--:|\n| 1 |", "---\n", "```\n",
        "[link](https://example.com)", "![x](missing.png)", "{dir=rtl}", "{dir=ltr}", "{.directional}",
        "{.forward height=2em}", "{height=1000}", ":icon[forward]", ":icon[", "\u{FFFC}",
        String(repeating: "א", count: 300), String(repeating: "W", count: 200), "\u{FFFD}", "\u{0}", "\u{7F}",
    ]

    @Test(arguments: 0..<4)
    func randomPagesRenderWithoutCrashing(chunk: UInt64) throws {
        let renderer = try PageRenderer()
        let directory = try temporaryDirectory()
        for n in 0..<Self.iterations {
            let seed = Self.seed(chunk: chunk, n: n)
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

    /// Words whose text pdftotext gives back as written (no marks, no Devanagari reordering).
    static let words = ["שלום", "עולם", "مرحبا", "كتاب", "Excel", "Galley", "250", "١٢٣", "۴۵", "אבג", "sheet", "ملف"]
    /// What goes between them: every kind of text that once made Cairo drop what followed
    /// (noncharacters), bidi controls, marks, emoji, Markdown emphasis, control characters.
    /// Not the overrides U+202D and U+202E: pdftotext reads their reversed words back in an
    /// order of its own (a letter beside a joiner lands elsewhere on the line), which is no
    /// loss; nor a lone combining mark (U+0301 after a space or a control), a soft hyphen or a
    /// lone joiner, whose glyphs (at an isolate's edge, on top of another letter) pdftotext may
    /// put on a line of their own with that letter.
    /// `randomPagesRenderWithoutCrashing` still feeds both.
    static let noise: [String] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "😀", "👩🏽‍💻", "𝐀", "(", ")", "«", "»", ".", ",",
        "**", "*", "~~", "\u{FFFD}", "\u{7F}", "\u{1B}", "\u{0}", "\t", "\u{2028}",
        String(Unicode.Scalar(0xFFFF)!), String(Unicode.Scalar(0xFDD0)!), String(Unicode.Scalar(0xFDEF)!),
        String(Unicode.Scalar(0x1FFFE)!), String(Unicode.Scalar(0x10FFFF)!),
    ]

    /// Random paragraphs of known words and noise, to PDF: every word must be in the PDF's text
    /// (pdftotext) as often as in the input, so text dropped silently (as everything after a
    /// noncharacter once was) is found. A failing case's page and PDF are kept.
    @Test(arguments: 0..<2)
    func everyParagraphsWordsReachThePDF(chunk: UInt64) throws {
        let renderer = try PageRenderer()
        let directory = try temporaryDirectory()
        for n in 0..<max(1, Self.iterations / 4) {
            let seed = Self.seed(chunk: chunk + 10, n: n)
            var random = SplitMix64(state: seed)
            var counts: [String: Int] = [:]
            var paragraphs: [String] = []
            for _ in 0..<(1 + Int(random.next() % 40)) {
                var pieces: [String] = []
                for piece in 0..<(1 + Int(random.next() % 30)) {
                    // A word first: noise there could open a code fence (`~~~~ words` hides the words
                    // in its info string, as CommonMark says).
                    if piece == 0 || random.next() % 2 == 0 {
                        let word = Self.words[Int(random.next() % UInt64(Self.words.count))]
                        counts[word, default: 0] += 1
                        pieces.append(" " + word + " ")
                    } else {
                        pieces.append(Self.noise[Int(random.next() % UInt64(Self.noise.count))])
                    }
                }
                paragraphs.append(pieces.joined())
            }
            let path = directory + "/fuzz-\(seed).md"
            try paragraphs.joined(separator: "\n\n").write(toFile: path, atomically: true, encoding: .utf8)
            let language = ["he", "ar-SA", "en"][Int(random.next() % 3)]
            let pdf = directory + "/fuzz-\(seed).pdf"
            try renderer.write(RenderOptions(input: path, language: language), to: pdf)
            let text = Array(try PDFTests().extractedText(pdf).unicodeScalars.filter { $0 != " " })
            var lost = false
            for (word, count) in counts {
                let found = Self.occurrences(of: Array(word.unicodeScalars), in: text)
                lost = lost || found < count
                #expect(found >= count, "seed \(seed): '\(word)' \(count) times in \(path), \(found) in the PDF")
            }
            // A failing case's page and PDF stay for a look.
            if !lost { try? FileManager.default.removeItem(atPath: pdf) }
        }
    }

    /// How often `word` occurs in `text`, scalar by scalar: a String search would match whole
    /// grapheme clusters and miss a word followed by a combining mark or a joiner.
    static func occurrences(of word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int {
        guard text.count >= word.count else { return 0 }
        return (0...(text.count - word.count)).count { text[$0..<$0 + word.count].elementsEqual(word) }
    }
}
