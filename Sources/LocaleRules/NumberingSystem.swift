import CLocaleICU

/// The digits a locale writes numbers with, from ICU (CLDR default numbering systems, or the
/// BCP 47 keyword `-u-nu-`): `ar-SA` uses Arabic-Indic digits, `ar-AE` Latin ones,
/// `ar-SA-u-nu-latn` Latin by the user's choice, `hi-u-nu-deva` Devanagari.
///
/// Algorithmic systems (`-u-nu-hebr`, `-u-nu-roman`) have no digits; they fall back to Latin.
///
///     try LanguageTag("ar-SA").numberingSystem.format(12)   // "١٢"
///     try LanguageTag("fa").numberingSystem.format(3)       // "۳"
public struct NumberingSystem: Sendable, Hashable {
    /// The CLDR name: `latn`, `arab`, `arabext`, `deva` ...
    public let name: String
    /// The ten digits, zero first.
    public let digits: [Unicode.Scalar]

    /// Latin digits, 0123456789.
    public static let latin = NumberingSystem(name: "latn", digits: (0x30...0x39).map { Unicode.Scalar($0)! })

    private init(name: String, digits: [Unicode.Scalar]) {
        self.name = name
        self.digits = digits
    }

    /// The numbering system ICU gives an ICU locale ID (`ar_SA@numbers=latn`).
    init(localeID: String) {
        var name = [CChar](repeating: 0, count: 32)
        var digits = [UInt16](repeating: 0, count: 32)
        let length = galley_locale_numbering_system(localeID, &name, Int32(name.count), &digits, Int32(digits.count))
        let scalars = Array(String(decoding: digits.prefix(max(0, Int(length))), as: UTF16.self).unicodeScalars)
        guard length > 0, scalars.count == 10 else {
            self = .latin
            return
        }
        self.init(name: String(cString: name), digits: scalars)
    }

    /// `number` in this system's digits; a negative number gets MINUS SIGN U+2212.
    ///
    ///     NumberingSystem.latin.format(-3)   // "−3"
    public func format(_ number: Int) -> String {
        let sign = number < 0 ? "\u{2212}" : ""
        return sign + String(String.UnicodeScalarView(String(number.magnitude).unicodeScalars.map { digits[Int($0.value - 0x30)] }))
    }

    /// `text` with each ASCII digit replaced by this system's digit of the same value where the
    /// digits stand alone as a number of the sentence. Kept as typed: digits in a word with
    /// ASCII letters (`A10`, `MP3`, `v2.4`: the whole word between spaces is a name), and a
    /// number right after such a word (`iOS 17.2`, `Windows 11`: a product's version).
    ///
    ///     try LanguageTag("fa").numberingSystem.substitutingDigits(in: "صفحه 12، MP3")   // "صفحه ۱۲، MP3"
    ///     try LanguageTag("ar-SA").numberingSystem.substitutingDigits(in: "iOS 17.2 أو v2.4")   // unchanged
    public func substitutingDigits(in text: some StringProtocol) -> String {
        func hasLetters(_ word: Substring.UnicodeScalarView) -> Bool {
            word.contains { $0.isASCII && $0.properties.isAlphabetic }
        }
        var result = String.UnicodeScalarView()
        var afterName = false
        let scalars = Substring(text).unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex {
            // A word: up to the next white space; the white space after it goes as it is.
            let end = scalars[start...].firstIndex { $0.properties.isWhitespace } ?? scalars.endIndex
            let word = scalars[start..<end]
            let isName = hasLetters(word)
            if isName || afterName || !word.contains(where: { ("0"..."9").contains($0) }) {
                result.append(contentsOf: word)
            } else {
                result.append(contentsOf: word.map { ("0"..."9").contains($0) ? digits[Int($0.value - 0x30)] : $0 })
            }
            if !word.isEmpty { afterName = isName }
            let next = scalars[end...].firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
            result.append(contentsOf: scalars[end..<next])
            start = next
        }
        return String(result)
    }
}
