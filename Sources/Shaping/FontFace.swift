import CHarfBuzz
import Files
import FontFiles
import Synchronization

/// One font file opened for shaping: a HarfBuzz font at a scale of one unit per font unit, so
/// advances are exact and independent of any rasterizer's hinting.
///
///     let face = try FontFace(path: "Fonts/NotoSansHebrew-Regular.ttf")
///     face.covers("ש") // true
public final class FontFace: @unchecked Sendable {
    /// The file the face was read from.
    public let path: String
    /// The face's index in its file: 0 for a font file, the member of a collection (`.ttc`).
    public let index: Int
    /// Whether the face draws glyphs in colour (bitmaps, CBDT, or layers, COLR): an emoji font.
    public let hasColorGlyphs: Bool
    /// Font units per em.
    public let unitsPerEm: Double
    /// How far the font reaches above the baseline, in ems, from the font's horizontal header
    /// (OS/2 typo metrics when the font asks for them).
    public let ascender: Double
    /// How far the font reaches below the baseline, in ems, negative, from the same table as
    /// ``ascender``.
    public let descender: Double
    /// The space the font asks for between lines, in ems, from the same table as ``ascender``.
    public let lineGap: Double
    /// The height of the face's small letters, in ems (CSS's `ex`): the OS/2 table's x-height,
    /// else the ink top of its `x`, else of ARABIC LETTER HEH (the body of Arabic letters: a
    /// Naskh face gives no x-height); 0 when it has none of these.
    public let xHeight: Double
    let font: OpaquePointer
    /// The extents ``inkExtents(_:)`` reads, by glyph: y bearing and height in turn,
    /// `Int32.min` for a glyph not asked for yet (empty until the first). A line asks for each
    /// of its glyphs, and HarfBuzz reads a glyph's outline bounds anew each time (370
    /// instructions a glyph).
    private let inkCache = Mutex<[Int32]>([])

    /// The largest bundled font file read: the bundled fonts are under 1 MB.
    static let maximumFileSize = 64 << 20

    /// Opens the font file at `path`; throws `ShapingError.cannotLoadFont` when the file is
    /// missing, not a regular file, unreadable, cut short or has no glyphs.
    ///
    ///     let mono = try FontFace(path: "Fonts/NotoSansMono-Regular.ttf")
    public convenience init(path: String) throws {
        let file: MappedFile
        do {
            file = try MappedFile(path, limit: Self.maximumFileSize)
        } catch {
            throw ShapingError.cannotLoadFont(path: path, reason: error.reason)
        }
        let bytes = file.bytes
        let tableCount = bytes.count < 12 ? 0 : Int(bytes[4]) << 8 | Int(bytes[5])
        if let problem = SfntFont.tableDirectoryProblem(Array(bytes.prefix(12 + 16 * tableCount)), fileSize: bytes.count) {
            throw ShapingError.cannotLoadFont(path: path, reason: problem)
        }
        // The blob reads the mapped file itself (no copy) and keeps it mapped while it lives.
        let blob = hb_blob_create(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY,
                                  Unmanaged.passRetained(file).toOpaque()) { Unmanaged<MappedFile>.fromOpaque($0!).release() }!
        defer { hb_blob_destroy(blob) }
        try self.init(blob: blob, index: 0, path: path)
    }

