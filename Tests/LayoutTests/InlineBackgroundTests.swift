import DisplayList
import Layout
import Shaping
import Testing

/// A CSS background on an inline box covers its content area (CSS 2 §10.6.1): the ascent and
/// descent of its first available font, not the line box nor Galley's own backdrop extent.
@Suite struct InlineBackgroundTests {
    @Test func cssBackgroundOfEnglishTextCoversItsFontsAscentAndDescent() throws {
        let teal = Color(red: 0, green: 0.5, blue: 0.5)
        let attributes = TextAttributes(size: 20, backdrop: TextAttributes.Backdrop(fill: teal, radius: 0, padding: 0, extent: .contentArea))
        let layout = Paragraph([AttributedRun("Settings", attributes)], shaper: shaper("en"))
            .layout(width: 400, alignment: .natural, page: .leftToRight, strut: Strut(ascent: 16, descent: 4, lineHeight: 40))
        let line = try #require(layout.lines.first)
        let backgrounds = layout.displayItems(at: Point(x: 0, y: 0)).compactMap { item -> Rect? in
            if case let .roundedRectangle(rect, _, fill) = item, fill == teal { rect } else { nil }
        }
        let primary = fonts.face(at: fonts.face(for: " ", script: .common, style: FontStyle()))
        let rect = try #require(backgrounds.first)
        #expect(backgrounds.count == 1)
        #expect(abs(rect.y - (line.baseline - primary.ascender * 20)) < 0.001)
        #expect(abs(rect.maxY - (line.baseline - primary.descender * 20)) < 0.001)
        // Inside the 40-pixel line box, which a background does not fill.
        #expect(rect.y > line.top && rect.maxY < line.top + line.height)
    }
}
