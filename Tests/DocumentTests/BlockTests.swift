import Testing
import Document

@Suite struct BlockTests {
    @Test func atxHeadingKeepsLevelAndLine() throws {
        let blocks = try page("intro\n\n### Setup\n").blocks
        #expect(blocks[1] == Block(.heading(level: 3, content: plain("Setup")), line: 3))
    }

    @Test func setextHeadingIsLevelTwo() throws {
        #expect(try onlyBlock("Setup\n-----\n").kind == .heading(level: 2, content: plain("Setup")))
    }

    @Test func paragraphJoinsSoftBreaksWithSpace() throws {
        #expect(try onlyBlock("one\ntwo\n") == Block(.paragraph(plain("one two")), line: 1))
    }

    @Test func hardBreaksBecomeLineSeparator() throws {
        let expected = Block.Kind.paragraph(plain("one\u{2028}two\u{2028}three"))
        #expect(try onlyBlock("one  \ntwo\\\nthree\n").kind == expected)
    }

    @Test func codeBlockKeepsLanguageTextAndIsLeftToRight() throws {
        let block = try page("text\n\n```swift title\nlet a = 1\nlet b = 2\n```\n").blocks[1]
        #expect(block == Block(.codeBlock(language: "swift", text: "let a = 1\nlet b = 2"), line: 3,
                               direction: .leftToRight))
    }

    @Test func indentedCodeBlockHasNoLanguage() throws {
        #expect(try onlyBlock("    x = 1\n").kind == .codeBlock(language: nil, text: "x = 1"))
    }

    @Test func thematicBreakKeepsLine() throws {
        let blocks = try page("a\n\n***\n").blocks
        #expect(blocks[1] == Block(.thematicBreak, line: 3))
    }

    @Test func blockQuoteHoldsBlocks() throws {
        let block = try onlyBlock("> # Note\n>\n> Read this.\n")
        #expect(block == Block(.blockQuote([
            Block(.heading(level: 1, content: plain("Note")), line: 1),
            Block(.paragraph(plain("Read this.")), line: 3),
        ]), line: 1))
    }

    @Test func orderedListKeepsStartAndTightness() throws {
        let block = try onlyBlock("3. three\n4. four\n")
        #expect(block == Block(.list(ListBlock(ordered: true, start: 3, isTight: true, items: [
            [Block(.paragraph(plain("three")), line: 1)],
            [Block(.paragraph(plain("four")), line: 2)],
        ])), line: 1))
    }

    @Test func nestedListIsInsideItsItem() throws {
        let block = try onlyBlock("- one\n\n  - inner a\n  - inner b\n- two\n")
        let inner = ListBlock(ordered: false, start: 1, isTight: true, items: [
            [Block(.paragraph(plain("inner a")), line: 3)],
            [Block(.paragraph(plain("inner b")), line: 4)],
        ])
        #expect(block == Block(.list(ListBlock(ordered: false, start: 1, isTight: false, items: [
            [Block(.paragraph(plain("one")), line: 1), Block(.list(inner), line: 3)],
            [Block(.paragraph(plain("two")), line: 5)],
        ])), line: 1))
    }

    @Test func htmlBlockIsParsedAsHTMLAndCommentIsDropped() throws {
        let blocks = try page("<!-- translators: keep short -->\n\n<div>\nhi\n</div>\n").blocks
        var hi = Block(.paragraph(plain("hi")), line: 3)
        hi.isAnonymous = true
        #expect(blocks == [hi])
    }

    @Test func linesCountFrontMatter() throws {
        let blocks = try page("---\ntitle: Help\n---\n\n# Help\n").blocks
        #expect(blocks.map(\.line) == [5])
    }

    @Test func crlfLineEndingsParse() throws {
        let parsed = try page("---\r\nlang: he\r\n---\r\n# A\r\n\r\nb\r\nc\r\n\r\n```\r\nx\r\ny\r\n```\r\n")
        #expect(parsed.frontMatter.lang == "he")
        #expect(parsed.blocks == [Block(.heading(level: 1, content: plain("A")), line: 4),
                                  Block(.paragraph(plain("b c")), line: 6),
                                  Block(.codeBlock(language: nil, text: "x\ny"), line: 9, direction: .leftToRight)])
    }

    @Test func hebrewParagraphWithEnglishNameAndNumberPassesThroughUnchanged() throws {
        let text = "התקינו את Galley גרסה 250 ולחצו על „המשך”."
        #expect(try onlyBlock(text + "\n").kind == .paragraph(plain(text)))
    }

    @Test func arabicHeadingPassesThroughUnchanged() throws {
        let text = "مرحبًا بك في Galley ٢٥٠"
        #expect(try onlyBlock("# " + text).kind == .heading(level: 1, content: plain(text)))
    }
}
