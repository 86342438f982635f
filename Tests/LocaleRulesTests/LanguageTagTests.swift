import Foundation
import LocaleRules
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: ["he", "ar", "ar-SA", "fa", "ur", "az-Arab", "pa-Arab", "ks", "sd", "ug", "dv", "syr", "nqo", "rhg-Rohg",
                      "ar-SA-u-nu-latn", "fa-IR-u-nu-latn", "ar-XB", "yi", "ps", "ckb"])
    func rightToLeftLanguagesByTheirLikelyScript(tag: String) throws {
        #expect(try LanguageTag(tag).direction == .rightToLeft)
    }

    @Test(arguments: ["en", "de", "hi", "az", "pa", "az-Latn", "en-u-nu-arab", "zh-Hant-TW", "en-XA", "en-XL", "xx"])
    func leftToRightLanguages(tag: String) throws {
        #expect(try LanguageTag(tag).direction == .leftToRight)
    }

    @Test func underscoreLocaleNamesAreReadAsTags() throws {
        let tag = try LanguageTag("he_IL")
        #expect(tag.identifier == "he-IL")
        #expect(tag.region == "IL")
        #expect(tag.direction == .rightToLeft)
    }

    @Test func tagsAreCanonicalized() throws {
        #expect(try LanguageTag("HE-il").identifier == "he-IL")
        #expect(try LanguageTag("iw").identifier == "he")
        #expect(try LanguageTag("he").script == "Hebr")
        #expect(try LanguageTag("he") == LanguageTag("iw"))
    }

    @Test(arguments: ["zz-!!", "", "en-", "he IL", "und", "x-foo", "עברית", "en--US", String(repeating: "a", count: 300)])
    func malformedTagsAreOneError(tag: String) {
        #expect(throws: LanguageTagError.malformed(tag)) { try LanguageTag(tag) }
    }

    @Test func malformedTagErrorIsOneLine() {
        #expect(LanguageTagError.malformed("zz-!!").description
            == "'zz-!!' is not a BCP 47 language tag: use one such as he, ar-SA, fa-IR-u-nu-latn")
    }

    @Test func pseudolanguagesAreFoundByLanguageAndRegion() throws {
        #expect(try LanguageTag("en-XA").pseudolanguage == .accented)
        #expect(try LanguageTag("AR-xb").pseudolanguage == .rightToLeft)
        #expect(try LanguageTag("en-xl").pseudolanguage == .doubleLength)
        #expect(try LanguageTag("en").pseudolanguage == nil)
        #expect(try LanguageTag("de-XA").pseudolanguage == nil)
    }

    @Test func lookupChainDropsExtensionsThenOneSubtagAtATime() throws {
        #expect(try LanguageTag("zh-Hant-TW").lookupChain == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(try LanguageTag("ar-SA-u-nu-latn").lookupChain == ["ar-SA", "ar"])
        #expect(try LanguageTag("he").lookupChain == ["he"])
        #expect(try LanguageTag("pt-BR").lookupChain == ["pt-BR", "pt"])
    }
}
