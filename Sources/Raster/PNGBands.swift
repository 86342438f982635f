import DisplayList

/// How a page is cut into horizontal bands for PNG output, so that no surface is taller than
/// Cairo's 32,767 pixels and the memory a page takes is one band's, whatever its height: bands
/// of at most 32 MiB of pixels (10,485 rows of an 800-pixel page, which most pages fit in one).
///
///     PNGBands(width: 800, height: 40_000).bands   // [0..<10485, 10485..<20970, 20970..<31455, 31455..<40000]
struct PNGBands {
    /// The most bytes of pixels a band holds.
    static let bytes = 32 << 20
    /// The tallest PNG written, in device pixels: far beyond any page (a 32 MB page of text at
    /// 800 pixels is about 600,000 tall), and a bound on the time a page can take.
    static let maximumHeight = 1_000_000

    /// The device rows of each band, top to bottom.
    let bands: [Range<Int>]

    init(width: Int, height: Int) {
        let rows = max(1, min(RasterImage.maximumSide, Self.bytes / (4 * max(1, width))))
        bands = stride(from: 0, to: height, by: rows).map { $0..<min(height, $0 + rows) }
    }

    /// The items of `items` that may draw something in the page-pixel rows `band`: text by its
    /// glyphs' baselines give or take three times its size, shapes and images by their frames;
    /// links and destinations draw nothing.
    static func items(_ items: [DisplayItem], touching band: Range<Double>) -> [DisplayItem] {
        items.filter { item in
            switch item {
            case let .glyphs(run):
                let reach = run.font.size * 3
                return run.glyphs.contains { $0.position.y + reach > band.lowerBound && $0.position.y - reach < band.upperBound }
            case let .rectangle(rect, _), let .roundedRectangle(rect, _, _), let .image(_, rect, _, _):
                return rect.maxY > band.lowerBound && rect.y < band.upperBound
            case let .stroke(rect, _, width):
                return rect.maxY + width > band.lowerBound && rect.y - width < band.upperBound
            case .link, .heading, .destination:
                return false
            }
        }
    }
}
