import CCairo
import DisplayList
import Foundation

/// A surface's rows drawn as an upper and a lower half at once, on two threads: a page's
/// glyphs take most of its drawing time (one thread on a one-processor machine or for a strip
/// shorter than ``minimumRowsToSplit``). Each half is drawn on a surface of its own over its
/// rows' memory, by a Cairo context of its own and with fonts of its own (Cairo wants one
/// thread in a context, and a font shared by two threads is locked while either draws with it).
/// Each half draws the whole list, clipped to its rows, through a translation by whole device
/// pixels, so the pixels are those of one drawing of the whole.
///
///     try HalvesDrawing(list, scale: 1, halves: HalvesDrawing.halves(of: 0..<2430), width: 840, pixels: memory.bytes,
///                       stride: memory.stride, fonts: [upperFonts, lowerFonts], images: images).draw()
final class HalvesDrawing: @unchecked Sendable {
    private let list: DisplayList
    private let scale: Double
    private let halves: [Range<Int>]
    private let width: Int
    private let pixels: UnsafeMutablePointer<UInt8>
    private let stride: Int
    private let fonts: [FontFaceCache]
    private let images: ImageCache
    private let lock = NSLock()
    private var failure: Error?

    /// The fewest rows drawn in two halves: below, a second thread and its fonts cost more than they save.
    static let minimumRowsToSplit = 256

    /// The halves `rows` are drawn in: two, or `rows` whole.
    static func halves(of rows: Range<Int>) -> [Range<Int>] {
        guard rows.count >= minimumRowsToSplit, ProcessInfo.processInfo.activeProcessorCount > 1 else { return [rows] }
        let middle = rows.lowerBound + rows.count / 2
        return [rows.lowerBound..<middle, middle..<rows.upperBound]
    }

    /// Draws the device-pixel rows `halves` (``halves(of:)``) of `list` into `pixels` (the first
    /// row's memory, rows `stride` bytes apart), each with the fonts of the same index.
    init(_ list: DisplayList, scale: Double, halves: [Range<Int>], width: Int, pixels: UnsafeMutablePointer<UInt8>, stride: Int,
         fonts: [FontFaceCache], images: ImageCache) {
        self.list = list
        self.scale = scale
        self.halves = halves
        self.width = width
        self.pixels = pixels
        self.stride = stride
        self.fonts = fonts
        self.images = images
    }

    /// Draws both halves; throws the first failure, `RasterError.cannotDraw` or a font's or an image's error.
    func draw() throws {
        DispatchQueue.concurrentPerform(iterations: halves.count) { n in
            do {
                try draw(n)
            } catch {
                lock.withLock { failure = failure ?? error }
            }
        }
        if let failure { throw failure }
    }

    private func draw(_ n: Int) throws {
        let rows = halves[n]
        let surface = try Self.surface(on: pixels + (rows.lowerBound - halves[0].lowerBound) * stride, width: width, height: rows.count, stride: stride)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        // A whole number of device pixels up, then the scale: every half is drawn as the top one would be.
        cairo_translate(context, 0, -Double(rows.lowerBound))
        cairo_scale(context, scale, scale)
        try Painter(context: context, fonts: fonts[n], images: images).paint(list)
        cairo_surface_flush(surface)
        let drawn = cairo_surface_status(surface)
        guard drawn == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(drawn)))
        }
    }

    /// An ARGB32 image surface drawing into `pixels`, which must outlive it.
    static func surface(on pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> OpaquePointer {
        let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError.cannotDraw(reason: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }
}
