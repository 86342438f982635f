import CCairo
import DisplayList

/// Draws a display list onto a Cairo context. Positions come from the display list as they are:
/// the painter decides nothing about where anything goes.
struct Painter {
    let context: OpaquePointer
    let fonts: FontFaceCache
    let images: ImageCache

    func paint(_ list: DisplayList) throws {
        setColor(list.background)
        cairo_paint(context)
        for item in list.items {
            switch item {
            case let .glyphs(run): try draw(run)
            case let .rectangle(rect, fill):
                setColor(fill)
                cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
                cairo_fill(context)
            case let .stroke(rect, color, width):
                setColor(color)
                cairo_set_line_width(context, width)
                cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
                cairo_stroke(context)
            case let .image(path, frame, mirrored): try drawImage(path: path, frame: frame, mirrored: mirrored)
            }
        }
        // Cairo reports a failed drawing call only through the context, which then ignores
        // every later call: unchecked, everything after the failure would silently vanish.
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(status)))
        }
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func draw(_ run: PositionedGlyphRun) throws {
        guard !run.glyphs.isEmpty else { return }
        cairo_set_font_face(context, try fonts.cairoFace(for: run.font))
        cairo_set_font_size(context, run.font.size)
        cairo_set_font_options(context, fonts.options)
        setColor(run.color)
        var glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        guard var clusters = TextClusters(run) else {
            cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
            return
        }
        let flags = run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
        clusters.text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                cairo_show_text_glyphs(context, text.baseAddress, Int32(text.count), &glyphs, Int32(glyphs.count),
                                       &clusters.clusters, Int32(clusters.clusters.count), flags)
            }
        }
    }

    /// Draws the image scaled into `frame`. An image more than twice the frame's size in device
    /// pixels is drawn from a copy scaled down once per page (a 36-megapixel figure ten times
    /// would otherwise be filtered ten times); a PDF gets the image whole, once, at any size.
    private func drawImage(path: String, frame: Rect, mirrored: Bool) throws {
        let image = try images.image(path)
        var deviceWidth = frame.width, deviceHeight = frame.height
        cairo_user_to_device_distance(context, &deviceWidth, &deviceHeight)
        let pixelWidth = Int(abs(deviceWidth).rounded(.up)), pixelHeight = Int(abs(deviceHeight).rounded(.up))
        let isRaster = cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_IMAGE
        let shrink = isRaster && pixelWidth > 0 && pixelHeight > 0 && image.width > 2 * pixelWidth && image.height > 2 * pixelHeight
        let surface = shrink ? try images.surface(path, width: pixelWidth, height: pixelHeight) : try images.surface(path)
        let (width, height) = shrink ? (Double(pixelWidth), Double(pixelHeight)) : (Double(image.width), Double(image.height))
        cairo_save(context)
        cairo_translate(context, mirrored ? frame.maxX : frame.x, frame.y)
        cairo_scale(context, (mirrored ? -1 : 1) * frame.width / width, frame.height / height)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }
}