    /// The face at `index` of the font file (or collection) whose bytes `blob` holds, read
    /// from `path`; throws `ShapingError.cannotLoadFont` when that face has no glyphs.
    init(blob: OpaquePointer, index: Int, path: String) throws {
        let face = hb_face_create(blob, UInt32(index))!
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0 else { throw ShapingError.cannotLoadFont(path: path, reason: "the font has no glyphs") }
        font = hb_font_create(face)!
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.path = path
        self.index = index
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender) / Double(upem)
        descender = Double(extents.descender) / Double(upem)
        lineGap = Double(extents.line_gap) / Double(upem)
        xHeight = Self.xHeight(of: font, unitsPerEm: Double(upem))
        hasColorGlyphs = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
    }

    /// See ``xHeight``.
    private static func xHeight(of font: OpaquePointer, unitsPerEm: Double) -> Double {
        var position: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0, position > 0 {
            return Double(position) / unitsPerEm
        }
        var glyph: hb_codepoint_t = 0, ink = hb_glyph_extents_t()
        for letter: hb_codepoint_t in [0x78, 0x0647] where hb_font_get_nominal_glyph(font, letter, &glyph) != 0 {
            return hb_font_get_glyph_extents(font, glyph, &ink) != 0 ? max(0, Double(ink.y_bearing)) / unitsPerEm : 0
        }
        return 0
    }

    /// A face with no glyphs for `path`, for a file that could not be read after it was
    /// checked: it covers no character.
    init(emptyAt path: String, index: Int = 0) {
        font = hb_font_get_empty()
        self.path = path
        self.index = index
        hasColorGlyphs = false
        unitsPerEm = 1000
        ascender = 0
        descender = 0
        lineGap = 0
        xHeight = 0
    }

    deinit { hb_font_destroy(font) }

    /// Throws `ShapingError.cannotLoadFont` when `path` is not a regular file or its table
    /// directory does not fit the file, as `init(path:)` would, reading only the directory.
    ///
    ///     try FontFace.check(path: "Fonts/NotoSansMath-Regular.ttf")
    static func check(path: String) throws {
        do {
            // The header and a directory of up to 64 tables in one read (fonts have a few dozen);
            // a font with more is read again as far as its directory goes.
            var (directory, size) = try RegularFile.prefixAndSize(path, 12 + 16 * 64)
            let tableCount = directory.count < 12 ? 0 : Int(directory[4]) << 8 | Int(directory[5])
            if tableCount > 64 { directory = try RegularFile.prefix(path, 12 + 16 * tableCount) }
            if let problem = SfntFont.tableDirectoryProblem(directory, fileSize: size) {
                throw ShapingError.cannotLoadFont(path: path, reason: problem)
            }
        } catch let error as FileError {
            throw ShapingError.cannotLoadFont(path: path, reason: error.reason)
        }
    }

    /// Whether the font's character map has a glyph for `scalar`: what font fallback asks.
    ///
    ///     face.covers("ب")  // false for Noto Sans Hebrew: Arabic falls back to another face
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Whether the face draws `scalar` it lacks by its canonical decomposition, as HarfBuzz's
    /// normalizer does (hb-ot-shape-normalize.cc, `decompose`): the last part must be in the
    /// face, the first in it or drawn by its own decomposition. A browser, shaping with each
    /// family of the list in turn, takes the first face that draws a character so.
    ///
    ///     notoSans.drawsDecomposition("≠")   // true: "=" and U+0338 COMBINING LONG SOLIDUS OVERLAY
    public func drawsDecomposition(_ scalar: Unicode.Scalar) -> Bool {
        var first: hb_codepoint_t = 0, last: hb_codepoint_t = 0, glyph: hb_codepoint_t = 0
        guard hb_unicode_decompose(hb_unicode_funcs_get_default(), scalar.value, &first, &last) != 0,
              last == 0 || hb_font_get_nominal_glyph(font, last, &glyph) != 0 else { return false }
        return hb_font_get_nominal_glyph(font, first, &glyph) != 0 || Unicode.Scalar(first).map(drawsDecomposition) == true
    }

    /// Whether the face draws `scalar`: its own glyph, or its canonical decomposition's.
    public func draws(_ scalar: Unicode.Scalar) -> Bool {
        covers(scalar) || drawsDecomposition(scalar)
    }

    /// How far the ink of `glyph` reaches above and below the baseline, in ems (positive
    /// values; zero for a blank glyph). Marks stacked above or below a letter can reach past
    /// ``ascender`` and ``descender``; the layout grows the line to keep them.
    ///
    ///     let ink = face.inkExtents(glyph.id)
    ///     ascent = max(ascent, (ink.above + glyph.yOffset) * size)
    public func inkExtents(_ glyph: UInt32) -> (above: Double, below: Double) {
        let slot = 2 * Int(glyph)
        var extents = inkCache.withLock { cache in slot + 1 < cache.count ? (cache[slot], cache[slot + 1]) : (Int32.min, 0) }
        if extents.0 == .min {
            var read = hb_glyph_extents_t()
            extents = hb_font_get_glyph_extents(font, glyph, &read) == 0 ? (0, 0) : (read.y_bearing, read.height)
            inkCache.withLock { cache in
                if cache.isEmpty { cache = Array(repeating: .min, count: 2 * Int(hb_face_get_glyph_count(hb_font_get_face(font)))) }
                guard slot + 1 < cache.count else { return }
                (cache[slot], cache[slot + 1]) = extents
            }
        }
        return (max(0, Double(extents.0)) / unitsPerEm, max(0, -Double(extents.0 + extents.1)) / unitsPerEm)
    }

    /// Whether the face is an italic or oblique design (its OS/2 and head tables' style bits).
    package var isItalicDesign: Bool {
        hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0 || hb_style_get_value(font, HB_STYLE_TAG_SLANT_RATIO) != 0
    }

    /// The face's weight, 1 to 1000 (its OS/2 table's; 400 without one).
    package var weight: Double {
        Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
    }

    /// The family names the face's name table gives (typographic family, then family), in
    /// any language: what CSS `font-family` matches an installed font by (CSS Fonts 4 §5.1).
    package var familyNames: [String] {
        let face = hb_font_get_face(font)
        var count: UInt32 = 0
        guard let entries = hb_ot_name_list_names(face, &count) else { return [] }
        var names: [String] = []
        for entry in UnsafeBufferPointer(start: entries, count: Int(count))
        where entry.name_id == HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY || entry.name_id == HB_OT_NAME_ID_FONT_FAMILY {
            var length: UInt32 = 0
            length = hb_ot_name_get_utf8(face, entry.name_id, entry.language, &length, nil)
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            var size = UInt32(buffer.count)
            _ = hb_ot_name_get_utf8(face, entry.name_id, entry.language, &size, &buffer)
            let name = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
