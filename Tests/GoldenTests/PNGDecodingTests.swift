import CCairo
import Foundation
import Raster
import Testing

/// `RasterImage(pngFile:)` decodes with libpng; its pixels must be what Cairo's PNG reader gives
/// (premultiplied ARGB32), or goldens written before would stop matching.
@Suite struct PNGDecodingTests {
    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "png-decoding-" + UUID().uuidString + "-" + name
    }

    static func expectSameAsCairo(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = try RasterImage(pngFile: path)
        let cairo = try RasterImage(cairoPNGFile: path)
        #expect(png.width == cairo.width && png.height == cairo.height, sourceLocation: sourceLocation)
        let differing = zip(png.pixels, cairo.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ in \(path)", sourceLocation: sourceLocation)
    }

    @Test func opaqueTextIsDecodedAsCairoDecodesIt() throws {
        let path = Self.temporary("text.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = Drawing.text("Galley שלום", x: 8, y: 28, width: 300, height: 40)
        try image.writePNG(to: path)
        try Self.expectSameAsCairo(path)
        #expect(try RasterImage(pngFile: path) == image)
    }

    @Test func translucentPixelsArePremultipliedAsCairoDoes() throws {
        let path = Self.temporary("alpha.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Every alpha and a spread of colours, transparent pixels included.
        var pixels: [UInt32] = []
        for alpha in 0...255 as ClosedRange<UInt32> {
            for step in 0..<16 as Range<UInt32> {
                let colour = min(alpha, step * 17)
                pixels.append(alpha << 24 | colour << 16 | (alpha - colour) << 8 | (colour / 2))
            }
        }
        try RasterImage(width: 16, height: 256, pixels: pixels).writePNG(to: path)
        try Self.expectSameAsCairo(path)
    }

    @Test(arguments: ["arrow-next.png", "formula-bar.png"])
    func exampleImagesInOtherFormatsAreDecodedAsCairoDecodesThem(name: String) throws {
        try Self.expectSameAsCairo(Drawing.packageRoot + "/Examples/images/" + name)
    }

    @Test func greyPNGIsDecodedAsCairoDecodesIt() throws {
        let path = Self.temporary("grey.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 40, 20)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_arc(context, 20, 10, 8, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_destroy(context)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        try Self.expectSameAsCairo(path)
    }

    @Test func unreadableFilesThrowOneLineNamingTheFile() throws {
        let path = Self.temporary("broken.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a PNG at all".utf8).write(to: URL(fileURLWithPath: path))
        #expect { try RasterImage(pngFile: path) } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(path + ": cannot read image: ") && !text.contains("\n")
        }
        // A PNG cut short: the header reads, the pixels do not.
        let whole = Self.temporary("whole.png")
        defer { try? FileManager.default.removeItem(atPath: whole) }
        try Drawing.text("Cut short", x: 8, y: 28).writePNG(to: whole)
        let data = try Data(contentsOf: URL(fileURLWithPath: whole))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        #expect(throws: RasterError.self) { try RasterImage(pngFile: path) }
        #expect(throws: RasterError.cannotReadImage(path: "/nonexistent/a.png", reason: "no such file")) {
            try RasterImage(pngFile: "/nonexistent/a.png")
        }
    }
}
