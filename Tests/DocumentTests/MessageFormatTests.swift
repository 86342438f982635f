import Foundation
import Testing
import Document
import LocaleRules

/// Placeholders formatted by ICU 72 (CLDR 42), pinned exactly: every expected string below was
/// written from CLDR's data for the locale (digits, signs, bidi marks) and checked against
/// ICU's output; U+2068/U+2069 are the isolates Galley adds around each value.
@Suite struct MessageFormatTests {
    /// The single paragraph of `markdown` in `language`, its placeholders filled with `values`.
    func filled(_ markdown: String, _ values: [String: MessageValue], _ language: String) throws -> String {
        let page = try Page.parse(markdown: markdown, fileName: "test.md")
            .fillingPlaceholders(with: MessageValues(values), language: try LanguageTag(language), fileName: "test.md")
        guard case let .paragraph(runs) = page.blocks.first?.kind else { throw UnexpectedBlocks(blocks: page.blocks) }
        return runs.map(\.text).joined()
    }

    func isolated(_ text: String) -> String { "\u{2068}\(text)\u{2069}" }

    // The percent sign, its side and spacing, and the digits: ٪ U+066A and ALM U+061C in ar-SA
    // and ar-EG, LRM U+200E around % in ar-AE, % first in tr, NBSP before % in de.
    @Test(arguments: [
        ("en", "42%"),
        ("he", "42%"),
        ("ar-SA", "\u{664}\u{662}\u{66A}\u{61C}"),
        ("ar-AE", "42\u{200E}%\u{200E}"),
        ("ar-EG", "\u{664}\u{662}\u{66A}\u{61C}"),
        ("fa", "\u{6F4}\u{6F2}\u{66A}"),
        ("tr", "%42"),
        ("de", "42\u{A0}%"),
        ("hi-u-nu-deva", "\u{96A}\u{968}%"),
        // CLDR ar_SA keeps ٪ U+066A with Latin digits; ar-AE's Latin symbols use %.
        ("ar-SA-u-nu-latn", "42\u{66A}"),
    ])
    func percentInEachLocale(language: String, expected: String) throws {
        #expect(try filled("{p, number, percent}", ["p": .number(0.42)], language) == isolated(expected))
    }

    // The minus: LRM before it in he, ALM before it in ar-SA/ar-EG, LRM and U+2212 MINUS SIGN in fa.
    @Test(arguments: [
        ("en", "-5", "1,234.5"),
        ("he", "\u{200E}-5", "1,234.5"),
        ("ar-SA", "\u{61C}-\u{665}", "\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66B}\u{665}"),
        ("ar-AE", "\u{200E}-5", "1,234.5"),
        ("ar-EG", "\u{61C}-\u{665}", "\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66B}\u{665}"),
        ("fa", "\u{200E}\u{2212}\u{6F5}", "\u{6F1}\u{66C}\u{6F2}\u{6F3}\u{6F4}\u{66B}\u{6F5}"),
        ("tr", "-5", "1.234,5"),
        ("de", "-5", "1.234,5"),
        ("hi-u-nu-deva", "-\u{96B}", "\u{967},\u{968}\u{969}\u{96A}.\u{96B}"),
    ])
    func negativeAndDecimalNumberInEachLocale(language: String, negative: String, decimal: String) throws {
        #expect(try filled("{n, number}", ["n": .number(-5)], language) == isolated(negative))
        #expect(try filled("{n, number}", ["n": .number(1234.5)], language) == isolated(decimal))
    }

    // CLDR 42 Arabic: 0 zero, 1 one, 2 two, 3-10 few, 11-99 many, 100 other.
    @Test(arguments: [(0, "zero ٠"), (1, "one ١"), (2, "two ٢"), (3, "few ٣"), (11, "many ١١"), (100, "other ١٠٠")])
    func arabicPluralPicksEachOfSixForms(count: Int, expected: String) throws {
        let pattern = "{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}"
        #expect(try filled(pattern, ["n": .number(Double(count))], "ar") == isolated(expected))
    }

    // CLDR 42 Hebrew: 1 one, 2 two, everything else other (CLDR 42 dropped "many" for 20, 30 …).
    @Test(arguments: [(1, "קובץ אחד"), (2, "שני קבצים"), (3, "3 קבצים"), (20, "20 קבצים")])
    func hebrewPluralOneTwoOther(count: Int, expected: String) throws {
        let pattern = "{n, plural, one {קובץ אחד} two {שני קבצים} many {# קבצים רבים} other {# קבצים}}"
        #expect(try filled(pattern, ["n": .number(Double(count))], "he") == isolated(expected))
    }

    // ar-SA's default calendar is the Umm al-Qura calendar: 20 November 2026 is 10 Jumada II 1448 AH.
    @Test(arguments: [
        ("he", "20 בנובמבר 2026"),
        ("ar-SA", "١٠ جمادى الآخرة ١٤٤٨ هـ"),
        ("ar-EG", "٢٠ نوفمبر ٢٠٢٦"),
        ("en", "November 20, 2026"),
    ])
    func longDateInEachLocale(language: String, expected: String) throws {
        let date = Date(timeIntervalSince1970: 1_795_132_800)  // 2026-11-20T00:00:00Z
        #expect(try filled("{d, date, long}", ["d": .date(date)], language) == isolated(expected))
        #expect(try filled("{d, date, long}", ["d": .string("2026-11-20")], language) == isolated(expected))
    }

    // Each name isolated on its own, so the list's own words set its direction.
    @Test(arguments: [
        ("he", "\u{2068}Noa\u{2069}, \u{2068}Omar\u{2069} ו-\u{2068}Dana\u{2069}"),
        ("ar", "\u{2068}Noa\u{2069} و\u{2068}Omar\u{2069} و\u{2068}Dana\u{2069}"),
        ("en", "\u{2068}Noa\u{2069}, \u{2068}Omar\u{2069}, and \u{2068}Dana\u{2069}"),
    ])
    func listOfThreeNames(language: String, expected: String) throws {
        #expect(try filled("{names, list}", ["names": .list(["Noa", "Omar", "Dana"])], language) == isolated(expected))
    }

    @Test func unitSkeletonAndSelect() throws {
        #expect(try filled("{s, number, :: unit/gigabyte}", ["s": .number(2)], "en") == isolated("2 GB"))
        let select = "{os, select, mac {Finder} other {Files}}"
        #expect(try filled(select, ["os": .string("mac")], "he") == isolated("Finder"))
        #expect(try filled(select, ["os": .string("linux")], "he") == isolated("Files"))
    }
}
