import CZlib
import Foundation
import Galley
import Testing

/// A page taller than Cairo's 32,767 pixels is one PNG, drawn and encoded band by band.
@Suite struct TallPageTests {
    /// The IHDR size and the inflated scanlines of the PNG at `path`.
    func decoded(_ path: String) throws -> (width: Int, height: Int, colourType: UInt8, scanlines: [UInt8]) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8, width = 0, height = 0, colourType: UInt8 = 0
        var data: [UInt8] = []
        var types: [String] = []
        while offset + 12 <= bytes.count {
            let length = be32(offset), type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            types.append(type)
            let crc = bytes[offset + 4..<offset + 8 + length].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
            #expect(UInt(crc) == UInt(be32(offset + 8 + length)), "CRC of \(type) at \(offset)")
            if type == "IHDR" { (width, height, colourType) = (be32(offset + 8), be32(offset + 12), bytes[offset + 17]) }
            if type == "IDAT" { data += bytes[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        #expect(types.first == "IHDR" && types.last == "IEND" && offset == bytes.count)
        var scanlines = [UInt8](repeating: 0, count: height * (width * 3 + 1))
        var size = uLongf(scanlines.count)
        let status = uncompress(&scanlines, &size, data, uLong(data.count))
        #expect(status == Z_OK && Int(size) == scanlines.count, "inflate \(status), \(size) bytes")
        return (width, height, colourType, scanlines)
    }

    @Test func hebrewPageOfFortyThousandPixelsIsOnePNG() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sections = (1...360).map { "## סעיף \($0)\n\nפסקה מספר \($0) בעמוד ארוך מאוד, עם Galley ו-PNG ומספרים כמו 250, כדי שהשורות ישברו לרוחב העמוד.\n" }
        try ("---\nlang: he\n---\n" + sections.joined(separator: "\n")).write(toFile: folder + "/tall.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: folder + "/tall.md", width: 800), to: folder + "/tall.png")
        let png = try decoded(folder + "/tall.png")
        #expect(png.width == 800 && png.colourType == 2)
        #expect(png.height > 40_000, "\(png.height)")
        let row = 800 * 3 + 1
        // Every scanline unfiltered; text in every band (a row with ink near each band's middle), the margin blank at the end.
        #expect(stride(from: 0, to: png.scanlines.count, by: row).allSatisfy { png.scanlines[$0] == 0 })
        func inked(_ y: Int) -> Bool { png.scanlines[y * row + 1..<(y + 1) * row].contains { $0 < 128 } }
        for middle in stride(from: 5000, to: png.height - 100, by: 10_000) {
            #expect((middle..<middle + 200).contains(where: inked), "no text near row \(middle)")
        }
        #expect(!(png.height - 30..<png.height).contains(where: inked))
    }
}
