import CCairo
import CFreeType
import DisplayList

/// Owns the FreeType faces and Cairo font faces the rasterizer draws with, one per face of a
/// font file (a collection has several), loaded once per cache. Fixed, unhinted font options make output identical on every machine.
final class FontFaceCache {
    private var library: FT_Library?
    private var faces: [FaceKey: (ft: FT_Face, cairo: OpaquePointer)] = [:]
    private var last: (key: FaceKey, face: OpaquePointer)?
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

    /// A face: its file and its index in the file.
    private struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    /// The Cairo font face for `font`'s face of its file, loading it on first use. Cairo draws
    /// a face with colour glyphs (CBDT) in their colours, asking FreeType for them itself.
    func cairoFace(for font: FontReference) throws -> OpaquePointer {
        let key = FaceKey(path: font.path, index: font.index)
        // Runs come in long stretches of one font: the last face saves hashing its path again.
        if let last, last.key.index == key.index, last.key.path == key.path { return last.face }
        if let face = faces[key] {
            last = (key, face.cairo)
            return face.cairo
        }
        var ftFace: FT_Face?
        guard FT_New_Face(library, font.path, font.index, &ftFace) == 0, let ftFace else {
            throw RasterError.cannotLoadFont(path: font.path, reason: "FreeType cannot open it")
        }
        let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))!
        faces[key] = (ftFace, cairoFace)
        return cairoFace
    }
}
