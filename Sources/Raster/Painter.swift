import CCairo
import DisplayList
import Foundation

/// Draws a display list onto a Cairo context. Positions come from the display list as they are:
/// the painter decides nothing about where anything goes.
struct Painter {
    let context: OpaquePointer
    let fonts: FontFaceCache
    /// For a PDF page: the anchors of the document's headings, which `#anchor` links may
    /// name. A PDF's glyphs carry their text, links become link annotations and headings
    /// destinations; nil for an image, which needs only the ink.
    var documentAnchors: Set<String>?
    let images: ImageCache

    func paint(_ list: DisplayList) throws {
        setColor(list.background)
        cairo_paint(context)
        // The structure element open in a PDF: a block's runs, one after another, are its content.
        var open: TextStructure?
        var previous: (run: PositionedGlyphRun, span: RunSpan)?
        for item in list.items {
            switch item {
            case let .glyphs(run):
                if documentAnchors != nil, run.structure != open {
                    if let open { cairo_tag_end(context, Self.tag(open.role)) }
                    if let structure = run.structure { cairo_tag_begin(context, Self.tag(structure.role), nil) }
                    open = run.structure
                }
                // Text that flows leftwards past a gap on one line (an embedded left-to-right
                // run, the next cell of a table row, whose baseline may lie a fraction of a point
                // off when its font's ascent differs): see bridge.
                let span = try self.span(of: run)
                if let span, let (last, lastSpan) = previous, run.structure != nil, last.structure != nil,
                   abs(lastSpan.baseline - span.baseline) < 0.25 * last.font.size, lastSpan.end - span.start > 0.25 * last.font.size {
                    try bridge(from: lastSpan.end, to: span.start, baseline: span.baseline, font: last.font)
                }
                try draw(run, afterRightToLeft: previous?.run.isRightToLeft ?? false)
                if let span { previous = (run, span) }
            case let .rectangle(rect, fill):
                setColor(fill)
                cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
                cairo_fill(context)
            case let .stroke(rect, color, width):
                setColor(color)
                cairo_set_line_width(context, width)
                cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
                cairo_stroke(context)
            case let .image(path, frame, mirrored, _):
                try drawImage(path: path, frame: frame, mirrored: mirrored)
                // An image among words, standing on the baseline of the text before it: a space carries the line across it.
                if let (last, lastSpan) = previous, abs(lastSpan.baseline - frame.maxY) < 0.01 {
                    let (start, end) = last.isRightToLeft ? (frame.maxX, frame.x) : (frame.x, frame.maxX)
                    try bridge(from: start, to: end, baseline: lastSpan.baseline, font: last.font)
                    previous?.span = RunSpan(start: start, end: end, baseline: lastSpan.baseline)
                }
            case let .link(target, area): link(to: target, area: area)
            case let .heading(_, _, anchor, position), let .destination(anchor, position): destination(anchor, at: position)
            }
        }
        if let open { cairo_tag_end(context, Self.tag(open.role)) }
        // Cairo reports a failed drawing call only through the context, which then ignores
        // every later call: unchecked, everything after the failure would silently vanish.
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The PDF standard structure type of a role.
    static func tag(_ role: TextStructure.Role) -> String {
        switch role {
        case let .heading(level): "H\(level)"
        case .paragraph: "P"
        case let .tableCell(header): header ? "TH" : "TD"
        case .caption: "Caption"
        }
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Draws `run`; `afterRightToLeft` tells that the run drawn before it was right-to-left.
    private func draw(_ run: PositionedGlyphRun, afterRightToLeft: Bool) throws {
        guard !run.glyphs.isEmpty else { return }
        try setFont(run.font)
        setColor(run.color)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        let advances = documentAnchors == nil ? [] : advances(of: glyphs)
        guard documentAnchors != nil,
              let clusters = TextClusters(run, advances: advances, tatweel: try fonts.glyph(for: "\u{0640}", in: run.font),
                                          afterRightToLeft: afterRightToLeft) else {
            var all = glyphs
            cairo_show_glyphs(context, &all, Int32(all.count))
            return
        }
        // Clusters shown with their text, one stretch between two spelled-out clusters at a
        // time, so that the stream holds every character in logical order.
        var ink = clusters.components.map { glyphs[$0] }
        var shown = (cluster: 0, glyph: 0, byte: 0), invisibleGlyphs = 0
        func showText(upTo end: (cluster: Int, glyph: Int, byte: Int)) {
            guard end.glyph > shown.glyph else { return }
            let stretch = clusters.glyphs[shown.glyph..<end.glyph].map { glyphs[$0] }
            clusters.clusters[shown.cluster..<end.cluster].withUnsafeBufferPointer { stretchClusters in
                clusters.text[shown.byte..<end.byte].withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { text in
                        cairo_show_text_glyphs(context, text.baseAddress, Int32(text.count), stretch, Int32(stretch.count),
                                               stretchClusters.baseAddress, Int32(stretchClusters.count), cairo_text_cluster_flags_t(0))
                    }
                }
            }
        }
        // A right-to-left run's clusters are spelled out one at a time; a left-to-right run's
        // neighbouring clusters (the digits of a number, the neutrals it begins with) together.
        var next = shown, spelled = clusters.spelledOut[...]
        func pass(_ n: Int) {
            next = (n + 1, next.glyph + Int(clusters.clusters[n].num_glyphs), next.byte + Int(clusters.clusters[n].num_bytes))
        }
        while let first = spelled.popFirst() {
            while next.cluster < first.cluster { pass(next.cluster) }
            let start = next
            pass(first.cluster)
            var (left, right) = (first.left, first.right)
            while !run.isRightToLeft, let neighbour = spelled.first, neighbour.cluster == next.cluster {
                pass(spelled.removeFirst().cluster)
                (left, right) = (min(left, neighbour.left), max(right, neighbour.right))
            }
            showText(upTo: start)
            let indices = clusters.glyphs[start.glyph..<next.glyph]
            ink += indices.map { glyphs[$0] }
            let base = indices.first { advances[$0] > 0 } ?? indices.first!
            let text = String(decoding: clusters.text[start.byte..<next.byte], as: UTF8.self)
            let count = text.unicodeScalars.count, em = run.font.size
            let boxes = run.isRightToLeft ? SpellingBoxes.rightToLeft(count: count, right: right, left: left, em: em)
                : SpellingBoxes.leftToRight(count: count, left: left, em: em)
            spell(text, in: boxes, baseline: glyphs[base].y, size: em, count: &invisibleGlyphs)
            try setFont(run.font)
            shown = next
        }
        showText(upTo: (clusters.clusters.count, clusters.glyphs.count, clusters.text.count))
        if !ink.isEmpty {
            cairo_new_path(context)
            cairo_glyph_path(context, &ink, Int32(ink.count))
            cairo_fill(context)
        }
    }

    /// Sets the current font to `font`, slanted as it asks.
    private func setFont(_ font: FontReference) throws {
        cairo_set_font_face(context, try fonts.cairoFace(for: font))
        // The font matrix maps glyph space to user space, y down: a point above the baseline (y < 0) moves right by slant * height.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, font.size, 0, -font.slant * font.size, font.size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        cairo_set_font_options(context, fonts.options)
    }

    /// Shows `text` as invisible glyphs of font size `size` (see InvisibleFont), one per
    /// character, each filling its box (a font matrix stretched in x, and in y for a wide box,
    /// see SpellingBoxes.height). `count` is the number of invisible glyphs the run has shown
    /// so far: the glyphs take turns with the two faces.
    ///
    ///     spell("لا", in: [(x: 114.88, width: 5.12), (x: 110, width: 5.12)], baseline: 40, size: 16, count: &shown)
    private func spell(_ text: String, in boxes: [(x: Double, width: Double)], baseline: Double, size: Double, count: inout Int) {
        for (scalar, box) in zip(text.unicodeScalars, boxes) {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, box.width / InvisibleFont.advance, SpellingBoxes.height(ofWidth: box.width, em: size))
            cairo_set_font_face(context, fonts.invisible[count % fonts.invisible.count])
            cairo_set_font_matrix(context, &matrix)
            count += 1
            var glyph = cairo_glyph_t(index: UInt(scalar.value), x: box.x, y: baseline)
            var cluster = cairo_text_cluster_t(num_bytes: Int32(scalar.utf8.count), num_glyphs: 1)
            String(scalar).withCString { character in
                cairo_show_text_glyphs(context, character, cluster.num_bytes, &glyph, 1, &cluster, 1, cairo_text_cluster_flags_t(0))
            }
        }
    }

