import Foundation
import Raster

/// A golden PNG, decoded, missing or undecodable.
enum GoldenImage: Sendable {
    case missing
    case corrupt(reason: String)
    case decoded(RasterImage)

    static func load(_ path: String) -> GoldenImage {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        do {
            return .decoded(try RasterImage(pngFile: path))
        } catch {
            return .corrupt(reason: GoldenRunner.reason(error))
        }
    }
}
