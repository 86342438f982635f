import DisplayList
import Raster
import Shaping
import Testing

/// `GlyphHinting.vertical`, the UA look's: an Ahem square at 24px reaches 19.2px above its
/// baseline; hinted, its top edge moves to a whole pixel as browsers draw it on Linux, so it
/// covers whole rows as a reference's box does; unhinted, its top row is partly covered.
@Suite struct GlyphHintingTests {
    func topRows(_ hinting: GlyphHinting) throws -> [UInt8] {
        let path = WebFontTests.corpus + "/ahem.ttf"
        let ahem = try fonts.addFace(path: path)
        let run = Shaper(fonts: fonts, language: tag("en")).shape(ShapingItem(range: 0..<1, level: 0, script: .latin, face: ahem, style: FontStyle(), size: 24),
                                                                  in: Array("X".utf16))
        let glyph = PositionedGlyphRun.Glyph(id: try #require(run.glyphs.first).id, position: Point(x: 10, y: 40), cluster: 0)
        let list = DisplayList(width: 50, height: 60, items: [.glyphs(PositionedGlyphRun(font: FontReference(path: path, size: 24),
                                                                                         color: Color(red: 0, green: 0, blue: 0), glyphs: [glyph],
                                                                                         text: "X", isRightToLeft: false))])
        let rasterizer = Rasterizer()
        rasterizer.glyphHinting = hinting
        let image = try rasterizer.image(of: list)
        // The red channel down the glyph's middle, from the row its top edge is in: 255 white, 0 black.
        return (20...22).map { image.rgba(x: 20, y: $0).red }
    }

    @Test func hintedAhemCoversWholeRows() throws {
        #expect(try topRows(.vertical) == [255, 0, 0])
        // Unhinted, the top edge at y = 20.8 covers a fifth of row 20.
        let unhinted = try topRows(.none)
        #expect(unhinted[0] > 150 && unhinted[0] < 255)
    }
}
