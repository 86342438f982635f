import Testing
import Document

@Suite struct DirectionAttributeTests {
    @Test func paragraphDirAttributeOnOwnLineIsStripped() throws {
        let block = try onlyBlock("Galley 250 קבצים\n{dir=rtl}\n")
        #expect(block == Block(.paragraph(plain("Galley 250 קבצים")), line: 1, direction: .rightToLeft))
    }

    @Test func headingDirAttributeAtEndOfLine() throws {
        let block = try onlyBlock("## Installation {dir=ltr}\n")
        #expect(block == Block(.heading(level: 2, content: plain("Installation")), line: 1, direction: .leftToRight))
    }

    @Test func dirAutoIsKept() throws {
        #expect(try onlyBlock("x {dir=auto}").direction == .auto)
    }

    @Test func standaloneAttributeSetsThePreviousBlock() throws {
        let blocks = try page("| a |\n|---|\n| b |\n\n{dir=rtl}\n\n- one\n- two\n\n{dir=ltr}\n").blocks
        #expect(blocks.map(\.direction) == [.rightToLeft, .leftToRight])
        #expect(blocks.map(\.line) == [1, 7])
    }

    @Test func standaloneAttributeWithNothingBeforeStaysText() throws {
        #expect(try onlyBlock("{dir=rtl}\n") == Block(.paragraph(plain("{dir=rtl}")), line: 1))
    }

    @Test func attributeInCodeSpanIsText() throws {
        let block = try onlyBlock("write `{dir=rtl}`")
        #expect(block.direction == nil)
        #expect(block.kind == .paragraph([InlineRun("write "), InlineRun("{dir=rtl}", style: InlineStyle(code: true))]))
    }

    @Test func unknownAttributeValueStaysText() throws {
        #expect(try onlyBlock("x {dir=rlt}") == Block(.paragraph(plain("x {dir=rlt}")), line: 1))
    }

    @Test func blocksWithoutAttributeInheritDirection() throws {
        #expect(try onlyBlock("שלום").direction == nil)
    }
}
