import Testing
import Document
import TestSupport

@Suite struct FuzzTests {
    @Test func malformedMarkdownNeverCrashes() {
        var random = SplitMix64(state: 0x6761_6C6C_6579)
        let pieces = ["|", "*", "[", "]", "!", "-", "`", ">", "\n", "\n\n", " ", "(", ")", "_", "~", "#", "1.",
                      ":", "{dir=rtl}", "{.directional}", "\"", "<", "\\", "a", "ש", "٢", "---\n", "\t", "\r\n"]
        var parsedPages = 0
        var frontMatterErrors = 0
        for index in 0..<10_000 {
            let length = Int.random(in: 0..<120, using: &random)
            let markdown: String
            if index % 2 == 0 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                markdown = String(decoding: bytes, as: UTF8.self)
            } else {
                markdown = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            do {
                _ = try Page.parse(markdown: markdown, fileName: "fuzz.md")
                parsedPages += 1
            } catch {
                frontMatterErrors += 1
                #expect(!error.description.contains("\n"), "\(error)")
            }
        }
        print("fuzz: 10000 cases, \(parsedPages) parsed, \(frontMatterErrors) front matter errors, 0 crashes")
        #expect(parsedPages + frontMatterErrors == 10_000)
    }
}

@Suite struct DeepNestingTests {
    enum Input: String, CaseIterable {
        case blockQuotes, lists, emphasis, images, mixedInlines

        var markdown: String {
            switch self {
            case .blockQuotes: String(repeating: ">", count: 100_000) + " deep"
            case .lists: String(repeating: "- ", count: 50_000) + "deep"
            case .emphasis: String(repeating: "*", count: 50_000) + "deep" + String(repeating: "*", count: 50_000)
            case .images: String(repeating: "![", count: 20_000) + "deep" + String(repeating: "](x)", count: 20_000)
            case .mixedInlines: String(repeating: "~~*_", count: 20_000) + "deep" + String(repeating: "_*~~", count: 20_000)
            }
        }
    }

    @Test(arguments: Input.allCases)
    func deeplyNestedMarkdownDoesNotOverflowTheStack(input: Input) throws {
        let parsed = try page(input.markdown)
        #expect(!parsed.blocks.isEmpty)
    }

    @Test func blocksBeyondMaximumNestingBecomeTheirText() throws {
        var block = try onlyBlock(String(repeating: ">", count: 40) + " deep *text*")
        var depth = 0
        while case let .blockQuote(inner) = block.kind {
            block = inner[0]
            depth += 1
        }
        #expect(depth == 32)
        #expect(block.kind == .paragraph(plain("deep text")))
    }
}
