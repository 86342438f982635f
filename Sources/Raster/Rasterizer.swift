import CCairo
import DisplayList
import Foundation

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
        try drawn(list, scale: scale) { RasterImage(surface: $0) }
    }

    /// Rasterizes `list` and writes it as a PNG file straight from the drawing surface (no copy
    /// of the page's pixels: the PNG's rows are made in the surface's memory), atomically.
    ///
    ///     try Rasterizer().writePNG(of: list, scale: 1, to: "out/page.png")
    public func writePNG(of list: DisplayList, scale: Double = 1, to path: String) throws {
        try drawn(list, scale: scale) { surface in
            cairo_surface_flush(surface)
            let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
            try PNGFile.write(data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                              stride: Int(cairo_image_surface_get_stride(surface)) / 4, to: path)
        }
    }

    /// Draws `list` on a new image surface and hands it to `body`.
    private func drawn<T>(_ list: DisplayList, scale: Double, _ body: (OpaquePointer) throws -> T) throws -> T {
        let width = max(1, (list.width * scale).rounded(.up)), height = max(1, (list.height * scale).rounded(.up))
        let side = Double(RasterImage.maximumSide)
        guard width <= side, height <= side, width * height <= Double(RasterImage.maximumPixels) else {
            throw RasterError.imageTooLarge(width: width, height: height)
        }
        let memory = try SurfaceMemory(width: Int(width), height: Int(height))
        // The surface draws into `memory`, which must outlive it.
        return try withExtendedLifetime(memory) {
            let surface = cairo_image_surface_create_for_data(memory.bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(memory.stride))!
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
            return try body(surface)
        }
    }

    /// Writes each display list as one PDF page (page pixels are CSS pixels: 96 per inch),
    /// atomically, with real text, link annotations, a destination for each heading, an
    /// outline of the headings nested by level, and tagged: each run's `structure` makes it
    /// part of a structure element (H1, P, TD ...) for screen readers. The document is made in
    /// memory, finished (each glyph of its composite fonts shown on its own, see GlyphShowing;
    /// presentation forms in its ToUnicode maps replaced by their letters, see PresentationForms;
    /// its catalog's /Lang and /MarkInfo), then written and synced whole.
    ///
    /// With `engine` `.galley` the document is Galley's own (see PDFWriter): tagged PDF/UA-1,
    /// no Cairo surface and no passes over its file.
    public func writePDF(pages: [DisplayList], to path: String, metadata: PDFMetadata = PDFMetadata(), engine: PDFEngine = .galley) throws {
        if engine == .galley {
            let bytes = try PDFWriter(images: images).document(pages: pages, metadata: metadata)
            try AtomicFile.write(to: path) { $0.write(bytes) }
            return
        }
        try AtomicFile.write(to: path) { sink in
            let buffer = ByteBuffer()
            let points = 72.0 / 96.0
            let first = pages.first ?? DisplayList(width: 800, height: 600)
            let surface = cairo_pdf_surface_create_for_stream(ByteBuffer.cairoWrite, Unmanaged.passUnretained(buffer).toOpaque(),
                                                              first.width * points, first.height * points)!
            defer { cairo_surface_destroy(surface) }
            cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
            setMetadata(metadata, of: surface)
            let headings = pages.enumerated().flatMap { number, page in
                page.items.compactMap { item -> (page: Int, level: Int, title: String, anchor: String)? in
                    guard case let .heading(level, title, anchor, _) = item else { return nil }
                    return (number, level, title, anchor)
                }
            }
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            let destinations = pages.flatMap { page in page.items.compactMap { if case let .destination(anchor, _) = $0 { anchor } else { nil } } }
            let painter = Painter(context: context, fonts: fonts, documentAnchors: Set(headings.map(\.anchor) + destinations), images: images)
            let isTagged = pages.contains { $0.items.contains { if case let .glyphs(run) = $0 { run.structure != nil } else { false } } }
            // Cairo 1.16 cannot end a structure element on a later page than it began (it
            // asserts), so there is no Document element around the pages, and a block cut
            // across pages is one element per page.
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.width * points, page.height * points)
                cairo_save(context)
                cairo_scale(context, points, points)
                try painter.paint(page)
                cairo_restore(context)
                cairo_show_page(context)
            }
            // Each heading's entry goes under the nearest heading before it of a higher level.
            var parents: [(level: Int, id: Int32)] = []
            for heading in headings {
                while let last = parents.last, last.level >= heading.level { parents.removeLast() }
                let id = cairo_pdf_surface_add_outline(surface, parents.last?.id ?? Int32(CAIRO_PDF_OUTLINE_ROOT), Self.acceptable(heading.title),
                                                       "dest='\(Painter.escaped(heading.anchor))'", cairo_pdf_outline_flags_t(0))
                parents.append((heading.level, id))
            }
            let drawn = cairo_status(context)
            guard drawn == CAIRO_STATUS_SUCCESS else {
                throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(drawn)))
            }
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RasterError.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
            }
            var file = try PDFFile(bytes: buffer.bytes, path: path)
            let entries = (metadata.language.map { [PDFCatalog.language($0)] } ?? []) + (isTagged ? [PDFCatalog.marked] : [])
            // The passes edit disjoint objects, found in the file as Cairo wrote it: one rewrite.
            try file.replace(GlyphShowing.edits(in: file) + PresentationForms.edits(in: file) + DuplicateResources.edits(in: file)
                + PDFCatalog.edits(adding: entries, in: file))
            sink.write(file.bytes)
        }
    }

    /// `text` without noncharacters, which Cairo refuses (it puts the whole context in an error
    /// state): for the PDF's title and outline.
    static func acceptable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !TextClusters.isNoncharacter($0) }))
    }

    private func setMetadata(_ metadata: PDFMetadata, of surface: OpaquePointer) {
        if let title = metadata.title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, Self.acceptable(title)) }
        if let creator = metadata.creator { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator) }
        if let date = metadata.creationDate {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, PDFMetadata.iso8601(date))
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, PDFMetadata.iso8601(date))
        }
    }
}
