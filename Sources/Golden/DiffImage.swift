import Raster

/// Draws where two images differ, as pixelmatch's output does: pixels that differ in red,
/// anti-aliasing differences in yellow, over a faded grey copy of the expected image.
///
///     let (image, result) = DiffImage.make(expected: golden, actual: rendered)
///     try image.writePNG(to: "Golden/.scratch/help.he.w800.diff.png")
public enum DiffImage {
    /// Opaque red, ARGB32.
    static let red: UInt32 = 0xFFFF_0000
    /// Opaque yellow, ARGB32.
    static let yellow: UInt32 = 0xFFFF_FF00
    /// How much of the original's brightness is kept in the grey background (pixelmatch's 0.1).
    static let fade = 0.1

    /// The diff image of two images of the same size, and their comparison.
    public static func make(expected: RasterImage, actual: RasterImage,
                            diff: PixelDiff = PixelDiff()) -> (image: RasterImage, result: PixelDiff.Result) {
        var output = [UInt32](repeating: 0, count: expected.width * expected.height)
        let result = output.withUnsafeMutableBufferPointer { out in
            expected.pixels.withUnsafeBufferPointer { source in
                for index in 0..<source.count {
                    let luma = PixelDiff.luma(PixelDiff.overWhite(source[index]))
                    let grey = UInt32(max(0, min(255, (255 + (luma - 255) * fade).rounded())))
                    out[index] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
            return diff.scan(expected, actual) { index, kind in
                out[index] = kind == .different ? red : yellow
            }
        }
        return (RasterImage(width: expected.width, height: expected.height, pixels: output), result)
    }
}
