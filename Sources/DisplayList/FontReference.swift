/// Which font file and size a glyph run is drawn with. The rasterizer opens the file itself, so
/// a display list can be drawn by any back end without the layout's font objects.
///
///     let hebrew = FontReference(path: "Fonts/NotoSansHebrew-Regular.ttf", size: 16)
public struct FontReference: Sendable, Hashable {
    /// Path of the font file.
    public var path: String
    /// Size in pixels per em at scale 1.
    public var size: Double
    /// Horizontal shear of the outlines: how far right a point moves per unit of height above
    /// the baseline. 0 draws the face as designed; a positive slant synthesizes an oblique for
    /// a face without an italic, as browsers do.
    public var slant: Double

    /// Names the font file at `path`, drawn at `size` pixels per em, slanted by `slant`.
    ///
    ///     FontReference(path: "Fonts/NotoSansHebrew-Regular.ttf", size: 16, slant: 0.25)
    public init(path: String, size: Double, slant: Double = 0) {
        self.path = path
        self.size = size
        self.slant = slant
    }
}
