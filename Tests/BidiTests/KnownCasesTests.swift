@testable import Bidi
import Testing

/// Small cases with levels worked out from UAX #9, including the three where ICU 72 departs
/// from the standard (see ``ICUDifferentialTests``), and the API's edge cases.
@Suite struct KnownCasesTests {
    static func levels(_ text: String, _ base: BaseDirection = .leftToRight) -> [UInt8] {
        let paragraph = BidiParagraph(text, base: base)
        return paragraph.levels(inLine: 0..<paragraph.utf16Count).map(\.rawValue)
    }

    @Test func nsmAfterClosingBracketTakesTheBracketDirection() {
        // N0: the pair resolves to R (R inside, R before); the NSM after ")" follows it.
        #expect(Self.levels("\u{5D0}(\u{5D1})\u{301}a") == [1, 1, 1, 1, 1, 0])
    }

    @Test func overriddenIsolateFormattingCharactersTakeTheOverride() {
        // X5a, X6a: RLI and PDI inside LRO are L at level 2.
        let text = "\u{202D}\u{202E}\u{5D0}\u{202C}\u{2067}\u{2069}\u{202E}\u{5D1}"
        let levels = Self.levels(text)
        #expect(levels[2] == 3 && levels[4] == 2 && levels[5] == 2 && levels[7] == 3)
    }

    @Test func canonicallyEquivalentBracketsPairOnce() {
        // BD16: 〈 pairs with the first 〉; the U+232A after R is unpaired, and N1 makes it R.
        #expect(Self.levels("\u{3008}\u{3009}\u{5D0}\u{232A}\u{5D1}") == [0, 0, 1, 1, 1])
        // U+2329 and U+3009 are a pair up to canonical equivalence: N0 c1 makes both L.
        #expect(Self.levels("a \u{2329}b\u{3009} \u{5D0}", .rightToLeft) == [2, 2, 2, 2, 2, 1, 1])
    }

    @Test func paragraphsSplitAfterSeparators() {
        #expect(Bidi.paragraphs(in: "a\r\nb\u{2029}c\rd") == [0..<3, 3..<5, 5..<7, 7..<8])
        #expect(Bidi.paragraphs(in: "").isEmpty)
    }

    @Test func surrogatePairsShareALevelAndStayInOrder() {
        // U+10800 CYPRIOT SYLLABLE A is R.
        let paragraph = BidiParagraph("a \u{10800}\u{10801}", base: .leftToRight)
        #expect(paragraph.levels.map(\.rawValue) == [0, 0, 1, 1, 1, 1])
        #expect(paragraph.visualOrder(in: 0..<6) == [0, 1, 4, 5, 2, 3])
        #expect(paragraph.scalarLevels(inLine: 0..<6).map(\.rawValue) == [0, 0, 1, 1])
        #expect(paragraph.scalarOffset(ofUTF16Offset: 5) == 3)
        #expect(paragraph.utf16Offset(ofScalarOffset: 3) == 4)
        #expect(paragraph.utf16Offset(ofScalarOffset: 4) == 6)
    }

    @Test func linesApplyL1AndReorderRuns() {
        let paragraph = BidiParagraph("abc \u{5D0}\u{5D1}\u{5D2} def ", base: .auto)
        #expect(paragraph.resolvedDirection == .leftToRight)
        #expect(paragraph.visualRuns(in: 0..<12) == [
            BidiRun(range: 0..<4, level: .leftToRight), BidiRun(range: 4..<7, level: .rightToLeft),
            BidiRun(range: 7..<12, level: .leftToRight),
        ])
        // A line ending in the RTL word: the space after it is trailing whitespace (L1).
        let rtl = BidiParagraph("\u{5D0}\u{5D1} abc ", base: .auto)
        #expect(rtl.levels(inLine: 0..<7).map(\.rawValue) == [1, 1, 1, 2, 2, 2, 1])
        #expect(rtl.visualOrder(in: 0..<7) == [6, 3, 4, 5, 2, 1, 0])
        #expect(rtl.visualOrder(in: 3..<7) == [6, 3, 4, 5])
    }

    @Test func mirroring() {
        #expect(Bidi.mirrored("(") == ")")
        #expect(Bidi.mirrored("\u{2329}") == "\u{232A}")
        #expect(Bidi.mirrored("a") == nil)
        #expect(Bidi.unicodeVersion == "15.0.0")
    }

    @Test func emptyParagraph() {
        let paragraph = BidiParagraph("", base: .rightToLeft)
        #expect(paragraph.baseLevel == .rightToLeft)
        #expect(paragraph.levels.isEmpty && paragraph.visualOrder(in: 0..<0).isEmpty)
    }
}

/// Paragraph starts given by a higher-level protocol (HTML's `br`): each part resolved alone,
/// all at one level.
@Suite struct ParagraphStartsTests {
    @Test func neutralBeforeAStartResolvesAgainstEOS() {
        let text = Array("אב Report.pdf.\u{2028}Settings".utf16)
        let split = BidiParagraph(utf16: text, base: .rightToLeft, starts: [15])
        #expect(split.levels[13].rawValue == 1)
        #expect(BidiParagraph(utf16: text, base: .rightToLeft).levels[13].rawValue == 2)
    }

    @Test func autoResolvesOnceOverTheWholeText() {
        // The first part has no strong letter; the second's Hebrew sets the level of both, so
        // the digits of the first are a number in a right-to-left paragraph (level 2).
        let text = Array("123\u{2028}אבג abc".utf16)
        let split = BidiParagraph(utf16: text, base: .auto, starts: [4])
        #expect(split.baseLevel.rawValue == 1)
        #expect(split.levels[0].rawValue == 2 && split.levels[4].rawValue == 1)
    }

    @Test func plaintextGivesEachPartItsOwnLevel() {
        // CSS `unicode-bidi: plaintext`: P2-P3 per part. The Hebrew line is right to left, the
        // English one left to right, and the digits of a part with no strong letter take P3's 0.
        let text = Array("אבג 1\u{2028}abc 2\u{2028}123".utf16)
        let split = BidiParagraph(utf16: text, base: .plaintext, starts: [6, 12])
        #expect(split.baseLevel.rawValue == 1)
        #expect([0, 4, 6, 10, 12].map { split.baseLevel(at: $0).rawValue } == [1, 1, 0, 0, 0])
        #expect(split.levels[4].rawValue == 2 && split.levels[10].rawValue == 0 && split.levels[12].rawValue == 0)
        // L1 resets a line's trailing space to its own paragraph's level.
        #expect(split.levels(inLine: 6..<12).map(\.rawValue) == [0, 0, 0, 0, 0, 0])
        #expect(BidiParagraph(utf16: text, base: .plaintextRightToLeft, starts: [6, 12]).baseLevel(at: 12).rawValue == 1)
    }
}
