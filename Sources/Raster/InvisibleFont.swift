import CCairo

/// A font whose glyphs draw nothing, for text that is read but not seen: in a PDF it becomes a
/// Type 3 font (PDF 32000-1, 9.6.5) whose glyph descriptions paint no marks, so the glyphs
/// shown with it carry their characters (through the font's ToUnicode map, 9.10.3) and boxes
/// to text extractors, and no ink to any viewer, as an OCR text layer does.
///
/// Glyph `n` is the character U+n. Every glyph advances half an em, the width poppler takes
/// for a Type 3 font's average character when it sizes the font's text (so that the text
/// keeps its line's font size), whatever the character.
///
///     let face = InvisibleFont.face()
///     cairo_set_font_face(context, face)
///     var glyph = cairo_glyph_t(index: 0x0644, x: 100, y: 40)   // ل, unseen
///     var cluster = cairo_text_cluster_t(num_bytes: 2, num_glyphs: 1)
///     cairo_show_text_glyphs(context, "ل", 2, &glyph, 1, &cluster, 1, cairo_text_cluster_flags_t(0))
enum InvisibleFont {
    /// Every glyph's advance, in ems.
    static let advance = 0.5

    /// A new Cairo user font face of invisible glyphs; the caller destroys it.
    static func face() -> OpaquePointer {
        let face = cairo_user_font_face_create()!
        cairo_user_font_face_set_render_glyph_func(face) { _, _, _, extents in
            extents?.pointee = cairo_text_extents_t(x_bearing: 0, y_bearing: 0.3, width: InvisibleFont.advance, height: 1,
                                                    x_advance: InvisibleFont.advance, y_advance: 0)
            return CAIRO_STATUS_SUCCESS
        }
        return face
    }
}
