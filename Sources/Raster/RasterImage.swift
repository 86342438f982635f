import CCairo
import CPNG
import Files
import Foundation

/// A decoded RGBA image: what a page rasterizes to and what golden tests compare.
/// Pixels are Cairo's ARGB32: one native-endian `UInt32` per pixel, alpha premultiplied.
///
///     let image = try RasterImage(pngFile: "Golden/help.he.png")
///     let (r, g, b, a) = image.rgba(x: 0, y: 0)
public struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels, `width * height` of them.
    public var pixels: [UInt32]

    /// Wraps pixels in Cairo's premultiplied ARGB32; `pixels.count` must be `width * height`.
    ///
    ///     let white = RasterImage(width: 2, height: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 4))
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The largest side Cairo can draw into or from.
    public static let maximumSide = 32767
    /// The most pixels one image may have (1 GiB of pixels), so a forged PNG header cannot ask
    /// for more memory than the machine has.
    public static let maximumPixels = 1 << 28

    /// The largest PNG file read, compressed: far above any page image or golden.
    static let maximumFileSize = 256 << 20

    /// Decodes a PNG file with libpng's simplified API, straight into the pixel array: an opaque
    /// image is read as ARGB32 as it is; one with alpha (or a tRNS chunk) is then premultiplied
    /// as Cairo does, so the pixels equal what `cairo_image_surface_create_from_png` gives.
    /// Only a regular file is read (a FIFO or a device is an error, not a hang). An image of
    /// more than `maximumPixels` is an error found from its header, before any pixel is decoded.
    public init(pngFile path: String, maximumPixels: Int = RasterImage.maximumPixels) throws {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Self.maximumFileSize)
        } catch {
            throw RasterError.cannotReadImage(path: path, reason: error.reason)
        }
        try self.init(png: bytes, path: path, maximumPixels: maximumPixels)
    }

    /// Decodes PNG `bytes` as ``init(pngFile:maximumPixels:)`` does; `path` names them in errors
    /// (a colour glyph's bitmap names its font).
    init(png bytes: [UInt8], path: String, maximumPixels: Int = RasterImage.maximumPixels) throws {
        var image = png_image()
        image.version = galley_png_image_version
        defer { png_image_free(&image) }
        func failure() -> RasterError {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .cannotReadImage(path: path, reason: message.isEmpty ? "not a PNG file" : message)
        }
        // libpng reads from this memory until the image is freed: it needs a stable address.
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
        defer { memory.deallocate() }
        memory.copyBytes(from: bytes)
        guard png_image_begin_read_from_memory(&image, memory.baseAddress, bytes.count) != 0 else { throw failure() }
        let hasAlpha = image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0
        // Cairo's ARGB32 is a native-endian UInt32 0xAARRGGBB: bytes B, G, R, A on little-endian.
        #if _endian(little)
        image.format = galley_png_format_bgra
        #else
        image.format = galley_png_format_argb
        #endif
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide, width * height <= maximumPixels else {
            throw RasterError.cannotReadImage(path: path, reason: "image is \(width)x\(height), too large or empty")
        }
        var finished = false
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil) != 0
            if !finished { buffer.initialize(repeating: 0) }
            count = width * height
        }
        guard finished else { throw failure() }
        self.init(width: width, height: height, pixels: pixels)
        if hasAlpha { premultiply() }
    }

    /// Straight alpha to premultiplied, rounding as Cairo's PNG reader does.
    private mutating func premultiply() {
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in pixels.indices {
                let p = pixels[index]
                let alpha = p >> 24
                if alpha == 0xFF { continue }
                if alpha == 0 {
                    pixels[index] = 0
                    continue
                }
                func multiply(_ shift: UInt32) -> UInt32 {
                    let temp = alpha * (p >> shift & 0xFF) + 0x80
                    return ((temp + (temp >> 8)) >> 8) << shift
                }
                pixels[index] = alpha << 24 | multiply(16) | multiply(8) | multiply(0)
            }
        }
    }

    /// Decodes a PNG file through Cairo, as `init(pngFile:)` did before it used libpng directly;
    /// kept to check that both give the same pixels.
    public init(cairoPNGFile path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw RasterError.cannotReadImage(path: path, reason: "out of memory")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotReadImage(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        self.init(surface: surface)
    }

    /// Copies the pixels of a Cairo image surface, converting RGB24 to opaque ARGB32.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        out[y * width + x] = opaque ? row[x] | 0xFF00_0000 : row[x]
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Straight-alpha components of the pixel at (x, y), each 0...255.
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let p = pixels[y * width + x]
        let a = UInt32(p >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (unpremultiply(p >> 16 & 0xFF), unpremultiply(p >> 8 & 0xFF), unpremultiply(p & 0xFF), UInt8(a))
    }

    /// Encodes the image as PNG at `path`, atomically (see `PNGFile`).
    public func writePNG(to path: String) throws {
        // The encoder overwrites the pixels it is given: it gets a copy.
        var copy = pixels
        try copy.withUnsafeMutableBufferPointer { pixels in
            try PNGFile.write(pixels.baseAddress!, width: width, height: height, stride: width, to: path)
        }
    }

    /// Lends a Cairo ARGB32 surface holding a copy of the pixels.
    func withSurface<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        let surface = makeSurface()
        defer { cairo_surface_destroy(surface) }
        return try body(surface)
    }

    /// A new Cairo ARGB32 surface holding a copy of the pixels; the caller destroys it.
    func makeSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { row[x] = source[y * width + x] }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
