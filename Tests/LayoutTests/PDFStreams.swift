import Foundation
@testable import Raster

/// The streams of a PDF Galley wrote, inflated, as text: its content streams, ToUnicode maps ...
enum PDFStreams {
    static func all(in path: String) throws -> [String] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var streams: [String] = [], from = 0
        while let start = range(of: ">>\nstream\n", in: bytes, from: from), let end = range(of: "\nendstream", in: bytes, from: start.upperBound) {
            let data = Array(bytes[start.upperBound..<end.lowerBound])
            streams.append(String(decoding: Flate.inflate(data) ?? data, as: UTF8.self))
            from = end.upperBound
        }
        return streams
    }

    /// Where `needle` first occurs in `bytes` at or after `from`.
    static func range(of needle: String, in bytes: [UInt8], from: Int = 0) -> Range<Int>? {
        let needle = Array(needle.utf8)
        guard needle.count <= bytes.count else { return nil }
        var start = from
        while start + needle.count <= bytes.count {
            if bytes[start] == needle[0], bytes[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
            start += 1
        }
        return nil
    }
}
