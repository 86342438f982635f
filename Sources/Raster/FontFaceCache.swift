import CCairo
import CFreeType
import DisplayList
import Foundation

/// Owns the FreeType faces and Cairo font faces the rasterizer draws with, one per face of a
/// font file (a collection has several), loaded once per cache. Fixed font options, unhinted
/// unless asked (``GlyphHinting``), make output identical on every machine.
///
/// Cairo holds on to a font face (in its scaled-font cache, keyed by the FreeType face) after
/// the cache lets it go, so a FreeType face is freed only when Cairo frees its font face (the
/// pattern `cairo_ft_font_face_create_for_ft_face` documents), and the FreeType library only
/// when its last face is: freed early, a new face allocated at the same address would be drawn
/// with the old one's cached glyphs.
final class FontFaceCache {
    private let library = FreeTypeLibrary()
    private var faces: [FaceKey: OpaquePointer] = [:]
    private var last: (key: FaceKey, face: OpaquePointer)?
    let options: OpaquePointer
    private let hinting: GlyphHinting

    init(hinting: GlyphHinting = .none) {
        self.hinting = hinting
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, hinting == .vertical ? CAIRO_HINT_STYLE_SLIGHT : CAIRO_HINT_STYLE_NONE)
        // Hinted, a glyph's metrics come from its hinted outline too. Cairo 1.16 clips a run whose
        // glyphs' boxes overlap (a mark on its base, a zero-width control's empty glyph inside a
        // j's box) to the union of those boxes: from the unhinted outline, they cut off the rows
        // hinting moved an edge into (the top row of a j's dot). Positions come from the display
        // list, so the metrics change nothing else.
        cairo_font_options_set_hint_metrics(options, hinting == .vertical ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit {
        for face in faces.values { cairo_font_face_destroy(face) }
        cairo_font_options_destroy(options)
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
            last = (key, face)
            return face
        }
        guard let ftFace = library.newFace(font.path, index: font.index) else {
            throw RasterError.cannotLoadFont(path: font.path, reason: "FreeType cannot open it")
        }
        // FT_LOAD_TARGET_LIGHT is FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT), a macro Swift does not import.
        let loadFlags = hinting == .vertical ? (Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16 : Int32(FT_LOAD_NO_HINTING)
        let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, loadFlags)!
        // The FreeType face, and a reference to its library, go when Cairo frees the font face.
        let release = Unmanaged.passRetained(FaceRelease(face: ftFace, library: library)).toOpaque()
        guard cairo_font_face_set_user_data(cairoFace, &faceReleaseKey, release, { data in
            Unmanaged<FaceRelease>.fromOpaque(data!).release()
        }) == CAIRO_STATUS_SUCCESS else {
            Unmanaged<FaceRelease>.fromOpaque(release).release()
            cairo_font_face_destroy(cairoFace)
            throw RasterError.cannotLoadFont(path: font.path, reason: "Cairo cannot hold it")
        }
        faces[key] = cairoFace
        return cairoFace
    }
}

/// The key of the user data that frees a Cairo font face's FreeType face.
nonisolated(unsafe) private var faceReleaseKey = cairo_user_data_key_t()

/// A FreeType library, freed when nothing holds it: neither a cache nor a face Cairo still has.
/// FreeType wants one thread at a time in a library's faces' creation and destruction (its
/// documentation's "Multi-threading" notes), and Cairo may free a face from any thread.
final class FreeTypeLibrary: @unchecked Sendable {
    private var library: FT_Library?
    private let lock = NSLock()

    init() { FT_Init_FreeType(&library) }
    deinit { FT_Done_FreeType(library) }

    func newFace(_ path: String, index: Int) -> FT_Face? {
        lock.withLock {
            var face: FT_Face?
            return FT_New_Face(library, path, index, &face) == 0 ? face : nil
        }
    }

    func doneFace(_ face: FT_Face) {
        lock.withLock { _ = FT_Done_Face(face) }
    }
}

/// A FreeType face and its library, for Cairo's user-data destroy function.
private final class FaceRelease {
    let face: FT_Face
    let library: FreeTypeLibrary

    init(face: FT_Face, library: FreeTypeLibrary) {
        self.face = face
        self.library = library
    }

    deinit { library.doneFace(face) }
}
