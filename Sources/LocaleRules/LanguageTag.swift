import CLocaleICU

/// A page's language: a BCP 47 tag parsed and canonicalized once, by ICU, with everything Galley
/// decides from it. Made where the page's language is decided and carried as this value
/// everywhere after, never re-parsed.
///
/// - The direction comes from the likely script (CLDR likely subtags): `az-Arab`, `ks`, `sd`,
///   `dv` are right to left, `az` and `pa` are not.
/// - The numbering system is the `-u-nu-` keyword, else the locale's CLDR default (`ar-SA`
///   Arabic-Indic, `ar-AE` Latin).
/// - `he_IL` (a POSIX or ICU locale name) is read as `he-IL`; deprecated subtags are replaced
///   (`iw` is `he`).
///
/// ```swift
/// let tag = try LanguageTag("ar-SA-u-nu-latn")
/// tag.direction              // .rightToLeft
/// tag.numberingSystem.name   // "latn"
/// tag.lookupChain            // ["ar-SA", "ar"]
/// ```
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The canonical BCP 47 tag: `he-IL`, `ar-SA-u-nu-latn`.
    public let identifier: String
    /// The language subtag: `he`.
    public let language: String
    /// The script, given or likely (ISO 15924): `Hebr`; empty when CLDR knows none.
    public let script: String
    /// The region as given: `IL`; nil when the tag has none.
    public let region: String?
    /// The digits the locale writes numbers with.
    public let numberingSystem: NumberingSystem
    /// The direction of the language's script: a page in this language is laid out this way.
    public let direction: LayoutDirection
    /// The pseudolanguage the tag names (`en-XA`, `ar-XB`, `en-XL`), or nil.
    public let pseudolanguage: Pseudolanguage?

    /// Parses `tag`. Throws ``LanguageTagError/malformed(_:)`` unless ICU reads the whole string
    /// as a tag with a language.
    ///
    /// ```swift
    /// try LanguageTag("he_IL").identifier   // "he-IL"
    /// try LanguageTag("zz-!!")              // throws
    /// ```
    public init(_ tag: String) throws(LanguageTagError) {
        let spelled = String(tag.map { $0 == "_" ? "-" : $0 })
        var parsed: Int32 = 0
        guard spelled.utf8.count < 100, spelled.allSatisfy({ $0.isASCII }),
              let localeID = icuString({ galley_locale_for_language_tag(spelled, $0, $1, &parsed) }),
              Int(parsed) == spelled.utf8.count,
              let canonical = icuString({ galley_locale_to_language_tag(localeID, $0, $1) }),
              let id = icuString({ galley_locale_for_language_tag(canonical, $0, $1, nil) }),
              let language = icuString({ galley_locale_language(id, $0, $1) }), !language.isEmpty, language != "und"
        else { throw .malformed(tag) }
        let maximized = icuString { galley_locale_add_likely_subtags(id, $0, $1) } ?? id
        let region = icuString { galley_locale_region(id, $0, $1) } ?? ""
        identifier = canonical
        self.language = language
        script = icuString { galley_locale_script(maximized, $0, $1) } ?? ""
        self.region = region.isEmpty ? nil : region
        direction = galley_locale_is_right_to_left(maximized) != 0 ? .rightToLeft : .leftToRight
        pseudolanguage = Pseudolanguage.allCases.first { $0.language == language && $0.region == region }
        let numbers = icuString { galley_locale_keyword(id, "numbers", $0, $1) } ?? ""
        // A pseudolanguage shows its source's text, so it keeps the source's Latin digits.
        numberingSystem = pseudolanguage != nil && numbers.isEmpty ? .latin : NumberingSystem(localeID: id)
    }

    /// The tags to look for localized files with, most specific first (RFC 4647 lookup): the
    /// tag without extensions, then one subtag less at a time.
    ///
    /// ```swift
    /// try LanguageTag("zh-Hant-TW").lookupChain   // ["zh-Hant-TW", "zh-Hant", "zh"]
    /// ```
    public var lookupChain: [String] {
        var subtags = identifier.split(separator: "-").prefix { $0.count > 1 }.map(String.init)
        var chain: [String] = []
        while !subtags.isEmpty {
            chain.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return chain
    }

    /// The canonical tag.
    public var description: String { identifier }

    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
