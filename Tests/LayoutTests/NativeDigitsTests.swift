import Document
import Layout
import Testing

/// `--digits native`: typed digits in running text take the locale's digits; code, links and
/// phone numbers keep theirs.
@Suite struct NativeDigitsTests {
    func glyphText(_ markdown: String, language: String, digits: Digits) throws -> String {
        let page = try Page.parse(markdown: markdown, fileName: "page.md")
        let options = PageOptions(width: 1200, language: tag(language), source: "page.md", digits: digits)
        return try PageLayout(options: options, shaper: shaper(language)).layout(page).glyphRuns.map(\.text).joined()
    }

    let markdown = "اتصل على 1-800-555-0199 بين 9:00 و17:00، اكتب `=SUM(A1:A10)` وراجع [الصفحة 12](https://e.x/12)."

    @Test func saudiArabicRunningTextDigitsBecomeArabicIndic() throws {
        let text = try glyphText(markdown, language: "ar-SA", digits: .native)
        #expect(text.contains("٩:٠٠"))
        #expect(text.contains("١٧:٠٠"))
        #expect(text.contains("1-800-555-0199"))
        #expect(text.contains("=SUM(A1:A10)"))
        #expect(text.contains("12") && !text.contains("١٢"))  // the link's text
        #expect(!text.contains("9:00"))
    }

    @Test func digitsStayAsTypedByDefault() throws {
        let text = try glyphText(markdown, language: "ar-SA", digits: .asTyped)
        #expect(text.contains("9:00"))
        #expect(!text.contains("٩"))
    }

    /// Each case of issue 25: digits in a word with Latin letters and after a Latin product
    /// name keep their own digits; a number of the sentence takes the locale's, its percent
    /// sign beside it.
    @Test(arguments: [("الإصدار v2.4 متاح الآن", ["v2.4"]), ("طراز A10 و MP3", ["A10", "MP3"]),
                      ("يعمل على Windows 11 فقط", ["Windows 11"]), ("حدّث إلى iOS 17.2 اليوم", ["iOS 17.2"]),
                      ("بقي 42% من 250 ملفًا", ["٤٢%", "٢٥٠"])])
    func saudiArabicDigitsAreSubstitutedOnlyInNumbersOfTheSentence(text: String, expected: [String]) throws {
        let glyphs = try glyphText(text, language: "ar-SA", digits: .native)
        for part in expected { #expect(glyphs.contains(part), "\(glyphs)") }
    }

    /// On a left-to-right line of an Arabic page (`{dir=ltr}`, or `{dir=auto}` and Latin first)
    /// digits stay as typed, so `42%` keeps its percent sign beside it.
    @Test(arguments: ["1,234.56 MB — 42%\n{dir=ltr}", "1,234.56 MB — 42%\n{dir=auto}"])
    func leftToRightLinesOfAnArabicPageKeepTheirDigits(markdown: String) throws {
        let glyphs = try glyphText(markdown, language: "ar-SA", digits: .native)
        #expect(glyphs.contains("1,234.56 MB — 42%"), "\(glyphs)")
        let page = try Page.parse(markdown: markdown, fileName: "page.md")
        let options = PageOptions(width: 1200, language: tag("ar-SA"), source: "page.md", digits: .native)
        let lines = try PageLayout(options: options, shaper: shaper("ar-SA")).layout(page).visualLines
        #expect(lines == ["1,234.56MB—42%"])
    }

    /// The same `{dir=auto}` paragraph with Arabic first is of the page's direction: substituted.
    @Test func autoParagraphWithArabicFirstIsSubstituted() throws {
        let glyphs = try glyphText("الحجم 1,234.56 MB\n{dir=auto}", language: "ar-SA", digits: .native)
        #expect(glyphs.contains("١,٢٣٤.٥٦"), "\(glyphs)")
    }
}
