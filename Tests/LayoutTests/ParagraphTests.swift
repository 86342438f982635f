import DisplayList
import Layout
import Testing

@Suite struct ParagraphTests {
    static let sentence = "שחררנו את Tabula Sheets 2 עם 250 פונקציות."

    @Test func hebrewSentenceWithEnglishPhraseAndNumberVisualOrderOnOneLine() {
        // Runs left to right on screen: the period ends the RTL sentence on the left, the
        // number and the English phrase read left to right inside the Hebrew.
        #expect(visualRuns(Self.sentence, width: 2000) == [
            [".", "פונקציות", " ", "250", "עם ", " ", "Tabula Sheets 2", "שחררנו את "],
        ])
    }

    @Test func hebrewSentenceWithEnglishPhraseAndNumberVisualOrderPerLine() {
        // Broken first, then reordered line by line (UAX #9 L1-L2 per line).
        #expect(visualRuns(Self.sentence, width: 150) == [
            ["Tabula", "שחררנו את "],
            ["250", "עם ", " ", "Sheets 2"],
            [".", "פונקציות"],
        ])
    }

    @Test func hebrewParagraphIsRightToLeftAndEnglishLeftToRight() {
        let hebrew = Paragraph([AttributedRun("Galley: שלום")], shaper: shaper("he"))
        let english = Paragraph([AttributedRun("שלום: Galley")], shaper: shaper("he"))
        #expect(hebrew.direction == .leftToRight) // first strong character is Latin
        #expect(english.direction == .rightToLeft)
    }

    @Test func noLineIsWiderThanTheBoxEvenForALongWord() {
        let paragraph = Paragraph([AttributedRun("Supercalifragilisticexpialidocious_and_more_and_more שלום")], shaper: shaper("he"))
        let layout = paragraph.layout(width: 120, alignment: .natural, page: .rightToLeft)
        #expect(layout.lines.count > 2)
        for line in layout.lines { #expect(line.contentWidth <= 120.001) }
    }

    @Test func softHyphenBreaksWithAVisibleHyphen() {
        let paragraph = Paragraph([AttributedRun("Internationali\u{AD}zation Internationali\u{AD}zation")], shaper: shaper("en"))
        let layout = paragraph.layout(width: 130, alignment: .left, page: .leftToRight)
        let first = layout.lines[0]
        #expect(first.runs.last?.text.hasSuffix("\u{AD}") == true)
        // The hyphen is drawn: the line is wider than the letters before the soft hyphen.
        let letters = Paragraph([AttributedRun("Internationali")], shaper: shaper("en")).layout(width: 1000, alignment: .left, page: .leftToRight)
        #expect(first.contentWidth > letters.lines[0].contentWidth + 3)
    }

    @Test func hardLineBreakStartsANewLine() {
        let layout = Paragraph([AttributedRun("שורה אחת\nשורה שתיים")], shaper: shaper("he"))
            .layout(width: 1000, alignment: .natural, page: .rightToLeft)
        #expect(layout.lines.count == 2)
    }

    @Test func hindiLineIsTallerThanLatinLine() {
        let hindi = Paragraph([AttributedRun("सूत्र और फ़ंक्शन")], shaper: shaper("hi")).layout(width: 800, alignment: .natural, page: .leftToRight)
        let latin = Paragraph([AttributedRun("Formulas and functions")], shaper: shaper("en")).layout(width: 800, alignment: .natural, page: .leftToRight)
        #expect(hindi.lines[0].height > latin.lines[0].height * 1.08)
    }

    @Test func arabicLineIsTallerThanLatinLine() {
        // Naskh's own metrics leave room for vowel marks above and below.
        let arabic = Paragraph([AttributedRun("كُتُبٌ")], shaper: shaper("ar")).layout(width: 800, alignment: .natural, page: .rightToLeft)
        let latin = Paragraph([AttributedRun("Books")], shaper: shaper("en")).layout(width: 800, alignment: .natural, page: .leftToRight)
        #expect(arabic.lines[0].height > latin.lines[0].height * 1.15)
    }

    @Test func stackedMarksBeyondTheFontsAscentGrowTheLine() {
        // Four acute accents stacked on one letter reach far above Noto Sans's ascent: the ink,
        // not only the font's metrics, sets the line box.
        let plain = Paragraph([AttributedRun("a")], shaper: shaper("en")).layout(width: 800, alignment: .natural, page: .leftToRight)
        let stacked = Paragraph([AttributedRun("a\u{301}\u{301}\u{301}\u{301}")], shaper: shaper("en"))
            .layout(width: 800, alignment: .natural, page: .leftToRight)
        #expect(stacked.lines[0].height > plain.lines[0].height + 5)
    }
}

extension ParagraphTests {
    /// CSS Text 3 §5.5: a word wider than its line is broken between grapheme clusters only
    /// where long words break (Galley's look); with `overflow-wrap: normal` it overflows its
    /// line, and the words after it go on the next line.
    @Test func longWordOverflowsUnlessLongWordsBreak() {
        let paragraph = Paragraph([AttributedRun("Supercalifragilistic word")], shaper: shaper("en"))
        let broken = paragraph.layout(width: 60, alignment: .left, page: .leftToRight)
        #expect(broken.lines.count > 2 && broken.lines.allSatisfy { $0.contentWidth <= 60 })
        let overflowing = paragraph.layout(width: 60, alignment: .left, page: .leftToRight, breaksLongWords: false)
        #expect(overflowing.lines.count == 2 && overflowing.lines[0].contentWidth > 60)
    }
}

extension ParagraphTests {
    /// CSS Text 3 §6.3 `text-align-last`: the last line (here the only one) takes it; the lines
    /// before it keep `text-align`.
    @Test func lastLineTakesItsOwnAlignment() {
        let paragraph = Paragraph([AttributedRun("one two three four five six")], shaper: shaper("en"))
        let laidOut = paragraph.layout(width: 100, alignment: .left, page: .leftToRight, lastLineAlignment: .right)
        #expect(laidOut.lines.count > 1)
        #expect(laidOut.lines.dropLast().allSatisfy { $0.contentX == 0 })
        let last = laidOut.lines[laidOut.lines.count - 1]
        #expect(abs(last.contentX + last.contentWidth - 100) < 0.01)
    }
}
