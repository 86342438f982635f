import DisplayList
@testable import Raster
import Shaping
import TestSupport
import Testing

/// A page drawn as two halves at once (two processors) must be the pixels of one drawing (one
/// processor): the goldens are made on either.
@Suite struct HalvesDrawingTests {
    /// Random glyph runs, rectangles, rounded rectangles and strokes at fractional positions,
    /// many across the middle row, drawn whole and in halves, at whole and fractional scales.
    @Test(arguments: [1.0, 1.5, 2.0])
    func halvesAreThePixelsOfOneDrawing(scale: Double) throws {
        var random = SplitMix64(state: 7)
        func fraction() -> Double { Double(random.next() % 1000) / 1000 }
        let width = 400.0, height = 400.0
        let font = FontReference(path: FontContext.bundledDirectory + "/NotoSans-Regular.ttf", size: 16)
        let items: [DisplayItem] = (0..<400).map { n in
            // Half the items within 20 px of the middle.
            let y = n % 2 == 0 ? height / 2 - 20 + 40 * fraction() : height * fraction()
            let x = (width - 40) * fraction()
            switch n % 4 {
            case 0:
                let glyphs = (0..<4).map { PositionedGlyphRun.Glyph(id: UInt32(36 + $0 * 7), position: Point(x: x + Double($0) * 9.3, y: y), cluster: $0) }
                let run = PositionedGlyphRun(font: FontReference(path: font.path, size: 8 + 40 * fraction()), color: Color(red: 0, green: 0, blue: 0),
                                             glyphs: glyphs, text: "abcd", isRightToLeft: false)
                return .glyphs(run)
            case 1: return .rectangle(Rect(x: x, y: y, width: 30 * fraction(), height: 30 * fraction()), fill: Color(red: 1, green: 0.5, blue: 0))
            case 2: return .roundedRectangle(Rect(x: x, y: y - 10, width: 35, height: 20.5), radius: 4.3, fill: Color(red: 0, green: 0.4, blue: 1))
            default: return .stroke(Rect(x: x, y: y - 5, width: 25.5, height: 10.25), color: Color(red: 0.2, green: 0.6, blue: 0.2), width: 1.3)
            }
        }
        let list = DisplayList(width: width, height: height, items: items)
        let rows = Int((height * scale).rounded(.up)), columns = Int((width * scale).rounded(.up))
        func drawn(_ halves: [Range<Int>]) throws -> [UInt8] {
            let memory = try SurfaceMemory(width: columns, height: rows)
            return try withExtendedLifetime(memory) {
                try HalvesDrawing(list, scale: scale, halves: halves, width: columns, pixels: memory.bytes, stride: memory.stride,
                                  fonts: halves.map { _ in FontFaceCache() }, images: ImageCache()).draw()
                return Array(UnsafeBufferPointer(start: memory.bytes, count: memory.stride * rows))
            }
        }
        let whole = try drawn([0..<rows])
        #expect(whole.contains { $0 != 0 })
        #expect(try drawn([0..<rows / 2, rows / 2..<rows]) == whole)
        #expect(try drawn([0..<rows / 3, rows / 3..<rows]) == whole)
    }
}
