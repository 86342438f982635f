import CHarfBuzzSubset

/// A glyph's outline as PDF path operators (PDF 32000-1, 8.5.2) in font units, y up, from
/// HarfBuzz's draw callbacks (quadratic curves raised to cubic ones): for glyphs drawn as
/// ink alone, where a PDF's text must not hold them (spelled-out spans, see PDFContent.text).
///
///     let path = GlyphOutline.path(of: 42, in: font)   // "120 0 m 120 700 l ... h\n"
enum GlyphOutline {
    /// The path collected by the callbacks.
    private final class Collector {
        var output = PDFBytes()
    }

    nonisolated(unsafe) private static let functions: OpaquePointer = {
        let functions = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(functions, { _, data, _, x, y, _ in
            let out = Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue()
            out.output.append(Double(x))
            out.output.append(" ")
            out.output.append(Double(y))
            out.output.append(" m\n")
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(functions, { _, data, _, x, y, _ in
            let out = Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue()
            out.output.append(Double(x))
            out.output.append(" ")
            out.output.append(Double(y))
            out.output.append(" l\n")
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(functions, { _, data, state, cx, cy, x, y, _ in
            let out = Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue()
            let x0 = Double(state!.pointee.current_x), y0 = Double(state!.pointee.current_y)
            // A quadratic Bézier as a cubic: control points two thirds of the way to the quadratic's.
            let points = [x0 + 2 / 3 * (Double(cx) - x0), y0 + 2 / 3 * (Double(cy) - y0),
                          Double(x) + 2 / 3 * (Double(cx) - Double(x)), Double(y) + 2 / 3 * (Double(cy) - Double(y)), Double(x), Double(y)]
            for point in points {
                out.output.append(point)
                out.output.append(" ")
            }
            out.output.append("c\n")
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(functions, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            let out = Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue()
            for point in [c1x, c1y, c2x, c2y, x, y] {
                out.output.append(Double(point))
                out.output.append(" ")
            }
            out.output.append("c\n")
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(functions, { _, data, _, _ in
            Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue().output.append("h\n")
        }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()

    /// The outline of `glyph` in `font` (an hb_font_t at one unit per font unit), filled.
    static func path(of glyph: UInt32, in font: OpaquePointer) -> [UInt8] {
        let collector = Collector()
        withExtendedLifetime(collector) {
            hb_font_get_glyph_shape(font, glyph, functions, Unmanaged.passUnretained(collector).toOpaque())
        }
        collector.output.append("f\n")
        return collector.output.bytes
    }
}
