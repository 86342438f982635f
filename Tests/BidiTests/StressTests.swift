@testable import Bidi
import Testing

/// Large inputs that would expose traps (stack depth, overflow) or quadratic behaviour; they
/// check a few levels, not timing.
@Suite struct StressTests {
    @Test func millionCharacterParagraph() {
        // 20 code units: L, WS, R, EN CS EN, a bracket pair, AN, NSM and a surrogate pair (R).
        let unit = "abc \u{5D0}\u{5D1} 1.5 (x) \u{661}\u{301}\u{10800} "
        let unitLevels: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 2, 2, 1, 1, 0]
        let paragraph = BidiParagraph(String(repeating: unit, count: 50_000))
        #expect(paragraph.utf16Count == 1_000_000)
        #expect(paragraph.baseLevel == .leftToRight)
        #expect(paragraph.levels.prefix(20).map(\.rawValue) == unitLevels)
        #expect(paragraph.levels[500_000..<500_020].map(\.rawValue) == unitLevels)
        let lastLine = 999_980..<1_000_000
        #expect(paragraph.levels(inLine: lastLine).map(\.rawValue) == unitLevels)
        #expect(paragraph.visualRuns(in: lastLine).map { $0.range.lowerBound - 999_980 } == [0, 7, 4, 10, 17, 15, 19])
        let order = paragraph.visualOrder(in: 0..<1_000_000)
        // The EN run inside the R run keeps its order; the surrogate pair keeps lead first.
        #expect(order.count == 1_000_000 && order[4...9] == [7, 8, 9, 6, 5, 4])
        #expect(order[999_995...999_998] == [999_997, 999_998, 999_995, 999_996])
    }

    @Test func tenThousandNestedEmbeddings() {
        // X1-X5: RLE, LRE, RLE... nest to level 125; the rest overflow and their PDFs too.
        var text = ""
        for i in 0..<10_000 { text += i % 2 == 0 ? "\u{202B}" : "\u{202A}" }
        text += "a"
        text += String(repeating: "\u{202C}", count: 10_000)
        text += "b"
        let paragraph = BidiParagraph(text, base: .leftToRight)
        #expect(paragraph.levels[10_000].rawValue == 126)  // L at level 125 goes up one (I2)
        #expect(paragraph.levels[20_001].rawValue == 0)

        // Nested isolates: BD9 matches all 10,000; FSI looks past the nested ones (X5c).
        let isolates = String(repeating: "\u{2068}", count: 10_000) + "\u{5D0}" + String(repeating: "\u{2069}", count: 10_000) + "c"
        let nested = BidiParagraph(isolates, base: .leftToRight)
        #expect(nested.levels[0].rawValue == 0)
        // An FSI skips nested isolates when it looks for a strong character: each is an LRI.
        #expect(nested.levels[1].rawValue == 2)
        #expect(nested.levels[10_000].rawValue == 125)  // R at level 124, the deepest even one
        #expect(nested.levels[20_000].rawValue == 0)
        #expect(nested.levels[20_001].rawValue == 0)
    }

    @Test func hundredThousandBracketPairs() {
        // N0 on 100,000 pairs: empty pairs (N0 d), and pairs holding R in an LTR paragraph.
        let empty = BidiParagraph("\u{5D0}" + String(repeating: "[]", count: 100_000) + "a")
        #expect(empty.baseLevel == .rightToLeft)
        #expect(empty.levels[1].rawValue == 1 && empty.levels[200_000].rawValue == 1)
        let full = BidiParagraph("a" + String(repeating: "[\u{5D0}]", count: 100_000), base: .leftToRight)
        // N0 c2: R inside, L before the first pair; later pairs see the previous ] as L.
        #expect(full.levels[1].rawValue == 0 && full.levels[2].rawValue == 1 && full.levels[3].rawValue == 0)
        #expect(full.levels[299_999].rawValue == 1 && full.levels[300_000].rawValue == 0)
        // 100,000 nested: BD16 stops at the 64th opening bracket.
        let nested = BidiParagraph(String(repeating: "(", count: 100_000) + "\u{5D0}" + String(repeating: ")", count: 100_000),
                                   base: .leftToRight)
        #expect(nested.levels[100_000].rawValue == 1)
    }
}
