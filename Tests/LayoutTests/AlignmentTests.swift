import Layout
import LocaleRules
import Testing

/// Each alignment in an LTR and an RTL page, for a Hebrew and an English paragraph: where the
/// content of every line starts and ends in a 600 px box.
@Suite struct AlignmentTests {
    static let width = 600.0
    static let hebrew = "הסיסמה חייבת להכיל לפחות 8 תווים, אות גדולה אחת (A-Z) וספרה אחת. אפשר להשתמש גם בסימנים כמו # ו-%."
    static let english = "The password must have at least 8 characters, one capital letter (A-Z) and one digit."

    func lines(_ text: String, _ alignment: Alignment, page: LayoutDirection) -> [ParagraphLayout.Line] {
        Paragraph([AttributedRun(text)], shaper: shaper(page == .rightToLeft ? "he" : "en"))
            .layout(width: 300, alignment: alignment, page: page).lines
    }

    func touchesRight(_ line: ParagraphLayout.Line) -> Bool { abs(line.contentX + line.contentWidth - 300) < 0.01 }
    func touchesLeft(_ line: ParagraphLayout.Line) -> Bool { abs(line.contentX) < 0.01 }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func hebrewParagraphNaturalAlignmentIsRightOnEveryPage(page: LayoutDirection) {
        let lines = lines(Self.hebrew, .natural, page: page)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy(touchesRight))
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func englishParagraphNaturalAlignmentIsLeftOnEveryPage(page: LayoutDirection) {
        #expect(lines(Self.english, .natural, page: page).allSatisfy(touchesLeft))
    }

    @Test func hebrewParagraphTrailingAlignmentOnRightToLeftPageAlignsEveryLineLeft() {
        // The password-hint case: trailing aligns every line of a multi-line paragraph, not its box.
        let lines = lines(Self.hebrew, .trailing, page: .rightToLeft)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy(touchesLeft))
        #expect(!lines.allSatisfy(touchesRight))
    }

    @Test func hebrewParagraphLeadingAlignmentOnRightToLeftPageIsRight() {
        #expect(lines(Self.hebrew, .leading, page: .rightToLeft).allSatisfy(touchesRight))
    }

    @Test func englishParagraphLeadingAndTrailingFollowThePageNotTheParagraph() {
        #expect(lines(Self.english, .leading, page: .rightToLeft).allSatisfy(touchesRight))
        #expect(lines(Self.english, .trailing, page: .rightToLeft).allSatisfy(touchesLeft))
        #expect(lines(Self.english, .leading, page: .leftToRight).allSatisfy(touchesLeft))
        #expect(lines(Self.english, .trailing, page: .leftToRight).allSatisfy(touchesRight))
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leftAndRightNeverFlip(page: LayoutDirection) {
        for text in [Self.hebrew, Self.english] {
            #expect(lines(text, .left, page: page).allSatisfy(touchesLeft))
            #expect(lines(text, .right, page: page).allSatisfy(touchesRight))
        }
    }

    @Test func centerCentresEveryLine() {
        for line in lines(Self.hebrew, .center, page: .rightToLeft) {
            #expect(abs(line.contentX - (300 - line.contentX - line.contentWidth)) < 0.01)
        }
    }

    @Test(arguments: [Self.hebrew, Self.english])
    func justifyFillsEveryLineButTheLast(text: String) {
        let lines = lines(text, .justify, page: .rightToLeft)
        #expect(lines.count > 1)
        for line in lines.dropLast() { #expect(touchesLeft(line) && touchesRight(line)) }
        let last = lines.last!
        #expect(text == Self.hebrew ? touchesRight(last) && !touchesLeft(last) : touchesLeft(last) && !touchesRight(last))
    }
}
