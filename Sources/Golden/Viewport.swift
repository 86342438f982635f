import Raster

/// What a browser's window shows of a page: its first `height` rows, the canvas white below a
/// shorter page. Reftests are compared as 800x600 viewports, as WPT's harness and the CSS WG's
/// screenshots take them.
///
///     let shown = Viewport.reftest.showing(try renderer.image(options))   // 800x600
public struct Viewport: Sendable, Equatable {
    public var width: Int
    public var height: Int

    /// WPT's reftest window.
    public static let reftest = Viewport(width: 800, height: 600)

    /// `page`, at most `width` wide (a page is laid out at the viewport's width), cut or filled
    /// with white to `height` rows.
    public func showing(_ page: RasterImage) -> RasterImage {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        let columns = min(width, page.width)
        for y in 0..<min(height, page.height) {
            for x in 0..<columns { pixels[y * width + x] = page.pixels[y * page.width + x] }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
