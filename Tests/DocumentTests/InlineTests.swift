import Testing
import Document

@Suite struct InlineTests {
    @Test func stylesNestAndEqualNeighboursMerge() throws {
        let block = try onlyBlock("a **bold *both*** `x` ~~gone~~ [link **b**](https://e.x) plain")
        #expect(block.kind == .paragraph([
            InlineRun("a "),
            InlineRun("bold ", style: InlineStyle(bold: true)),
            InlineRun("both", style: InlineStyle(bold: true, italic: true)),
            InlineRun(" "),
            InlineRun("x", style: InlineStyle(code: true)),
            InlineRun(" "),
            InlineRun("gone", style: InlineStyle(strikethrough: true)),
            InlineRun(" "),
            InlineRun("link ", style: InlineStyle(link: "https://e.x")),
            InlineRun("b", style: InlineStyle(bold: true, link: "https://e.x")),
            InlineRun(" plain"),
        ]))
    }

    @Test func textSplitByCmarkIsOneRun() throws {
        // cmark-gfm splits text nodes at 'w', '!', '[' and entities; the runs are merged back.
        #expect(try onlyBlock("new www world! [x &amp; y\n").kind == .paragraph(plain("new www world! [x & y")))
    }

    @Test func autolinkBecomesLink() throws {
        let block = try onlyBlock("see https://example.com now")
        #expect(block.kind == .paragraph([
            InlineRun("see "),
            InlineRun("https://example.com", style: InlineStyle(link: "https://example.com")),
            InlineRun(" now"),
        ]))
    }

    @Test func inlineHTMLElementsShowTheirContent() throws {
        #expect(try onlyBlock("press <abbr>Enter</abbr> or <Intro>this</Intro>").kind == .paragraph(plain("press Enter or this")))
    }

    @Test func imageAmongTextIsARunOfItsAltText() throws {
        let gear = InlineStyle(image: InlineImage(ImageReference(source: "gear.png", alt: "the gear"), line: 1))
        #expect(try onlyBlock("click ![the gear](gear.png) icon").kind
                == .paragraph([InlineRun("click "), InlineRun("the gear", style: gear), InlineRun(" icon")]))
    }
}
