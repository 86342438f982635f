import CISAL
import CZlib

/// The PDF FlateDecode filter (PDF 32000-1, 7.4.4): zlib streams, which is how Cairo writes a
/// page's content stream.
///
///     let content = Flate.inflate(stream)
///     let stream = Flate.deflate(content)     // the same bytes on every run (ISA-L is deterministic)
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

    /// `data` as a zlib stream (RFC 1950) from ISA-L's fastest level, as the PNG writer makes
    /// its image data: a content stream of one glyph per operator repeats itself, so a fast
    /// level comes close to zlib's default size at a fraction of its time.
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        // Stored blocks at worst: 5 bytes per 64 KiB block, the zlib header and Adler-32 beside.
        let bound = data.count + data.count / 16 + 1024
        // ISA-L resets the hash tables it keeps in the level buffer at a stream's start, so
        // neither buffer needs clearing first. The level buffer (about 300 KB) is on the heap:
        // site builds compress on worker threads, whose stacks are small.
        let level = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Int(galley_isal_level1_buffer_size))
        defer { level.deallocate() }
        return data.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: bound) { output, written in
                var stream = isal_zstream()
                isal_deflate_init(&stream)
                stream.level = 1
                stream.level_buf = level.baseAddress
                stream.level_buf_size = UInt32(level.count)
                stream.gzip_flag = UInt16(IGZIP_ZLIB)
                stream.end_of_stream = 1
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                let status = isal_deflate(&stream)
                precondition(status == COMP_OK && stream.internal_state.state == ZSTATE_END, "ISA-L cannot compress into its own bound")
                written = Int(stream.total_out)
            }
        }
    }
}
