import CHarfBuzz

/// One font file opened for shaping: a HarfBuzz font at a scale of one unit per font unit, so
/// advances are exact and independent of any rasterizer's hinting.
///
///     let face = try FontFace(path: "Fonts/NotoSansHebrew-Regular.ttf")
///     face.covers("ש") // true
public final class FontFace: @unchecked Sendable {
    /// The file the face was read from.
    public let path: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// How far the font reaches above the baseline, in ems, from the font's horizontal header
    /// (OS/2 typo metrics when the font asks for them).
    public let ascender: Double
    /// How far the font reaches below the baseline, in ems, negative, from the same table as
    /// ``ascender``.
    public let descender: Double
    let font: OpaquePointer

    /// Opens the font file at `path`; throws `ShapingError.cannotLoadFont` when the file is
    /// missing, unreadable or has no glyphs.
    ///
    ///     let mono = try FontFace(path: "Fonts/NotoSansMono-Regular.ttf")
    public init(path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw ShapingError.cannotLoadFont(path: path) }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)!
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0 else { throw ShapingError.cannotLoadFont(path: path) }
        font = hb_font_create(face)!
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.path = path
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender) / Double(upem)
        descender = Double(extents.descender) / Double(upem)
    }

    deinit { hb_font_destroy(font) }

    /// Whether the font's character map has a glyph for `scalar`: what font fallback asks.
    ///
    ///     face.covers("ب")  // false for Noto Sans Hebrew: Arabic falls back to another face
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// How far the ink of `glyph` reaches above and below the baseline, in ems (positive
    /// values; zero for a blank glyph). Marks stacked above or below a letter can reach past
    /// ``ascender`` and ``descender``; the layout grows the line to keep them.
    ///
    ///     let ink = face.inkExtents(glyph.id)
    ///     ascent = max(ascent, (ink.above + glyph.yOffset) * size)
    public func inkExtents(_ glyph: UInt32) -> (above: Double, below: Double) {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return (0, 0) }
        return (max(0, Double(extents.y_bearing)) / unitsPerEm, max(0, -Double(extents.y_bearing + extents.height)) / unitsPerEm)
    }
}
