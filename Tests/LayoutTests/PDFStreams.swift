import Foundation
@testable import Raster

/// The streams of a PDF Galley wrote, inflated, as text: its content streams, ToUnicode maps ...
enum PDFStreams {
    static func all(in path: String) throws -> [String] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var streams: [String] = [], from = 0
        while let start = bytes.firstRange(of: Array(">>\nstream\n".utf8), from: from),
              let end = bytes.firstRange(of: Array("\nendstream".utf8), from: start.upperBound) {
            let data = Array(bytes[start.upperBound..<end.lowerBound])
            streams.append(String(decoding: Flate.inflate(data) ?? data, as: UTF8.self))
            from = end.upperBound
        }
        return streams
    }
}
