/// Which font file and size a glyph run is drawn with. The rasterizer opens the file itself, so
/// a display list can be drawn by any back end without the layout's font objects.
///
///     let hebrew = FontReference(path: "Fonts/NotoSansHebrew-Regular.ttf", size: 16)
public struct FontReference: Sendable, Hashable {
    /// Path of the font file.
    public var path: String
    /// Size in pixels per em at scale 1.
    public var size: Double

    /// Names the font file at `path`, drawn at `size` pixels per em.
    public init(path: String, size: Double) {
        self.path = path
        self.size = size
    }
}
