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

    /// The items of `items` that may draw something in each band, in their order, for a page
    /// drawn at `scale`: text by its glyphs' baselines give or take three times its size,
    /// shapes and images by their frames; links and destinations draw nothing.
    ///
    /// NOTE: each item goes to the bands its extent reaches, found by dividing by the bands'
    /// height, so a page of n items takes time in n, not n times its number of bands.
    func items(_ items: [DisplayItem], scale: Double) -> [[DisplayItem]] {
        guard bands.count > 1 else { return [items] }
        let rows = Double(bands[0].count)
        var result = Array(repeating: [DisplayItem](), count: bands.count)
        for item in items {
            guard let extent = Self.extent(of: item) else { continue }
            // The band a y is in, or one past the ends; then the bands around it are checked exactly.
            func band(_ y: Double) -> Int { Int(min(Double(bands.count), max(-1, (y * scale / rows).rounded(.down)))) }
            let first = max(0, band(extent.top) - 1), last = min(bands.count - 1, band(extent.bottom) + 1)
            guard first <= last else { continue }
            for b in first...last where extent.bottom > Double(bands[b].lowerBound) / scale && extent.top < Double(bands[b].upperBound) / scale {
                result[b].append(item)
            }
        }
        return result
    }

    /// The page-pixel rows an item may draw in, open at both ends; nil for what draws nothing.
    private static func extent(of item: DisplayItem) -> (top: Double, bottom: Double)? {
        switch item {
        case let .glyphs(run):
            let reach = run.font.size * 3
            let baselines = run.glyphs.map(\.position.y)
            guard let top = baselines.min(), let bottom = baselines.max() else { return nil }
            return (top - reach, bottom + reach)
        case let .rectangle(rect, _), let .roundedRectangle(rect, _, _), let .image(_, rect, _, _):
            return (rect.y, rect.maxY)
        case let .stroke(rect, _, width):
            return (rect.y - width, rect.maxY + width)
        case .link, .heading, .destination:
            return nil
        }
    }
}
