import LocaleRules

/// What a text's language decides among fonts, where scripts share code points or have more
/// than one writing style: which regional design of the Han characters (and kana, Hangul,
/// CJK punctuation) to draw, and whether Arabic letters are drawn in Nastaliq. Decided once
/// from a `LanguageTag`, as `lang` decides them in browsers.
///
///     FontLanguage(try LanguageTag("zh-TW")).han      // .traditionalChinese
///     FontLanguage(try LanguageTag("ur")).nastaliq     // true
public struct FontLanguage: Sendable, Hashable {
    /// The regional designs of Noto Sans CJK, in the order of the collection's faces.
    public enum HanVariant: Int, Sendable, CaseIterable {
        case japanese, korean, simplifiedChinese, traditionalChinese, hongKong
    }

    /// The design Han characters are drawn in.
    public var han: HanVariant
    /// Whether Arabic-script text is drawn in Noto Nastaliq Urdu rather than Noto Naskh Arabic.
    public var nastaliq: Bool

    /// The choices for `tag`: Chinese by its (likely) script and region (`zh-TW` and `zh-Hant`
    /// traditional, `zh-HK` and `zh-MO` Hong Kong's, else simplified), Japanese and Korean their
    /// own; any other language the Japanese design, which fontconfig gives Debian's
    /// fonts-noto-cjk for text without a CJK language. Nastaliq for the languages written in
    /// it whose letters Noto Nastaliq Urdu covers: Urdu, and Punjabi, Kashmiri and Sindhi in
    /// Arabic script.
    public init(_ tag: LanguageTag) {
        switch tag.language {
        case "ja": han = .japanese
        case "ko": han = .korean
        case "zh" where tag.script == "Hant": han = tag.region == "HK" || tag.region == "MO" ? .hongKong : .traditionalChinese
        case "zh": han = .simplifiedChinese
        default: han = .japanese
        }
        nastaliq = tag.script == "Arab" && ["ur", "pa", "ks", "sd"].contains(tag.language)
    }

    /// Japanese Han and Naskh Arabic: text whose language says nothing more.
    public init() {
        han = .japanese
        nastaliq = false
    }
}
