import Document
import Foundation
import Galley
import Layout
import LocaleRules
import Testing

/// Inputs that used to take gigabytes: a PNG bomb, a 10 MB paragraph, a table of a million cells.
@Suite struct MemoryLimitTests {
    /// The start of a PNG of `width` x `height`: the signature and the IHDR chunk (its CRC not
    /// filled in), all the size check reads, as a bomb would give it.
    static func pngHeader(width: Int, height: Int) -> Data {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0] + [0, 0, 0, 0])
    }

    @Test func imageOverFortyMegapixelsIsRefusedFromItsHeader() throws {
        let folder = try temporaryDirectory()
        try Self.pngHeader(width: 16384, height: 16384).write(to: URL(fileURLWithPath: folder + "/bomb.png"))
        let page = folder + "/page.md"
        try "![bomb](bomb.png)\n".write(toFile: page, atomically: true, encoding: .utf8)
        #expect {
            try PageRenderer().image(RenderOptions(input: page))
        } throws: { error in
            "\(error)" == "\(page):1: image bomb.png is 16384x16384 pixels, more than the 40000000 pixels allowed (use --keep-going to draw a placeholder)"
        }
    }

    @Test func megabyteParagraphStopsEarlyWithAnError() {
        let paragraph = String(repeating: "word ", count: 200_000)
        #expect(throws: DocumentError.blockTooLarge(file: "p.md", line: 3,
                                                    problem: "the paragraph holds 999999 bytes of text, more than the 100000 allowed; split it")) {
            try Page.parse(markdown: "# T\n\n" + paragraph + "\n", fileName: "p.md")
        }
    }

    @Test func tableOfAMillionCellsStopsWithAnError() throws {
        let row = "|" + String(repeating: " v |", count: 30) + "\n"
        let markdown = row + "|" + String(repeating: "---|", count: 30) + "\n" + String(repeating: row, count: 1000)
        #expect(throws: DocumentError.blockTooLarge(file: "t.md", line: 1,
                                                    problem: "the table has 30030 cells, more than the 20000 allowed; split it")) {
            try Page.parse(markdown: markdown, fileName: "t.md")
        }
        #expect(try Page.parse(markdown: row + "|" + String(repeating: "---|", count: 30) + "\n" + String(repeating: row, count: 600),
                               fileName: "t.md").blocks.count == 1)
    }

    @Test func pageFileOverThirtyTwoMegabytesIsNotRead() throws {
        let folder = try temporaryDirectory()
        let page = folder + "/huge.md"
        #expect(FileManager.default.createFile(atPath: page, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: page))
        try handle.truncate(atOffset: 40 << 20)
        try handle.close()
        #expect(throws: DocumentError.unreadableFile(file: page, reason: "is 41943040 bytes, more than the 33554432 bytes allowed")) {
            try Page(contentsOfFile: page)
        }
    }
}

/// The text limits hold for text with its placeholders filled, with the errors the same text
/// written out gets, and the filling stops at the first text past them: a 99 KB value used
/// 20 times made 863 PDF pages and 296 MB.
@Suite struct FilledTextLimitTests {
    func fill(_ markdown: String, value: String) throws -> Page {
        try Page.parse(markdown: markdown, fileName: "p.md")
            .fillingPlaceholders(with: MessageValues(["v": .string(value)]), language: try LanguageTag("en"), fileName: "p.md")
    }

    /// Each value is isolated (U+2068 … U+2069, 3 bytes each), so two 60,000-byte values and
    /// a space are 120,013 bytes.
    @Test(arguments: [
        ("# {v} {v}\n", 1, "the heading"), ("| h |\n|---|\n| {v} {v} |\n", 1, "a table cell"),
        ("- a\n- {v} {v}\n", 2, "the paragraph"), ("> {v} {v}\n", 1, "the paragraph"),
        ("![alt](a.png \"{v} {v}\")\n", 1, "the figure's caption"),
    ])
    func filledTextPastTheLimitIsTheWrittenTextsError(markdown: String, line: Int, what: String) throws {
        let value = String(repeating: "x", count: 60_000)
        let bytes = 120_013 + (what == "the figure's caption" ? 3 : 0)
        #expect(throws: DocumentError.blockTooLarge(file: "p.md", line: line,
                                                    problem: "\(what) holds \(bytes) bytes of text, more than the 100000 allowed; split it")) {
            try fill(markdown, value: value)
        }
        // Written out, the same text is the same error.
        let written = markdown.replacingOccurrences(of: "{v}", with: "\u{2068}\(value)\u{2069}")
        #expect(throws: DocumentError.blockTooLarge(file: "p.md", line: line,
                                                    problem: "\(what) holds \(bytes) bytes of text, more than the 100000 allowed; split it")) {
            try Page.parse(markdown: written, fileName: "p.md")
        }
        #expect(try !fill(markdown, value: String(repeating: "x", count: 40_000)).blocks.isEmpty)
    }

    /// 16,000 uses of a 99 KB value in one paragraph are 1.58 GB filled: the error counts
    /// them all, from what each use adds, without writing them.
    @Test func paragraphOfManyLongValuesIsCountedNotWritten() throws {
        let markdown = "# T\n\n" + Array(repeating: "{v}", count: 16_000).joined(separator: " ") + "\n"
        #expect(throws: DocumentError.blockTooLarge(file: "p.md", line: 3,
                                                    problem: "the paragraph holds 1584111999 bytes of text, more than the 100000 allowed; split it")) {
            try fill(markdown, value: String(repeating: "x", count: 99_000))
        }
    }

    /// A page's paragraphs, each within the limit, pass the page's 32 MB once filled: the
    /// error names the paragraph where they do (the 339th of 99,006 bytes, on line 677).
    @Test func pageOfLongValuesStopsWhereItPassesThirtyTwoMegabytes() throws {
        let markdown = String(repeating: "{v}\n\n", count: 100_000)
        #expect(throws: DocumentError.blockTooLarge(file: "p.md", line: 677,
                                                    problem: "the page holds 33563034 bytes of text up to here once its placeholders are "
                                                        + "filled, more than the 33554432 allowed; split it")) {
            try fill(markdown, value: String(repeating: "x", count: 99_000))
        }
    }
}
