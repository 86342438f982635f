import Bidi

/// A direction of text or of a whole page's layout.
///
///     let page = LayoutDirection(language: "he")   // .rightToLeft
public enum LayoutDirection: Sendable, Equatable {
    /// Left to right, as English and Hindi.
    case leftToRight
    /// Right to left, as Hebrew and Arabic.
    case rightToLeft

    /// The layout direction of a language's pages: right to left for Hebrew, Arabic, Persian,
    /// Urdu, Yiddish, Pashto, Sindhi, Kurdish (Sorani), Dhivehi, Syriac, N'Ko and Uyghur, else
    /// left to right. A script subtag decides when present (`az-Arab` is RTL, `ku-Latn` LTR).
    public init(language tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            self = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"].contains(script)
                ? .rightToLeft : .leftToRight
            return
        }
        let rightToLeft: Set<Substring> = ["he", "iw", "ar", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "syr", "nqo", "ug"]
        self = parts.first.map { rightToLeft.contains($0) } == true ? .rightToLeft : .leftToRight
    }

    /// The layout direction a base direction fixes; nil for `.auto`, which leaves it to
    /// something else (the language, the enclosing block).
    ///
    ///     LayoutDirection(options.direction) ?? LayoutDirection(language: options.language)
    public init?(_ base: BaseDirection) {
        switch base {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .auto: return nil
        }
    }
}
