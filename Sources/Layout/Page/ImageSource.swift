import Document
import Foundation

/// An image file chosen for a page's language, with its pixel size and whether to mirror it.
struct ImageSource {
    var path: String
    var width: Double
    var height: Double
    var mirrored: Bool

    /// Resolves `reference` beside the Markdown file: a per-language variant (`arrow.he.png`
    /// or `arrow.ar-sa.png` beside `arrow.png`) wins; otherwise a directional image is mirrored
    /// on a right-to-left page and a fixed one never is. Nil when the file is missing or is not
    /// a PNG.
    init?(_ reference: ImageReference, directory: String, language: String, rightToLeft: Bool) {
        let base = reference.source.hasPrefix("/") ? reference.source : directory + "/" + reference.source
        let url = URL(fileURLWithPath: base)
        let stem = url.deletingPathExtension().path
        let ext = url.pathExtension
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let primary = String(tag.prefix { $0 != "-" })
        let variants = [tag, primary].map { "\(stem).\($0).\(ext)" }
        if let variant = variants.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            path = variant
            mirrored = false
        } else {
            path = base
            mirrored = reference.isDirectional && rightToLeft
        }
        guard let size = Self.pngSize(path) else { return nil }
        (width, height) = size
    }

    /// The size in a PNG's IHDR chunk, or nil when the file is missing or not a PNG.
    static func pngSize(_ path: String) -> (Double, Double)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Double { Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        let width = be32(16), height = be32(20)
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
