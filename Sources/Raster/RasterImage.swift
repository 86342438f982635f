import CCairo

/// A decoded RGBA image: what a page rasterizes to and what golden tests compare.
/// Pixels are Cairo's ARGB32: one native-endian `UInt32` per pixel, alpha premultiplied.
///
///     let image = try RasterImage(pngFile: "Golden/help.he.png")
///     let (r, g, b, a) = image.rgba(x: 0, y: 0)
public struct RasterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width * height` of them.
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG file through Cairo.
    public init(pngFile path: String) throws {
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

    /// Encodes the image as PNG at `path`, atomically.
    public func writePNG(to path: String) throws {
        try withSurface { surface in
            try AtomicFile.write(to: path) { temporary in
                let status = cairo_surface_write_to_png(surface, temporary)
                guard status == CAIRO_STATUS_SUCCESS else {
                    throw RasterError.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
                }
            }
        }
    }

    /// Lends a Cairo ARGB32 surface holding a copy of the pixels.
    func withSurface<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
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
        return try body(surface)
    }
}
