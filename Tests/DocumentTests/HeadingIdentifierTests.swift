import Testing
import Document

/// Heading ids as kramdown, Pandoc, Docusaurus and VitePress write them, and MDX comments.
@Suite struct HeadingIdentifierTests {
    @Test func hebrewHeadingIdIsItsAnchorNotItsText() throws {
        let block = try onlyBlock("## למה JSX? {#why-jsx}\n")
        #expect(block == Block(.heading(level: 2, content: plain("למה JSX?")), line: 1, anchor: "why-jsx"))
    }

    @Test func idWithClassesAndDirection() throws {
        #expect(try onlyBlock("# مقدمة {#intro .beta}").anchor == "intro")
        #expect(try onlyBlock("# مقدمة {.beta #intro}").kind == .heading(level: 1, content: plain("مقدمة")))
        let both = try onlyBlock("## Setup {#setup} {dir=ltr}")
        #expect(both == Block(.heading(level: 2, content: plain("Setup")), line: 1, direction: .leftToRight, anchor: "setup"))
    }

    @Test(arguments: ["# a {#}", "# a {#x #y}", "# a {.x}", "# a {#x y}", "# a `{#x}`", "# a {#x\"}"])
    func whatIsNoIdStaysText(markdown: String) throws {
        let block = try onlyBlock(markdown)
        #expect(block.anchor == nil)
        #expect(block.kind != .heading(level: 1, content: plain("a")))
    }

    @Test func idInAParagraphIsText() throws {
        #expect(try onlyBlock("שלום {#x}") == Block(.paragraph(plain("שלום {#x}")), line: 1))
    }

    @Test func mdxCommentsAreNotDrawn() throws {
        let blocks = try page("{/* הערה למתרגמים */}\n\nטקסט {/* פנימי */} כאן\n\n{/* על\nשתי שורות */}\n\n`{/* code */}`\n").blocks
        #expect(blocks == [Block(.paragraph(plain("טקסט כאן")), line: 3),
                           Block(.paragraph([InlineRun("{/* code */}", style: InlineStyle(code: true))]), line: 8)])
    }
}
