import CCairo
import DisplayList
import Foundation

/// Turns display lists into pixels (PNG, through Cairo) or pages (PDF, Galley's own writer).
///
///     let rasterizer = Rasterizer()
///     let image = try rasterizer.image(of: list, scale: 2)
///     try image.writePNG(to: "out/page.png")
///     try rasterizer.writePDF(pages: [list], to: "out/page.pdf")
public final class Rasterizer {
    private var fonts = FontFaceCache()
    /// The fonts a surface's lower half is drawn with, on a thread of its own (``HalvesDrawing``).
    private lazy var lowerHalfFonts = FontFaceCache(hinting: glyphHinting)
    /// How glyphs are fitted to the pixel grid in PNG output; changing it starts new font caches.
    public var glyphHinting = GlyphHinting.none {
        didSet {
            guard glyphHinting != oldValue else { return }
            fonts = FontFaceCache(hinting: glyphHinting)
            lowerHalfFonts = FontFaceCache(hinting: glyphHinting)
        }
    }
    /// The page images decoded for the page being drawn; the caller clears it between pages.
    public let images = ImageCache()

    /// A rasterizer with an empty font cache; keep one for a batch so each font is opened once.
    public init() {}

    /// Rasterizes `list` at `scale` device pixels per page pixel.
    public func image(of list: DisplayList, scale: Double = 1) throws -> RasterImage {
        try drawn(list, scale: scale) { RasterImage(surface: $0) }
    }

    /// Rasterizes `list` and writes it as a PNG file, atomically, of any height up to
    /// ``PNGBands/maximumHeight``: drawn in bands (``PNGBands``), each encoded straight from its
    /// drawing surface (the PNG's rows are made in the surface's memory) before the next is drawn,
    /// so the memory it takes is one band's.
    ///
    ///     try Rasterizer().writePNG(of: list, scale: 1, to: "out/page.png")
    public func writePNG(of list: DisplayList, scale: Double = 1, to path: String) throws {
        let width = max(1, (list.width * scale).rounded(.up)), height = max(1, (list.height * scale).rounded(.up))
        guard width <= Double(RasterImage.maximumSide), height <= Double(PNGBands.maximumHeight) else {
            throw RasterError.imageTooLarge(width: width, height: height)
        }
        let bands = PNGBands(width: Int(width), height: Int(height))
        let bandItems = bands.items(list.items, scale: scale)
        try PNGFile.write(width: Int(width), height: Int(height), rgba: list.background.alpha < 1, to: path) { encode in
            for (band, items) in zip(bands.bands, bandItems) {
                var part = list
                part.items = items
                try drawn(part, scale: scale, rows: band, width: Int(width)) { surface in
                    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
                    try encode(data, band.count, Int(cairo_image_surface_get_stride(surface)) / 4)
                }
            }
        }
    }

    /// Draws `list` on a new image surface and hands it to `body`.
    private func drawn<T>(_ list: DisplayList, scale: Double, _ body: (OpaquePointer) throws -> T) throws -> T {
        let width = max(1, (list.width * scale).rounded(.up)), height = max(1, (list.height * scale).rounded(.up))
        let side = Double(RasterImage.maximumSide)
        guard width <= side, height <= side, width * height <= Double(RasterImage.maximumPixels) else {
            throw RasterError.imageTooLarge(width: width, height: height)
        }
        return try drawn(list, scale: scale, rows: 0..<Int(height), width: Int(width), body)
    }

    /// Draws the device-pixel `rows` of `list`, `width` pixels wide, on a new image surface and
    /// hands it to `body`: its upper and lower halves at once (``HalvesDrawing``).
    private func drawn<T>(_ list: DisplayList, scale: Double, rows: Range<Int>, width: Int, _ body: (OpaquePointer) throws -> T) throws -> T {
        let height = rows.count
        let memory = try SurfaceMemory(width: Int(width), height: Int(height))
        // The surfaces draw into `memory`, which must outlive them.
        return try withExtendedLifetime(memory) {
            let surface = try HalvesDrawing.surface(on: memory.bytes, width: width, height: height, stride: memory.stride)
            defer { cairo_surface_destroy(surface) }
            let halves = HalvesDrawing.halves(of: rows)
            try HalvesDrawing(list, scale: scale, halves: halves, width: width, pixels: memory.bytes, stride: memory.stride,
                              fonts: halves.count > 1 ? [fonts, lowerHalfFonts] : [fonts], images: images).draw()
            cairo_surface_mark_dirty(surface)
            return try body(surface)
        }
    }

    /// Writes each display list as one PDF page (page pixels are CSS pixels: 96 per inch),
    /// atomically: Galley's own tagged PDF/UA-1 document (see PDFWriter), with real text, link
    /// annotations, a destination for each heading and an outline of the headings nested by
    /// level. The document is made in memory, then written and synced whole.
    public func writePDF(pages: [DisplayList], to path: String, metadata: PDFMetadata = PDFMetadata()) throws {
        let bytes = try PDFWriter(images: images).document(pages: pages, metadata: metadata)
        try AtomicFile.write(to: path) { $0.write(bytes) }
    }
}
