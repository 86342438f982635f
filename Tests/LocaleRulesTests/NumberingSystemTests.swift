import LocaleRules
import Testing

@Suite struct NumberingSystemTests {
    @Test func saudiArabicUsesArabicIndicDigits() throws {
        let system = try LanguageTag("ar-SA").numberingSystem
        #expect(system.name == "arab")
        #expect(system.format(12) == "١٢")
    }

    @Test func emiratiArabicUsesLatinDigits() throws {
        #expect(try LanguageTag("ar-AE").numberingSystem.format(12) == "12")
    }

    @Test func unicodeExtensionOverridesTheLocaleDigits() throws {
        #expect(try LanguageTag("ar-SA-u-nu-latn").numberingSystem.name == "latn")
        #expect(try LanguageTag("fa-IR-u-nu-latn").numberingSystem.name == "latn")
        #expect(try LanguageTag("en-u-nu-arab").numberingSystem.format(30) == "٣٠")
        #expect(try LanguageTag("hi-u-nu-deva").numberingSystem.format(2026) == "२०२६")
    }

    @Test func persianAndIndianUrduUseExtendedArabicIndicDigits() throws {
        #expect(try LanguageTag("fa").numberingSystem.format(3) == "۳")
        #expect(try LanguageTag("ur-IN").numberingSystem.name == "arabext")
        #expect(try LanguageTag("ur").numberingSystem.name == "latn")
    }

    @Test func rightToLeftPseudolanguageKeepsTheSourceDigits() throws {
        #expect(try LanguageTag("ar-XB").numberingSystem.name == "latn")
        #expect(try LanguageTag("ar-XB-u-nu-arab").numberingSystem.name == "arab")
    }

    @Test func algorithmicSystemsFallBackToLatin() throws {
        #expect(try LanguageTag("he-u-nu-hebr").numberingSystem.format(5) == "5")
    }

    @Test func negativeNumbersTakeTheMinusSign() {
        #expect(NumberingSystem.latin.format(-3) == "\u{2212}3")
    }
}

@Suite struct DigitSubstitutionTests {
    @Test(arguments: [
        ("ar-SA", "بين 9:00 و17:00، 3.5%", "بين ٩:٠٠ و١٧:٠٠، ٣.٥%"),
        ("fa", "صفحه 12", "صفحه ۱۲"),
        ("hi-u-nu-deva", "पृष्ठ 42", "पृष्ठ ४२"),
        ("ar-AE", "صفحة 12", "صفحة 12"),
        ("ar-SA", "A10 و MP3 و x86 و 2x", "A10 و MP3 و x86 و 2x"),
        ("ar-SA", "الإصدار v2.4 متاح", "الإصدار v2.4 متاح"),
        ("ar-SA", "يعمل على Windows 11 و iOS 17.2 منذ 2024", "يعمل على Windows 11 و iOS 17.2 منذ ٢٠٢٤"),
        ("ar-SA", "iOS 17.2، 42%", "iOS 17.2، ٤٢%"),
    ])
    func asciiDigitsBecomeTheLocaleDigitsExceptInNames(language: String, typed: String, expected: String) throws {
        #expect(try LanguageTag(language).numberingSystem.substitutingDigits(in: typed) == expected)
    }
}
