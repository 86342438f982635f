import CCairo
import CFreeType
import Foundation
import Galley
import Golden
import Raster

/// Synthetic images for the tests, drawn with Cairo: shapes, and text in a bundled Noto font
/// through cairo-ft with the renderer's font options (grey anti-aliasing, no hinting).
enum Drawing {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// A white image of the given size after `body` draws on it (source colour black).
    static func image(width: Int, height: Int, _ body: (OpaquePointer) -> Void) -> RasterImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_set_source_rgb(context, 0, 0, 0)
        body(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// `text` in Noto Sans at `size` px, its baseline starting at (x, y).
    static func text(_ text: String, x: Double, y: Double, size: Double = 20,
                     width: Int = 240, height: Int = 40) -> RasterImage {
        image(width: width, height: height) { context in
            TextFont.shared.draw(text, in: context, x: x, y: y, size: size)
        }
    }

    /// A filled rectangle.
    static func rectangle(x: Double, y: Double, width w: Double, height h: Double,
                          red: Double = 0, green: Double = 0, blue: Double = 0,
                          width: Int = 64, height: Int = 64) -> RasterImage {
        image(width: width, height: height) { context in
            cairo_set_source_rgb(context, red, green, blue)
            cairo_rectangle(context, x, y, w, h)
            cairo_fill(context)
        }
    }

    /// A filled circle.
    static func circle(x: Double, y: Double, radius: Double, width: Int = 64, height: Int = 64) -> RasterImage {
        image(width: width, height: height) { context in
            cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
            cairo_fill(context)
        }
    }
}

/// Noto Sans Regular, loaded once; FreeType faces are not thread-safe, so drawing takes a lock
/// (Swift Testing runs tests in parallel).
final class TextFont: @unchecked Sendable {
    static let shared = TextFont(path: Drawing.packageRoot + "/Fonts/NotoSans-Regular.ttf")

    private let lock = NSLock()
    private var library: FT_Library?
    private var face: FT_Face?
    private let cairoFace: OpaquePointer
    private let options: OpaquePointer

    init(path: String) {
        FT_Init_FreeType(&library)
        precondition(FT_New_Face(library, path, 0, &face) == 0, "cannot load \(path)")
        cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))!
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    }

    func draw(_ text: String, in context: OpaquePointer, x: Double, y: Double, size: Double) {
        lock.lock()
        defer { lock.unlock() }
        cairo_set_font_face(context, cairoFace)
        cairo_set_font_size(context, size)
        cairo_set_font_options(context, options)
        cairo_move_to(context, x, y)
        cairo_show_text(context, text)
        cairo_surface_flush(cairo_get_target(context))
    }
}

/// A stand-in for Galley's page renderer: draws the first line of the page file as text, as
/// wide as the case's width (times scale) and 40 px high. A page starting with `fail` throws.
enum TextPageRenderer {
    static let factory: GoldenRunner.RendererFactory = {
        return { options in
            let text = try String(contentsOfFile: options.input, encoding: .utf8)
                .split(separator: "\n").first.map(String.init) ?? ""
            if text.hasPrefix("fail") { throw TestRenderError.failed(options.input) }
            return Drawing.text(text, x: 8, y: 28, size: 20 * options.scale,
                                width: Int(options.width * options.scale), height: Int(40 * options.scale))
        }
    }
}

enum TestRenderError: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self {
        case let .failed(page): "\(page): the test renderer was told to fail"
        }
    }
}

/// A temporary repository with a golden suite in `suite/` (`manifest.yaml` and goldens) and
/// pages beside it, as the project has Golden/ beside Examples/; removed by `remove()`.
struct TemporarySuite {
    let repository: String
    let folder: String

    /// `pages` maps file names (in the repository, the manifest's default root) to their first line.
    init(manifest: String, pages: [String: String] = [:]) throws {
        repository = NSTemporaryDirectory() + "golden-tests-" + UUID().uuidString
        folder = repository + "/suite"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try manifest.write(toFile: folder + "/manifest.yaml", atomically: true, encoding: .utf8)
        for (name, text) in pages { try write(text, page: name) }
    }

    /// Replaces a page's text.
    func write(_ text: String, page: String) throws {
        try text.write(toFile: repository + "/" + page, atomically: true, encoding: .utf8)
    }

    /// A file in the suite folder.
    func path(_ name: String) -> String { folder + "/" + name }

    func suite() throws -> GoldenSuite { try GoldenSuite(folder: folder) }

    func run(_ options: GoldenRunner.Options = .init(jobs: 2, progress: false)) throws -> GoldenReport {
        GoldenRunner(suite: try suite(), options: options, makeRenderer: TextPageRenderer.factory).run()
    }

    func remove() { try? FileManager.default.removeItem(atPath: repository) }
}
