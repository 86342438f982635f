import Document
import Foundation
import Galley
import Layout
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
