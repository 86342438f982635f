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

    /// `text` shaped in Noto Sans at 32px (right to left, as an override puts it) and drawn
    /// hinted, one run, its pen from x = 10 on the baseline y = 40.
    func drawnHinted(_ text: String) throws -> RasterImage {
        let path = FontContext.bundledDirectory + "/NotoSans-Regular.ttf"
        let units = Array(text.utf16)
        let run = Shaper(fonts: fonts, language: tag("en")).shape(ShapingItem(range: 0..<units.count, level: 1, script: .latin,
                                                                              face: try fonts.addFace(path: path), style: FontStyle(), size: 32),
                                                                  in: units)
        var x = 10.0
        let glyphs = run.glyphs.map { glyph in
            defer { x += glyph.advance }
            return PositionedGlyphRun.Glyph(id: glyph.id, position: Point(x: x + glyph.xOffset, y: 40 - glyph.yOffset), cluster: glyph.cluster)
        }
        let list = DisplayList(width: 40, height: 60, items: [.glyphs(PositionedGlyphRun(font: FontReference(path: path, size: 32),
                                                                                         color: Color(red: 0, green: 0, blue: 0), glyphs: glyphs,
                                                                                         text: text, isRightToLeft: true))])
        let rasterizer = Rasterizer()
        rasterizer.glyphHinting = .vertical
        return try rasterizer.image(of: list)
    }

    /// The control closing an override shapes to an empty glyph; right to left it stands at the
    /// j's origin, inside the j's box (its descender reaches left of its origin): the
    /// run's glyphs overlap, which Cairo draws through a mask as large as their boxes. Hinting
    /// raises the top of the j's dot into a row above its unhinted outline; the boxes must come
    /// from the hinted outline, or that row is cut off.
    @Test func hintedJBesideAnOverrideKeepsItsDot() throws {
        let withControl = try drawnHinted("j\u{202C}"), alone = try drawnHinted("j")
        #expect(withControl.pixels == alone.pixels)
    }

    @Test func hintedAhemCoversWholeRows() throws {
        #expect(try topRows(.vertical) == [255, 0, 0])
        // Unhinted, the top edge at y = 20.8 covers a fifth of row 20.
        let unhinted = try topRows(.none)
        #expect(unhinted[0] > 150 && unhinted[0] < 255)
    }
}
