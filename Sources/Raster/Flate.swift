import CZlib

/// The PDF FlateDecode filter (PDF 32000-1, 7.4.4): zlib streams, which is how Cairo writes a
/// page's content stream.
///
///     let content = Flate.inflate(stream)
///     let stream = Flate.deflate(content)     // the same bytes on every run (zlib is deterministic)
enum Flate {
    /// The bytes `data` was compressed from; nil when it is not a whole zlib stream.
    static func inflate(_ data: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = data, output: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { bytes in
            stream.next_in = bytes.baseAddress
            stream.avail_in = UInt32(bytes.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output += buffer[0..<(buffer.count - Int(stream.avail_out))]
                }
            }
        }
        return status == Z_STREAM_END ? output : nil
    }

    /// `data` compressed at zlib's fastest level: a content stream of one glyph per operator
    /// repeats itself, so level 1 comes close to the default level's size at a third of its time.
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, data, uLong(data.count), Z_BEST_SPEED)
        precondition(status == Z_OK, "zlib cannot compress into its own bound")
        return Array(output[0..<Int(size)])
    }
}
