import CPNGWrite
import Foundation

/// Writes pixels (Cairo's premultiplied ARGB32) as a PNG file, atomically: 8-bit RGB when every
/// pixel is opaque (a rendered page always is), else RGBA; zlib level 1 and no filter. On the
/// 40-paragraph benchmark page that is about a quarter of the instructions of Cairo's writer
/// (libpng's defaults: level 6, adaptive filters) for a file about the same size (the example
/// pages: 160 KB against 162 KB). Decoded, the pixels are the same.
///
///     try PNGFile.write(pixels, width: 800, height: 600, stride: 800, to: "out/page.png")
enum PNGFile {
    /// zlib's compression level.
    static let level: Int32 = 1

    /// Encodes `height` rows of `width` pixels, `stride` pixels apart, to `path`.
    static func write(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, to path: String) throws {
        var opaque = true
        for y in 0..<height where opaque {
            let row = UnsafeBufferPointer(start: pixels + y * stride, count: width)
            opaque = row.allSatisfy { $0 >> 24 == 0xFF }
        }
        try AtomicFile.write(to: path) { sink in
            var message = [CChar](repeating: 0, count: 256)
            let encoded = galley_png_encode(pixels, Int32(width), Int32(height), Int32(stride), opaque ? 1 : 0, level, { context, bytes, count in
                let sink = Unmanaged<AtomicFile.Sink>.fromOpaque(context!).takeUnretainedValue()
                sink.write(UnsafeRawBufferPointer(start: bytes, count: count))
                return sink.failure == nil ? 0 : 1
            }, Unmanaged.passUnretained(sink).toOpaque(), &message, message.count)
            guard encoded == 0 else {
                let reason = sink.failure ?? String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw RasterError.cannotWrite(path: path, reason: reason)
            }
        }
    }
}