    /// Where a run's text begins and ends on its baseline, in reading order: a right-to-left
    /// run begins at its right end.
    struct RunSpan {
        var start: Double
        var end: Double
        var baseline: Double
    }

    /// The run's span in a PDF; nil for an image, which needs no text.
    private func span(of run: PositionedGlyphRun) throws -> RunSpan? {
        guard documentAnchors != nil, let first = run.glyphs.first, let last = run.glyphs.last else { return nil }
        cairo_set_font_face(context, try fonts.cairoFace(for: run.font))
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, run.font.size, 0, -run.font.slant * run.font.size, run.font.size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        let lastAdvance = advances(of: [cairo_glyph_t(index: UInt(last.id), x: last.position.x, y: last.position.y)])[0]
        let left = first.position.x, right = last.position.x + lastAdvance
        return run.isRightToLeft ? RunSpan(start: right, end: left, baseline: first.position.y)
            : RunSpan(start: left, end: right, baseline: first.position.y)
    }

    /// A space glyph (no ink) stretched over the gap between two runs on one baseline drawn one
    /// after the other, from where the first ends to where the second begins.
    ///
    /// In a right-to-left line Galley draws runs in reading order, so after the words right of
    /// an embedded left-to-right run (`Tabula Sheets`, `A1:A10`) comes that run's first glyph,
    /// at its far left end, and after its last glyph the next right-to-left word, past its left
    /// end. pdfminer.six ends a line wherever two glyphs drawn in a row are further apart than
    /// twice a glyph's width, and then orders the pieces as separate blocks; the space carries
    /// it across. Between the cells of a right-to-left table row it is the only space pypdf
    /// sees (it adds spaces only where text moves rightwards), so the cells' words no longer run
    /// together. poppler skips spaces and places text by position alone; PyMuPDF reads the space
    /// where the gap is.
    private func bridge(from end: Double, to start: Double, baseline: Double, font: FontReference) throws {
        guard let space = try fonts.glyph(for: " ", in: font) else { return }
        cairo_set_font_face(context, try fonts.cairoFace(for: font))
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, font.size, 0, 0, font.size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        let advance = advances(of: [cairo_glyph_t(index: UInt(space), x: 0, y: 0)])[0]
        guard advance > 0 else { return }
        cairo_matrix_init(&matrix, font.size * abs(start - end) / advance, 0, 0, font.size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        var glyph = cairo_glyph_t(index: UInt(space), x: min(start, end), y: baseline)
        var cluster = cairo_text_cluster_t(num_bytes: 1, num_glyphs: 1)
        cairo_show_text_glyphs(context, " ", 1, &glyph, 1, &cluster, 1, cairo_text_cluster_flags_t(0))
    }

    /// A link annotation over `area`: to the heading a `#anchor` target names, to a URL
    /// otherwise. A link to an anchor no heading has stays plain text.
    private func link(to target: String, area: Rect) {
        guard let anchors = documentAnchors, !target.isEmpty else { return }
        let destination: String
        if target.hasPrefix("#") {
            let anchor = String(target.dropFirst())
            guard anchors.contains(anchor) else { return }
            destination = "dest='\(Self.escaped(anchor))'"
        } else {
            destination = "uri='\(Self.escaped(Self.asciiURI(target)))'"
        }
        var x = area.x, y = area.y, maxX = area.maxX, maxY = area.maxY
        cairo_user_to_device(context, &x, &y)
        cairo_user_to_device(context, &maxX, &maxY)
        let attributes = "\(destination) rect=[\(x) \(y) \(maxX - x) \(maxY - y)]"
        cairo_tag_begin(context, CAIRO_TAG_LINK, attributes)
        cairo_tag_end(context, CAIRO_TAG_LINK)
    }

    /// A named destination at `position`, where `#anchor` links and the outline go.
    private func destination(_ anchor: String, at position: Point) {
        guard documentAnchors != nil else { return }
        var x = position.x, y = position.y
        cairo_user_to_device(context, &x, &y)
        cairo_tag_begin(context, CAIRO_TAG_DEST, "name='\(Self.escaped(anchor))' x=\(x) y=\(y)")
        cairo_tag_end(context, CAIRO_TAG_DEST)
    }

    /// `target` with every byte outside printable ASCII, and `(`, `)`, `\\`, percent-encoded:
    /// a PDF's /URI is ASCII, and Cairo 1.16 writes it into a PDF string unescaped, where an
    /// unbalanced parenthesis would end the string.
    ///
    ///     Painter.asciiURI("https://he.wikipedia.org/wiki/שלום_(מילה)")  // ".../%D7%A9...%28%D7%9E...%29"
    static func asciiURI(_ target: String) -> String {
        var uri = ""
        for byte in target.utf8 {
            switch byte {
            case 0x21...0x7E where byte != 0x28 && byte != 0x29 && byte != 0x5C: uri.unicodeScalars.append(Unicode.Scalar(byte))
            default: uri += String(format: "%%%02X", byte)
            }
        }
        return uri
    }

    /// A string for a Cairo tag attribute in single quotes.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    /// Each glyph's advance in the current font.
    private func advances(of glyphs: [cairo_glyph_t]) -> [Double] {
        let font = cairo_get_scaled_font(context)
        return glyphs.map { glyph in
            var one = glyph
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(font, &one, 1, &extents)
            return extents.x_advance
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
