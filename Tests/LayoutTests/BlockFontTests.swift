import Document
import Foundation
import Layout
import Testing

/// A block's own `font-size`, `line-height` and `em` lengths (CSS 2 §10.8, CSS Fonts 4 §2.5):
/// its text is shaped at its size, its lines are as tall as its line height makes them, its
/// width in `em` is of its own size.
@Suite struct BlockFontTests {
    private func layOutHTML(_ html: String) throws -> LaidOutPage {
        let page = try Page.parse(html: html, fileName: "page.html", helpLook: false)
        return try PageLayout(options: PageOptions(width: 800, language: tag("he"), source: "page.html",
                                                   style: PageStyle(userAgentWith: page.styleSheets)),
                              shaper: shaper("he")).layout(page)
    }

    @Test func blockFontSizeShapesItsTextAndEmsAreItsOwn() throws {
        let laidOut = try layOutHTML("""
            <style>.big { font-size: 150%; width: 10em; border: 1px solid } p { margin: 0 }</style>
            <div class=big><p>שלום <span style="font-size: 0.5em">עולם</span></p></div><p>שלום</p>
            """)
        let sizes = laidOut.glyphRuns.map(\.font.size)
        #expect(sizes == [24, 12, 16])
        // width: 10em of the div's own 24px, and its border.
        #expect(laidOut.boxes(.box).map(\.frame.width) == [242])
    }

    @Test func lineHeightSetsTheLineBoxFromTheStrut() throws {
        let laidOut = try layOutHTML("""
            <style>p { margin: 0 } .fixed { line-height: 40px } .number { font-size: 20px; line-height: 2 }</style>
            <p class=fixed>שלום<br>עולם</p><p class=number>שלום</p><p>שלום</p>
            """)
        let heights = laidOut.boxes(.paragraph).map(\.frame.height)
        #expect(heights.count == 3)
        #expect(heights[0] == 80)
        #expect(heights[1] == 40)
        // The page's own line spacing (`normal`): the fonts' ascent and descent, not a CSS line height.
        #expect(heights[2] != 16 && heights[2] > 20)
        // Half the leading above the first line: the baseline of a 16px Hebrew line in a 40px line box.
        let baseline = try #require(laidOut.texts.first?.layout.lines.first?.baseline)
        #expect(abs(baseline - (20 + (1.068 - 0.292) / 2 * 16)) < 0.1)
    }

    /// `line-height: normal` in the UA look: the face's ascent and descent (17.09 and 4.67 px
    /// for Noto Sans Hebrew at 16px) in whole pixels, as browsers take them, so that what
    /// follows a line starts on a pixel, and the baseline is the rounded ascent below the top.
    @Test func normalLineHeightIsTheFontsMetricsInWholePixels() throws {
        let laidOut = try layOutHTML("<style>p { margin: 0 }</style><p>שלום<br>עולם</p>")
        let lines = try #require(laidOut.texts.first?.layout.lines)
        #expect(lines.map(\.height) == [22, 22])
        #expect(lines.map(\.baseline) == [17, 39])
    }

    /// `font: 24px/24px ahem`, as the CSS WG reftests set it on blocks; the family is the
    /// named folder's Ahem, whose ascent and descent are its em: lines exactly 24px apart.
    @Test func fontShorthandOnABlockWithANamedFamily() throws {
        let page = try Page.parse(html: "<style>div { font: 24px/24px ahem; margin: 0 }</style><div>XX<br>XX</div>", fileName: "page.html",
                                  helpLook: false)
        var options = PageOptions(width: 800, language: tag("en"), source: "page.html", style: PageStyle(userAgentWith: page.styleSheets))
        options.namedFonts = WebFontTests.corpus
        let laidOut = try PageLayout(options: options, shaper: shaper("en")).layout(page)
        let lines = try #require(laidOut.texts.first?.layout.lines)
        #expect(lines.map(\.height) == [24, 24])
        #expect(zip(lines.map(\.baseline), [19.2, 43.2]).allSatisfy { abs($0 - $1) < 1e-9 })
        // The folder's first file of the family, by name.
        #expect(laidOut.glyphRuns.allSatisfy { $0.font.path.hasSuffix("/ahem.ttf") && $0.font.size == 24 })
        #expect(laidOut.fontProblems.isEmpty)
    }
}
