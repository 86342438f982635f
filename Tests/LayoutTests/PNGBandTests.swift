import DisplayList
@testable import Raster
import TestSupport
import Testing

/// A tall PNG is drawn in bands; each item must be drawn in every band it reaches.
@Suite struct PNGBandTests {
    /// Random runs of text, rectangles, strokes and links on a page of four bands: each band
    /// gets every item that draws in it (text within three times its size of a baseline,
    /// shapes by their frames), in the page's order, and no link.
    @Test func everyItemIsInEveryBandItReaches() {
        var random = SplitMix64(state: 26)
        let width = 800, height = 40_000, scale = 1.0
        let bands = PNGBands(width: width, height: height)
        #expect(bands.bands.count == 4)
        let font = FontReference(path: "Fonts/NotoSans-Regular.ttf", size: 16)
        let items: [DisplayItem] = (0..<2000).map { n in
            let y = Double(random.next() % UInt64(height + 200)) - 100
            let size = Double(random.next() % 400)
            switch n % 4 {
            case 0:
                let glyphs = (0..<3).map { PositionedGlyphRun.Glyph(id: 1, position: Point(x: Double($0), y: y + Double($0) * size), cluster: $0) }
                return .glyphs(PositionedGlyphRun(font: font, color: Color(red: 0, green: 0, blue: 0), glyphs: glyphs, text: "abc", isRightToLeft: false))
            case 1: return .rectangle(Rect(x: 0, y: y, width: 10, height: size * 30), fill: Color(red: 1, green: 0, blue: 0))
            case 2: return .stroke(Rect(x: 0, y: y, width: 10, height: size), color: Color(red: 0, green: 0, blue: 1), width: 2)
            default: return .link(target: "#a", area: Rect(x: 0, y: y, width: 10, height: 10))
            }
        }
        let drawn = bands.items(items, scale: scale)
        for (band, inBand) in zip(bands.bands, drawn) {
            let top = Double(band.lowerBound) / scale, bottom = Double(band.upperBound) / scale
            let reaching = items.filter { item in
                switch item {
                case let .glyphs(run):
                    let reach = run.font.size * 3
                    return run.glyphs.contains { $0.position.y + reach > top && $0.position.y - reach < bottom }
                case let .rectangle(rect, _): return rect.maxY > top && rect.y < bottom
                case let .stroke(rect, _, width): return rect.maxY + width > top && rect.y - width < bottom
                default: return false
                }
            }
            #expect(inBand.filter { reaching.contains($0) } == reaching, "band \(band)")
            #expect(!inBand.contains { if case .link = $0 { true } else { false } })
            #expect(!reaching.isEmpty)
        }
    }
}
