import Foundation
import Raster

/// Counts the pixels that differ between two images of the same size, as pixelmatch does: a
/// pixel differs when the perceptual (YIQ) distance of its colours exceeds `threshold`, unless it
/// is anti-aliasing in either image (an edge pixel between a darker and a brighter neighbour that
/// are themselves flat), so that a sub-pixel shift of an edge does not count. Beyond pixelmatch,
/// a pixel whose colour in each image is found one pixel left or right of it in the other is an
/// edge moved sideways by at most one pixel, and does not count either: the thin stems of
/// body-size text have no flat neighbours for the anti-aliasing test, so a line of text shifted
/// by one pixel would otherwise count hundreds of pixels, while a changed glyph puts ink where
/// the other image has none beside it.
///
/// Colours are compared composited over white. The YIQ metric is from Kotsarenko and Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications"; the anti-aliasing test from Vysniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009).
///
///     let diff = PixelDiff(threshold: 0.1)
///     let result = diff.compare(expected, actual)
///     if result.differentPixels > 20 { print("\(result.differentPixels) pixels differ") }
public struct PixelDiff: Sendable, Equatable {
    /// How different two colours may be and still count as equal: 0 (exact) ... 1 (anything),
    /// on the scale of pixelmatch's `threshold` (0.1 by default, as there).
    public var threshold: Double
    /// Count anti-aliased pixels as differences too (pixelmatch's `includeAA`).
    public var countsAntialiasing: Bool

    /// - Parameters:
    ///   - threshold: 0...1; the largest YIQ distance that still counts as the same colour, as a
    ///     fraction of the largest possible distance (black against white).
    ///   - countsAntialiasing: when true, anti-aliased pixels count as differences.
    public init(threshold: Double = 0.1, countsAntialiasing: Bool = false) {
        self.threshold = threshold
        self.countsAntialiasing = countsAntialiasing
    }

    /// How two images compare.
    ///
    ///     let result = PixelDiff().compare(expected, actual)
    ///     result.differentPixels <= golden.maxDifferentPixels   // the case passes
    public struct Result: Sendable, Equatable {
        /// Pixels whose colours differ by more than the threshold and are not anti-aliasing.
        public var differentPixels: Int
        /// Pixels whose colours differ by more than the threshold but that are anti-aliasing in
        /// one of the images, or an edge moved by one pixel, so not counted in `differentPixels`.
        public var antialiasedPixels: Int

        /// Creates a result from its two counts.
        public init(differentPixels: Int, antialiasedPixels: Int) {
            self.differentPixels = differentPixels
            self.antialiasedPixels = antialiasedPixels
        }
    }

    /// How one pixel compares, as the diff image paints it.
    enum PixelKind {
        case antialiased, different
    }

    /// 35215 is the largest squared YIQ distance (black against white).
    var maximumDelta: Double { 35215 * threshold * threshold }

    /// Compares two images pixel by pixel. Both must have the same width and height; check that
    /// first (the runner reports a size mismatch as its own failure).
    ///
    ///     let result = PixelDiff().compare(try RasterImage(pngFile: "a.png"), try RasterImage(pngFile: "b.png"))
    public func compare(_ expected: RasterImage, _ actual: RasterImage) -> Result {
        scan(expected, actual) { _, _ in }
    }

