import Golden
import Raster
import Testing

@Suite struct PixelDiffTests {
    @Test func identicalImagesHaveNoDifferingPixels() {
        let a = Drawing.text("Golden pages", x: 8, y: 28)
        let b = Drawing.text("Golden pages", x: 8, y: 28)
        #expect(a == b)
        #expect(PixelDiff().compare(a, b) == PixelDiff.Result(differentPixels: 0, antialiasedPixels: 0))
    }

    @Test(arguments: [0.25, 0.5, 1.0])
    func shiftedAntialiasedShapeEdgeIsNotADifference(shift: Double) {
        let rectangle = PixelDiff().compare(Drawing.rectangle(x: 10.5, y: 10, width: 30, height: 30),
                                            Drawing.rectangle(x: 10.5 + shift, y: 10, width: 30, height: 30))
        #expect(rectangle.differentPixels == 0)
        #expect(rectangle.antialiasedPixels > 0)
        let circle = PixelDiff().compare(Drawing.circle(x: 30.3, y: 30, radius: 15),
                                         Drawing.circle(x: 30.3 + shift, y: 30, radius: 15))
        #expect(circle.differentPixels == 0)
        #expect(circle.antialiasedPixels > 0)
    }

    @Test func oneDevicePixelShiftOfLargeGlyphEdgeIsNotADifference() {
        let a = Drawing.text("I", x: 8, y: 70, size: 48, width: 100, height: 100)
        let b = Drawing.text("I", x: 9, y: 70, size: 48, width: 100, height: 100)
        let result = PixelDiff().compare(a, b)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels > 0)
    }

    /// Thin stems of body-size text have no flat neighbours for pixelmatch's anti-aliasing
    /// test; the one-pixel neighbourhood test takes them.
    @Test func onePixelShiftOfBodyTextIsNotADifference() {
        let a = Drawing.text("Formulas and functions: SUM, 250", x: 8, y: 28, size: 16, width: 400, height: 40)
        let b = Drawing.text("Formulas and functions: SUM, 250", x: 9, y: 28, size: 16, width: 400, height: 40)
        let result = PixelDiff().compare(a, b)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels > 100)
    }

    /// A half-pixel shift re-rasterizes every stem; all but a few pixels are taken as edges.
    @Test func halfPixelShiftOfBodyTextLeavesAtMostAFewPixels() {
        let a = Drawing.text("Formulas and functions: SUM, 250", x: 8, y: 28, size: 16, width: 400, height: 40)
        let b = Drawing.text("Formulas and functions: SUM, 250", x: 8.5, y: 28, size: 16, width: 400, height: 40)
        #expect(PixelDiff().compare(a, b).differentPixels <= 5)
    }

    @Test func changedGlyphIsADifference() {
        let a = Drawing.text("Golden pages", x: 8, y: 28)
        let b = Drawing.text("Golden pagos", x: 8, y: 28)
        let result = PixelDiff().compare(a, b)
        #expect(result.differentPixels > 10)
    }

    @Test func colourThreshold() {
        let grey = Drawing.rectangle(x: 0, y: 0, width: 64, height: 64, red: 0.8, green: 0.8, blue: 0.8)
        let lighterGrey = Drawing.rectangle(x: 0, y: 0, width: 64, height: 64, red: 0.82, green: 0.82, blue: 0.82)
        let darkGrey = Drawing.rectangle(x: 0, y: 0, width: 64, height: 64, red: 0.5, green: 0.5, blue: 0.5)
        // 5/255 of brightness is within the default threshold; 0 counts every changed pixel.
        #expect(PixelDiff().compare(grey, lighterGrey).differentPixels == 0)
        #expect(PixelDiff(threshold: 0).compare(grey, lighterGrey).differentPixels == 64 * 64)
        #expect(PixelDiff().compare(grey, darkGrey).differentPixels == 64 * 64)
        #expect(PixelDiff(threshold: 1).compare(grey, darkGrey).differentPixels == 0)
        // Hue counts too: red against green of about the same brightness.
        let red = Drawing.rectangle(x: 0, y: 0, width: 64, height: 64, red: 0.8, green: 0.2, blue: 0.2)
        let green = Drawing.rectangle(x: 0, y: 0, width: 64, height: 64, red: 0.2, green: 0.55, blue: 0.2)
        #expect(PixelDiff().compare(red, green).differentPixels == 64 * 64)
    }

    @Test func countsAntialiasingWhenAsked() {
        let a = Drawing.circle(x: 30.3, y: 30, radius: 15)
        let b = Drawing.circle(x: 31.3, y: 30, radius: 15)
        let lenient = PixelDiff().compare(a, b)
        let strict = PixelDiff(countsAntialiasing: true).compare(a, b)
        #expect(strict.differentPixels == lenient.differentPixels + lenient.antialiasedPixels)
        #expect(strict.antialiasedPixels == 0)
    }

    @Test func diffImageMarksDifferencesRedAntialiasingYellowRestGrey() {
        var changed = Drawing.circle(x: 30.3, y: 30, radius: 15)
        let original = Drawing.circle(x: 31.3, y: 30, radius: 15)
        changed.pixels[2 * 64 + 2] = 0xFF00_0000  // a black dot on white, far from the circle
        let (image, result) = DiffImage.make(expected: original, actual: changed)
        #expect(result.differentPixels == 1)
        #expect(image.rgba(x: 2, y: 2) == (255, 0, 0, 255))
        let yellow = image.pixels.filter { $0 == 0xFFFF_FF00 }.count
        #expect(yellow == result.antialiasedPixels && yellow > 0)
        // White fades to white; the black disc to a light grey.
        #expect(image.rgba(x: 60, y: 60) == (255, 255, 255, 255))
        let centre = image.rgba(x: 31, y: 30)
        #expect(centre.red == centre.green && centre.green == centre.blue && centre.red > 200 && centre.red < 255)
    }
}
