import CCairo
import Foundation

/// Decoded page images by path, so each is decoded once per page however many figures show it
/// and whichever stage (the check that it decodes, the painter) asks first, and their Cairo
/// surfaces, so a PDF embeds each image once and a PNG scales a large one down once. Cleared
/// after each page so a batch does not keep every image it has seen.
///
///     let image = try cache.image("Examples/images/formula-bar.png")
public final class ImageCache: @unchecked Sendable {
    private var images: [String: RasterImage] = [:]
    /// Surfaces by path and pixel size, owned here until `removeAll`.
    private var surfaces: [String: OpaquePointer] = [:]
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

    /// The image at `path` as a Cairo surface of `width` x `height` pixels (nil: its own size),
    /// scaled once with Cairo's good filter; owned by the cache.
    func surface(_ path: String, width: Int? = nil, height: Int? = nil) throws -> OpaquePointer {
        let key = "\(width ?? 0)x\(height ?? 0):" + path
        if let surface = lock.withLock({ surfaces[key] }) { return surface }
        let image = try self.image(path)
        let surface: OpaquePointer
        if let width, let height {
            let full = try self.surface(path)
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let context = cairo_create(surface)!
            cairo_scale(context, Double(width) / Double(image.width), Double(height) / Double(image.height))
            cairo_set_source_surface(context, full, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint(context)
            cairo_destroy(context)
        } else {
            surface = image.makeSurface()
        }
        // Two threads drawing the halves of a page may both have made it: the first one kept serves both.
        return lock.withLock {
            if let kept = surfaces[key] {
                cairo_surface_destroy(surface)
                return kept
            }
            surfaces[key] = surface
            return surface
        }
    }

    /// Forgets every image.
    public func removeAll() {
        lock.withLock {
            images.removeAll()
            for surface in surfaces.values { cairo_surface_destroy(surface) }
            surfaces.removeAll()
        }
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }
}
