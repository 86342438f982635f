import Document
import Layout
import Testing

/// An inline box's borders and background are drawn around each of its fragments (CSS 2 §8.6):
/// split across lines, its start side's edges are on its first line only, its end side's on its
/// last; split by bidi reordering, its left side on its leftmost fragment, its right on its rightmost.
@Suite struct InlineBoxFragmentTests {
    private func lines(_ html: String) throws -> [ParagraphLayout.Line] {
        let page = try Page.parse(html: "<style>p { margin: 0 }</style>" + html, fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 800, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        return try #require(laidOut.texts.first?.layout.lines)
    }

    @Test func rightToLeftBoxSplitByALineBreakHasItsRightSideFirst() throws {
        let lines = try lines("<p dir=rtl><span style='border: 2px solid; padding: 0 10px 0 5px'>One<br>Two</span></p>")
        #expect(lines.count == 2)
        let first = try #require(lines[0].inlineBoxes.first), second = try #require(lines[1].inlineBoxes.first)
        #expect(first.hasRightEdge && !first.hasLeftEdge)
        #expect(second.hasLeftEdge && !second.hasRightEdge)
        // The first line's text is padded on its right only: its fragment is its glyphs and 10 + 2 px.
        #expect(abs((first.maxX - first.x) - (lines[0].contentWidth)) < 0.01)
    }

    @Test func leftToRightBoxSplitByALineBreakHasItsLeftSideFirst() throws {
        let lines = try lines("<p><span style='border: 2px solid red'>One<br>Two</span></p>")
        let first = try #require(lines[0].inlineBoxes.first), second = try #require(lines[1].inlineBoxes.first)
        #expect(first.hasLeftEdge && !first.hasRightEdge && second.hasRightEdge && !second.hasLeftEdge)
    }

    /// The box's text is split by an override that reaches past its end: two fragments on the
    /// line, the text outside the box between them, the left border on the left one only.
    @Test func boxSplitByReorderingHasAFragmentEachSide() throws {
        let lines = try lines("<p><span style='border: solid'> AAA&#x202E;III</span>FFF&#x202C;JJJ</p>")
        let fragments = try #require(lines.first?.inlineBoxes)
        #expect(fragments.count == 2)
        let left = try #require(fragments.min { $0.x < $1.x }), right = try #require(fragments.max { $0.x < $1.x })
        #expect(left.hasLeftEdge && !left.hasRightEdge && right.hasRightEdge && !right.hasLeftEdge)
        #expect(left.maxX < right.x)
    }

    /// An override's control at the box's start, which X9 leaves at the level before it, makes no
    /// fragment of its own: the box is one fragment round its reversed text, right of the text
    /// after it; inside a monospace block, its monospace text is no code span isolated from it.
    @Test func overrideAtTheBoxStartMakesNoEmptyFragment() throws {
        let lines = try lines("<div style='font-family: monospace'>TE<span style='border: solid'>&#x202E;TSET</span>&#x202D;ST</div>")
        let fragments = try #require(lines.first?.inlineBoxes)
        #expect(fragments.count == 1)
        let fragment = try #require(fragments.first)
        #expect(fragment.hasLeftEdge && fragment.hasRightEdge)
        let st = try #require(lines.first?.runs.first { $0.text.hasSuffix("ST") && !$0.text.contains("TSET") })
        #expect(st.x < fragment.x)
    }

    /// CSS 2 §9.2.1.1: an inline box holding a block is split round it: its text before the block
    /// has its start side (the right, right to left), its text after it its end side, and no
    /// block box is drawn round the whole; the two pieces have no gap between them.
    @Test func inlineBoxSplitByABlockHasItsStartOnItsFirstPiece() throws {
        let page = try Page.parse(html: "<div dir=rtl><span style='border: 2px solid; padding: 0 10px 0 5px'>One<div></div>Two</span></div>",
                                  fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 800, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        #expect(!laidOut.boxes.contains { $0.kind == .box })
        let texts = laidOut.texts
        #expect(texts.count == 2)
        let one = try #require(texts.first?.layout.lines.first?.inlineBoxes.first), two = try #require(texts.last?.layout.lines.first?.inlineBoxes.first)
        #expect(one.hasRightEdge && !one.hasLeftEdge && two.hasLeftEdge && !two.hasRightEdge)
        #expect(texts[1].origin.y == texts[0].origin.y + texts[0].layout.height)
    }
}
