import CCairo
import CFreeType
import DisplayList

/// Owns the FreeType faces and Cairo font faces the rasterizer draws with, one per font file,
/// loaded once per cache. Fixed, unhinted font options make output identical on every machine.
final class FontFaceCache {
    private var library: FT_Library?
    private var faces: [String: (ft: FT_Face, cairo: OpaquePointer)] = [:]
    private var last: (path: String, face: OpaquePointer)?
    let options: OpaquePointer

    init() {
        FT_Init_FreeType(&library)
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit {
        for (_, face) in faces {
            cairo_font_face_destroy(face.cairo)
            FT_Done_Face(face.ft)
        }
        cairo_font_options_destroy(options)
        FT_Done_FreeType(library)
    }

    /// The Cairo font face for `font`'s file, loading it on first use.
    func cairoFace(for font: FontReference) throws -> OpaquePointer {
        // Runs come in long stretches of one font: the last face saves hashing its path again.
        if let last, last.path == font.path { return last.face }
        if let face = faces[font.path] {
            last = (font.path, face.cairo)
            return face.cairo
        }
        var ftFace: FT_Face?
        guard FT_New_Face(library, font.path, 0, &ftFace) == 0, let ftFace else {
            throw RasterError.cannotLoadFont(path: font.path, reason: "FreeType cannot open it")
        }
        let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))!
        faces[font.path] = (ftFace, cairoFace)
        return cairoFace
    }
}
