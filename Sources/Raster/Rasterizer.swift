import CCairo
import DisplayList

/// Turns display lists into pixels (PNG) or pages (PDF) through Cairo.
///
///     let rasterizer = Rasterizer()
///     let image = try rasterizer.image(of: list, scale: 2)
///     try image.writePNG(to: "out/page.png")
///     try rasterizer.writePDF(pages: [list], to: "out/page.pdf")
public final class Rasterizer {
    private let fonts = FontFaceCache()
    /// The page images decoded for the page being drawn; the caller clears it between pages.
    public let images = ImageCache()

    /// A rasterizer with an empty font cache; keep one for a batch so each font is opened once.
    public init() {}

    /// Rasterizes `list` at `scale` device pixels per page pixel.
    public func image(of list: DisplayList, scale: Double = 1) throws -> RasterImage {
        let width = max(1, (list.width * scale).rounded(.up)), height = max(1, (list.height * scale).rounded(.up))
        let side = Double(RasterImage.maximumSide)
        guard width <= side, height <= side, width * height <= Double(RasterImage.maximumPixels) else {
            throw RasterError.imageTooLarge(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(status)))
        }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        try Painter(context: context, fonts: fonts, images: images).paint(list)
        cairo_surface_flush(surface)
        let drawn = cairo_surface_status(surface)
        guard drawn == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(drawn)))
        }
        return RasterImage(surface: surface)
    }

    /// Writes each display list as one PDF page (page pixels are CSS pixels: 96 per inch),
    /// atomically, with real text.
    public func writePDF(pages: [DisplayList], to path: String) throws {
        try AtomicFile.write(to: path) { sink in
            let points = 72.0 / 96.0
            let first = pages.first ?? DisplayList(width: 800, height: 600)
            let surface = cairo_pdf_surface_create_for_stream(AtomicFile.Sink.cairoWrite, Unmanaged.passUnretained(sink).toOpaque(),
                                                              first.width * points, first.height * points)!
            defer { cairo_surface_destroy(surface) }
            cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.width * points, page.height * points)
                cairo_save(context)
                cairo_scale(context, points, points)
                do {
                    try Painter(context: context, fonts: fonts, images: images).paint(page)
                } catch RasterError.cannotDraw where sink.failure != nil {
                    // Cairo streams pages out as it goes: the drawing failed because the write did.
                    throw RasterError.cannotWrite(path: path, reason: sink.failure!)
                }
                cairo_restore(context)
                cairo_show_page(context)
            }
            if let reason = sink.failure { throw RasterError.cannotWrite(path: path, reason: reason) }
            let drawn = cairo_status(context)
            guard drawn == CAIRO_STATUS_SUCCESS else {
                throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(drawn)))
            }
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RasterError.cannotWrite(path: path, reason: sink.failure ?? String(cString: cairo_status_to_string(status)))
            }
        }
    }
}