    /// Calls `mark` with the index and kind of every pixel over the threshold, in row order.
    @inline(__always)
    func scan(_ expected: RasterImage, _ actual: RasterImage, mark: (Int, PixelKind) -> Void) -> Result {
        precondition(expected.width == actual.width && expected.height == actual.height,
                     "PixelDiff.compare needs images of the same size")
        let width = expected.width, height = expected.height
        let maximumDelta = maximumDelta
        let countsAntialiasing = countsAntialiasing
        var different = 0, antialiased = 0
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                if a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count * 4) == 0 { return }
                for y in 0..<height {
                    let row = y * width
                    // NOTE: equal rows are skipped with one memcmp; most rows of a page are.
                    if memcmp(a.baseAddress! + row, b.baseAddress! + row, width * 4) == 0 { continue }
                    for x in 0..<width where a[row + x] != b[row + x] {
                        let index = row + x
                        guard Self.colorDelta(a[index], b[index]) > maximumDelta else { continue }
                        if !countsAntialiasing
                            && (Self.isAntialiased(a, other: b, x: x, y: y, width: width, height: height)
                                || Self.isAntialiased(b, other: a, x: x, y: y, width: width, height: height)
                                || (Self.hasNear(a[index], in: b, x: x, y: y, width: width, maximumDelta: maximumDelta)
                                    && Self.hasNear(b[index], in: a, x: x, y: y, width: width, maximumDelta: maximumDelta))) {
                            antialiased += 1
                            mark(index, .antialiased)
                        } else {
                            different += 1
                            mark(index, .different)
                        }
                    }
                }
            }
        }
        return Result(differentPixels: different, antialiasedPixels: antialiased)
    }

    // MARK: Colour

    /// The pixel (premultiplied ARGB32) composited over white, as straight 0...255 components:
    /// `c + (255 - a)` for premultiplied `c`.
    @inline(__always)
    static func overWhite(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        let back = 255 - Int32(pixel >> 24)
        return (Double(Int32(pixel >> 16 & 0xFF) + back),
                Double(Int32(pixel >> 8 & 0xFF) + back),
                Double(Int32(pixel & 0xFF) + back))
    }

    @inline(__always)
    static func luma(_ c: (r: Double, g: Double, b: Double)) -> Double {
        c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
    }

    /// Squared YIQ distance of two pixels: 0 for equal pixels, 35215 for black against white.
    @inline(__always)
    static func colorDelta(_ p: UInt32, _ q: UInt32) -> Double {
        if p == q { return 0 }
        let c1 = overWhite(p), c2 = overWhite(q)
        let y = luma(c1) - luma(c2)
        let i = (c1.r * 0.59597799 - c1.g * 0.27417610 - c1.b * 0.32180189)
            - (c2.r * 0.59597799 - c2.g * 0.27417610 - c2.b * 0.32180189)
        let q = (c1.r * 0.21147017 - c1.g * 0.52261711 + c1.b * 0.31114694)
            - (c2.r * 0.21147017 - c2.g * 0.52261711 + c2.b * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    // MARK: Anti-aliasing

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: among its 8 neighbours
    /// at most 2 are equal to it, it has both a darker and a brighter neighbour, and the darkest
    /// or the brightest of them is flat (3+ equal neighbours) in both images.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt32>, other: UnsafeBufferPointer<UInt32>,
                              x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        let centerLuma = luma(overWhite(center))
        // A pixel on the image's border has one neighbour fewer to be equal to; count it as one.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestIndex = -1, brightestIndex = -1
        for y in y0...y2 {
            for x in x0...x2 where x != x1 || y != y1 {
                let index = y * width + x
                let neighbour = image[index]
                // NOTE: pixelmatch's brightness delta of centre and neighbour, the centre's luma hoisted.
                let delta = neighbour == center ? 0 : centerLuma - luma(overWhite(neighbour))
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestIndex = index
                } else if delta > brightest {
                    brightest = delta
                    brightestIndex = index
                }
            }
        }
        guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
        return (hasManySiblings(image, darkestIndex, width: width, height: height)
                && hasManySiblings(other, darkestIndex, width: width, height: height))
            || (hasManySiblings(image, brightestIndex, width: width, height: height)
                && hasManySiblings(other, brightestIndex, width: width, height: height))
    }

    /// Whether the pixel left or right of (x, y) in `image` has `color`, within the threshold.
    static func hasNear(_ color: UInt32, in image: UnsafeBufferPointer<UInt32>, x: Int, y: Int,
                        width: Int, maximumDelta: Double) -> Bool {
        (x > 0 && colorDelta(color, image[y * width + x - 1]) <= maximumDelta)
            || (x + 1 < width && colorDelta(color, image[y * width + x + 1]) <= maximumDelta)
    }

    /// Whether the pixel at `index` has 3 or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ index: Int, width: Int, height: Int) -> Bool {
        let x1 = index % width, y1 = index / width
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[index]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for y in y0...y2 {
            for x in x0...x2 where (x != x1 || y != y1) && image[y * width + x] == center {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
