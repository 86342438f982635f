import Foundation

/// Decoded page images by path, so each is decoded once per page however many figures show it
/// and whichever stage (the check that it decodes, the painter) asks first. Cleared after each
/// page so a batch does not keep every image it has seen.
///
///     let image = try cache.image("Examples/images/formula-bar.png")
public final class ImageCache: @unchecked Sendable {
    private var images: [String: RasterImage] = [:]
    private let lock = NSLock()

    /// An empty cache.
    public init() {}

    /// The decoded image at `path`, decoding it on first use; throws `RasterError.cannotReadImage`.
    public func image(_ path: String) throws -> RasterImage {
        if let image = lock.withLock({ images[path] }) { return image }
        let image = try RasterImage(pngFile: path)
        lock.withLock { images[path] = image }
        return image
    }

    /// Forgets every image.
    public func removeAll() {
        lock.withLock { images.removeAll() }
    }
}
