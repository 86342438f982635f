import Foundation
import LocaleRules

/// One page of a help site: its source-language file (`guide/help.md`) and the translations
/// beside it (`guide/help.he.md`, `guide/help.ar-SA.md`).
///
///     let page = SourcePage(name: "guide/help", file: "site/guide/help.md", translations: [he: "site/guide/help.he.md"])
///     page.file(for: try LanguageTag("he-IL"))   // ("site/guide/help.he.md", translated: true)
public struct SourcePage: Sendable, Equatable {
    /// The page's path in the site without `.md`: the output's path below its language folder.
    public var name: String
    /// The source-language file.
    public var file: String
    /// The translations, by the canonical tag in their file names.
    public var translations: [String: String]
    /// For translations with no source page: the language of the first, `file` (the others are
    /// ``translations``); the page is rendered in their languages only.
    public var onlyLanguage: String?

    /// Creates a page.
    public init(name: String, file: String, translations: [String: String] = [:], onlyLanguage: String? = nil) {
        self.name = name
        self.file = file
        self.translations = translations
        self.onlyLanguage = onlyLanguage
    }

    /// Whether the page is rendered in `language`: a page with a source in every language,
    /// translations without one in their own (`he` and `he-IL` for a `he` page).
    public func isRendered(in language: LanguageTag) -> Bool {
        guard let onlyLanguage else { return true }
        let own = [onlyLanguage] + translations.keys
        return language.lookupChain.contains { tag in own.contains { $0.lowercased() == tag.lowercased() } }
    }

    /// The file to render in `language`, as `Accept-Language` matching picks it
    /// (``LanguageTag/lookupChain``: `he-IL`, then `he`; `zh-Hant-TW`, then `zh-Hant`, then `zh`),
    /// and whether it is a translation. No translation: the source page, not translated. A
    /// pseudolanguage, or the source language itself, renders the source page as its own.
    public func file(for language: LanguageTag, sourceLanguage: LanguageTag) -> (path: String, translated: Bool) {
        if language.pseudolanguage != nil { return (file, true) }
        for tag in language.lookupChain {
            if let match = translations.first(where: { $0.key.lowercased() == tag.lowercased() }) { return (match.value, true) }
            if tag.lowercased() == sourceLanguage.identifier.lowercased() || tag.lowercased() == sourceLanguage.language { return (file, true) }
        }
        return (file, false)
    }
}
