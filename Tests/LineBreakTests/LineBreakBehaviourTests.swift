import LineBreak
import Testing

/// The breaks Galley relies on, written as offsets so a failure shows where.
@Suite struct LineBreakBehaviourTests {
    /// The allowed (not mandatory) break offsets, without the end of text.
    func optionalBreaks(_ text: String) -> [Int] {
        LineBreaker.opportunities(in: text).filter { !$0.isMandatory }.map(\.offset)
    }

    /// The mandatory break offsets, including the end of text.
    func mandatoryBreaks(_ text: String) -> [Int] {
        LineBreaker.opportunities(in: text).filter(\.isMandatory).map(\.offset)
    }

    @Test func hebrewWordsBreakAfterSpaces() {
        // שלום עולם טוב: words of 4, 4 and 3 letters.
        #expect(optionalBreaks("שלום עולם טוב") == [5, 10])
        #expect(mandatoryBreaks("שלום עולם טוב") == [13])
        // The example in LineBreaker's documentation.
        #expect(LineBreaker.opportunities(in: "שלום עולם") == [
            LineBreakOpportunity(offset: 5, isMandatory: false),
            LineBreakOpportunity(offset: 9, isMandatory: true),
        ])
    }

    @Test func percentStaysWithItsNumber() {
        // LB25: NU × PO.
        #expect(optionalBreaks("50% off") == [4])
        #expect(optionalBreaks("מחיר 50%") == [5])
    }

    @Test func numbersWithSeparatorsStayWhole() {
        #expect(optionalBreaks("1,000") == [])
        #expect(optionalBreaks("3.5") == [])
        #expect(optionalBreaks("פי 3.5 או 1,000") == [3, 7, 10])
    }

    @Test func noBreakInsideParentheses() {
        // LB14: OP ×, LB13: × CP.
        #expect(optionalBreaks("x (hello) y") == [2, 10])
        #expect(optionalBreaks("(ראה)") == [])
    }

    @Test func noBreakSpaceAndWordJoinerPreventBreaks() {
        #expect(optionalBreaks("a\u{00A0}b") == [])
        #expect(optionalBreaks("100\u{00A0}ק״ג") == [])
        #expect(optionalBreaks("a\u{2060}b") == [])
        // LB11 also holds a word joiner to what is before it, even a space.
        #expect(optionalBreaks("a \u{2060}b") == [])
    }

    @Test func softHyphenAllowsBreakAfterIt() {
        // U+00AD is BA: × BA, and a break after it.
        #expect(optionalBreaks("hyphen\u{00AD}ation") == [7])
    }

    @Test func hyphenMinusAfterLettersBreaksAfterNotBefore() {
        // LB21: × HY, then LB31 after it.
        #expect(optionalBreaks("well-known") == [5])
        // But LB21a keeps a Hebrew letter's hyphen (and maqaf, BA) with what follows.
        #expect(optionalBreaks("דו-שיח") == [])
        #expect(optionalBreaks("דו\u{05BE}שיח") == [])
    }

    @Test func mandatoryBreaksAtLineEnds() {
        #expect(mandatoryBreaks("a\nb") == [2, 3])
        #expect(mandatoryBreaks("a\r\nb") == [3, 4])
        #expect(optionalBreaks("a\r\nb") == [])
        #expect(mandatoryBreaks("a\rb") == [2, 3])
        #expect(mandatoryBreaks("a\u{2028}b") == [2, 3])
    }

    @Test func endOfTextIsAlwaysAMandatoryBreak() {
        #expect(LineBreaker.opportunities(in: "a") == [LineBreakOpportunity(offset: 1, isMandatory: true)])
        #expect(LineBreaker.opportunities(in: "a ") == [LineBreakOpportunity(offset: 2, isMandatory: true)])
        #expect(LineBreaker.opportunities(in: "") == [])
    }

    @Test func surrogatePairsAreNeverSplit() {
        // U+1F600 is two UTF-16 units at offsets 2 and 3.
        #expect(optionalBreaks("a \u{1F600} b") == [2, 5])
        // ID × ID would allow a break between two CJK Extension B ideographs, at pair boundaries.
        #expect(optionalBreaks("\u{20000}\u{20001}") == [2])
        // A lone surrogate is a code point of its own (SG, resolved to AL by LB1).
        let lone: [UInt16] = [0x61, 0x20, 0xD800, 0x20, 0x62]
        #expect(LineBreaker.opportunities(in: lone).map(\.offset) == [2, 4, 5])
    }

    @Test func utf16AndStringAgree() {
        let text = "שלום, world (1,000%)\nשורה\r\nחדשה"
        #expect(LineBreaker.opportunities(in: text) == LineBreaker.opportunities(in: Array(text.utf16)))
    }

    @Test func unicodeVersion() {
        #expect(LineBreaker.unicodeVersion == "15.0.0")
    }

    /// Long runs of the classes whose rules look across a sequence (spaces after OP, digits,
    /// marks after a bracket, regional indicators) must stay linear: a million code units finish.
    @Test func millionCharacters() {
        let quarter = 250_000
        let text = "(" + String(repeating: " ", count: quarter - 1)
            + String(repeating: "9", count: quarter)
            + "$(" + String(repeating: "\u{0308}", count: quarter - 2)
            + String(repeating: "\u{1F1EE}", count: quarter / 2)
        #expect(text.utf16.count == 1_000_000)
        let breaks = LineBreaker.opportunities(in: text)
        // After the spaces, between each pair of flags, and at the end.
        #expect(breaks.count == 1 + quarter / 4 - 1 + 1)
        #expect(breaks.last == LineBreakOpportunity(offset: 1_000_000, isMandatory: true))
    }
}
