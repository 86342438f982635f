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
}
