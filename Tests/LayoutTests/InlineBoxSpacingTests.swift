import Document
import Layout
import Testing

/// An inline box's horizontal margins, borders and padding take room on its line, on its
/// visual left and right (CSS 2 §8.1, §10.3.1), whatever the box's direction.
@Suite struct InlineBoxSpacingTests {
    private func runs(_ html: String) throws -> [ParagraphLayout.Run] {
        let page = try Page.parse(html: "<style>p { margin: 0 }</style>" + html, fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 800, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        return try #require(laidOut.texts.first?.layout.lines.first?.runs)
    }

    /// The left edge of the glyphs of `text`.
    private func left(of text: String, in runs: [ParagraphLayout.Run]) throws -> Double {
        let run = try #require(runs.first { $0.text.contains(text) })
        let range = try #require(run.text.range(of: text))
        let clusters = run.text.utf16.distance(from: run.text.startIndex, to: range.lowerBound)..<run.text.utf16.distance(from: run.text.startIndex, to: range.upperBound)
        return try #require(run.glyphs.filter { clusters.contains($0.cluster) }.map(\.position.x).min())
    }

    @Test func marginsBorderAndPaddingPushTheTextAfterThem() throws {
        let plain = try runs("<p>First <span>Second</span> Third</p>")
        let spaced = try runs("<p>First <span style='margin-left: 10px; border-left: 2px solid; padding: 0 5px 0 3px'>Second</span> Third</p>")
        #expect(abs(try left(of: "Second", in: spaced) - (try left(of: "Second", in: plain)) - 15) < 0.01)
        #expect(abs(try left(of: "Third", in: spaced) - (try left(of: "Third", in: plain)) - 20) < 0.01)
    }

    /// A right-to-left override's `padding-left` is still on its left: before its first glyph
    /// on the line, which is its logical last.
    @Test func paddingLeftOfAnOverrideIsOnItsLeft() throws {
        let plain = try runs("<p>First <span style='direction: rtl; unicode-bidi: bidi-override'>dnoceS</span></p>")
        let spaced = try runs("<p>First <span style='direction: rtl; unicode-bidi: bidi-override; padding-left: 12px'>dnoceS</span></p>")
        #expect(abs(try left(of: "dnoceS", in: spaced) - (try left(of: "dnoceS", in: plain)) - 12) < 0.01)
    }
}
