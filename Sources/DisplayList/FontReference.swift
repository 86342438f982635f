/// Which font file (and face of a collection) and size a glyph run is drawn with. The rasterizer opens the file itself, so
/// a display list can be drawn by any back end without the layout's font objects.
///
///     let hebrew = FontReference(path: "Fonts/NotoSansHebrew-Regular.ttf", size: 16)
public struct FontReference: Sendable, Hashable {
    /// Path of the font file.
    public var path: String
    /// The face's index in the file: 0 for a font file, the member of a collection (`.ttc`),
    /// as FreeType's `FT_New_Face` and HarfBuzz's `hb_face_create` number them.
    public var index: Int
    /// Whether the face's glyphs are colour images (Noto Color Emoji's CBDT bitmaps) rather
    /// than outlines: they are drawn in their own colours, not the run's, in PNG and PDF alike.
    public var hasColorGlyphs: Bool
    /// Size in pixels per em at scale 1.
    public var size: Double
    /// Horizontal shear of the outlines: how far right a point moves per unit of height above
    /// the baseline. 0 draws the face as designed; a positive slant synthesizes an oblique for
    /// a face without an italic, as browsers do.
    public var slant: Double

    /// Names face `index` of the font file at `path`, drawn at `size` pixels per em, slanted
    /// by `slant`.
    ///
    ///     FontReference(path: "Fonts/NotoSansHebrew-Regular.ttf", size: 16, slant: 0.25)
    ///     FontReference(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2, size: 16)
    public init(path: String, index: Int = 0, hasColorGlyphs: Bool = false, size: Double, slant: Double = 0) {
        self.path = path
        self.index = index
        self.hasColorGlyphs = hasColorGlyphs
        self.size = size
        self.slant = slant
    }
}
