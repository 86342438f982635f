import Foundation
import Layout
import Raster

/// A golden PNG, decoded, missing or undecodable.
enum GoldenImage: Sendable {
    case missing
    case corrupt(reason: String)
    case decoded(RasterImage)

    static func load(_ path: String) -> GoldenImage {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        do {
            // The limit of a page's images: a 16384x16384 golden cost 8 s and 1 GB before.
            return .decoded(try RasterImage(pngFile: path, maximumPixels: ImageSource.maximumPixels))
        } catch {
            return .corrupt(reason: GoldenRunner.reason(error))
        }
    }
}
