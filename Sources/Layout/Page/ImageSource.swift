import Document
import Files
import Foundation
import LocaleRules

/// An image file chosen for a page's language, with its pixel size and whether to mirror it.
package struct ImageSource {
    package var path: String
    package var width: Double
    package var height: Double
    package var mirrored: Bool

    /// The most pixels a page's image may have, as Pillow's decompression-bomb limit: checked
    /// from the PNG header, before anything is decoded.
    package static let maximumPixels = 40_000_000

    /// An image that cannot be used: the file that was tried and what is wrong with it.
    package struct Failure: Error {
        package var path: String
        package var problem: ImageProblem
    }

    /// Resolves `reference` beside the Markdown file: a per-language variant (`arrow.he.png`,
    /// or `arrow.ar-SA.png`, `arrow.ar-sa.png`, `arrow.ar.png` for `ar-SA`, see `LocalizedFile`)
    /// wins; otherwise a directional image is mirrored on a right-to-left page and a fixed one
    /// never is. Throws when the chosen file is missing, not a regular file, not a PNG or too
    /// large. When `siteRoot` is given, a file outside it (symbolic links resolved) is refused too.
    /// An image on the web (``RemoteImage``) is read from its copy in `imagesFrom` (and must lie
    /// inside it), and without `imagesFrom` fails with ``ImageProblem/remote``.
    package init(_ reference: ImageReference, directory: String, language: LanguageTag, rightToLeft: Bool,
                 siteRoot: String? = nil, imagesFrom: String? = nil) throws(Failure) {
        var siteRoot = siteRoot
        let base: String
        if RemoteImage.isRemote(reference.source) {
            guard let imagesFrom, let copy = RemoteImage.copy(of: reference.source, in: imagesFrom) else {
                throw Failure(path: reference.source, problem: .remote)
            }
            base = copy
            siteRoot = imagesFrom
        } else {
            base = reference.source.hasPrefix("/") ? reference.source : directory + "/" + reference.source
        }
        if let variant = LocalizedFile.variant(of: base, for: language) {
            path = variant
            mirrored = false
        } else {
            path = base
            mirrored = reference.isDirectional && rightToLeft
        }
        if let siteRoot, !SiteRoot.contains(path, root: siteRoot) { throw Failure(path: path, problem: .outsideSite(root: siteRoot)) }
        do {
            (width, height) = try Self.pngSize(path)
        } catch {
            throw Failure(path: path, problem: error)
        }
    }

    /// The size in a PNG's IHDR chunk. Throws when the file is missing, not a regular file, not
    /// a PNG, or has more than ``maximumPixels``.
    static func pngSize(_ path: String) throws(ImageProblem) -> (Double, Double) {
        let header: [UInt8]
        do {
            header = try RegularFile.prefix(path, 24)
        } catch {
            throw .file(error)
        }
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual("IHDR".utf8) else { throw .notPNG }
        func be32(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { throw .corrupt("its header gives a size of \(width)x\(height)") }
        guard width * height <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        return (Double(width), Double(height))
    }
}
