import Document
import Layout
import LocaleRules
import Testing

/// A formatted value is first-strong isolated, so it cannot change the visual order of the
/// sentence around it (UAX #9 X5c, N1: the isolate is one neutral between its neighbours).
@Suite struct PlaceholderLayoutTests {
    /// The one line of `markdown` as it is seen, left to right, after its placeholders are filled.
    func seen(_ markdown: String, _ values: [String: MessageValue], language: String) throws -> String {
        let page = try Page.parse(markdown: markdown, fileName: "page.md")
            .fillingPlaceholders(with: MessageValues(values), language: tag(language), fileName: "page.md")
        let options = PageOptions(width: 1200, language: tag(language), source: "page.md")
        let lines = try PageLayout(options: options, shaper: shaper(language)).layout(page).visualLines
        #expect(lines.count == 1)
        return lines.first ?? ""
    }

    @Test func hebrewSentenceKeepsItsRunOrderAroundAValueBetweenLatinWords() throws {
        // "Send Pages … Numbers now": the value "3 דפים" sits between two Latin words.
        let placeholder = "{n, plural, one {דף אחד} other {# דפים}}"
        let without = try seen("שלחו את Pages  Numbers מהר", [:], language: "he")
        let with = try seen("שלחו את Pages \(placeholder) Numbers מהר", ["n": .number(3)], language: "he")
        #expect(without == "רהמPagesNumbersתאוחלש")
        // The isolates are glyphs too (zero-width, invisible): left out with the value.
        let value: Set<Character> = ["\u{2068}", "\u{2069}", "3", "ד", "פ", "י", "ם"]
        #expect(with.filter { !value.contains($0) } == without)
        // The value itself reads right to left inside its isolate, its number on the right.
        #expect(with == "רהמPages" + "\u{2068}םיפד3\u{2069}" + "Numbersתאוחלש")

        // Unisolated, the Hebrew word would split the Latin run and swap Pages and Numbers.
        let bare = try seen("שלחו את Pages 3 דפים Numbers מהר", [:], language: "he")
        #expect(bare.filter { !value.contains($0) } != without)
    }

    @Test func arabicIndicPercentBetweenLatinWordsKeepsTheirOrder() throws {
        let without = try seen("صار Galley  Pro أسرع", [:], language: "ar-SA")
        let with = try seen("صار Galley {p, number, percent} Pro أسرع", ["p": .number(0.42)], language: "ar-SA")
        let value: Set<Character> = ["\u{2068}", "\u{2069}", "٤", "٢", "٪", "\u{61C}"]
        #expect(with.filter { !value.contains($0) } == without)
    }
}
