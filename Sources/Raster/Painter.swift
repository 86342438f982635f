import CCairo
import DisplayList

/// Draws a display list onto a Cairo image surface. Positions come from the display list as
/// they are: the painter decides nothing about where anything goes. (PDF pages are written by
/// PDFWriter, not drawn.)
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
            case let .roundedRectangle(rect, radius, fill):
                setColor(fill)
                roundedRectangle(rect, radius: min(radius, rect.width / 2, rect.height / 2))
                cairo_fill(context)
            case let .stroke(rect, color, width):
                setColor(color)
                cairo_set_line_width(context, width)
                cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
                cairo_stroke(context)
            case let .image(path, frame, mirrored, _): try drawImage(path: path, frame: frame, mirrored: mirrored)
            case .link, .heading, .destination: break
            }
        }
        // Cairo reports a failed drawing call only through the context, which then ignores
        // every later call: unchecked, everything after the failure would silently vanish.
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The path of `rect` with quarter circles of `radius` at its corners.
    private func roundedRectangle(_ rect: Rect, radius: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - radius, rect.y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, rect.x + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.x + radius, rect.y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Draws `run`'s glyphs in its font, slanted as it asks.
    private func draw(_ run: PositionedGlyphRun) throws {
        guard !run.glyphs.isEmpty else { return }
        cairo_set_font_face(context, try fonts.cairoFace(for: run.font))
        // The font matrix maps glyph space to user space, y down: a point above the baseline (y < 0) moves right by slant * height.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, run.font.size, 0, -run.font.slant * run.font.size, run.font.size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        cairo_set_font_options(context, fonts.options)
        setColor(run.color)
        var glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
    }

    /// Draws the image scaled into `frame`. An image more than twice the frame's size in device
    /// pixels is drawn from a copy scaled down once per page (a 36-megapixel figure ten times
    /// would otherwise be filtered ten times).
    private func drawImage(path: String, frame: Rect, mirrored: Bool) throws {
        let image = try images.image(path)
        var deviceWidth = frame.width, deviceHeight = frame.height
        cairo_user_to_device_distance(context, &deviceWidth, &deviceHeight)
        let pixelWidth = Int(abs(deviceWidth).rounded(.up)), pixelHeight = Int(abs(deviceHeight).rounded(.up))
        let shrink = pixelWidth > 0 && pixelHeight > 0 && image.width > 2 * pixelWidth && image.height > 2 * pixelHeight
        let surface = shrink ? try images.surface(path, width: pixelWidth, height: pixelHeight) : try images.surface(path)
        let (width, height) = shrink ? (Double(pixelWidth), Double(pixelHeight)) : (Double(image.width), Double(image.height))
        cairo_save(context)
        cairo_translate(context, mirrored ? frame.maxX : frame.x, frame.y)
        cairo_scale(context, (mirrored ? -1 : 1) * frame.width / width, frame.height / height)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        // The edge pixels reach the frame's edges, as browsers scale images: a 1x1 swatch is a solid rectangle, not a blur.
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_rectangle(context, 0, 0, width, height)
        cairo_fill(context)
        cairo_restore(context)
    }
}
