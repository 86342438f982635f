import Foundation
import Raster
import Testing

/// `RasterImage.writePNG` builds an opaque image's RGB scanlines in the pixels' own memory, four
/// pixels at a time and the rest of a row one by one: every width must come back as it went in.
@Suite struct PNGEncodingTests {
    @Test func opaquePixelsOfEveryRowLengthComeBackAsWritten() throws {
        let path = NSTemporaryDirectory() + "png-encoding-" + UUID().uuidString + ".png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for width in 1...21 {
            for height in 1...3 {
                // A different colour in every byte of every pixel, the row's first pixel included.
                let pixels = (0..<width * height).map { n in 0xFF00_0000 | UInt32(truncatingIfNeeded: n &* 0x9E3779B9) & 0xFF_FFFF }
                let image = RasterImage(width: width, height: height, pixels: pixels)
                try image.writePNG(to: path)
                #expect(try RasterImage(pngFile: path) == image, "\(width) x \(height)")
            }
        }
    }
}
