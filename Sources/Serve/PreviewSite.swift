import Document
import Foundation
import LocaleRules
import Site

/// The site as the preview shows it: each page with the languages it is rendered in, and for
/// each language the file it is rendered from and why (a translation, the source page standing
/// in for a missing one, or a pseudolanguage). The languages are those `render site` would
/// build (every translation language and the source languages) and the three pseudolanguages.
///
///     let site = try PreviewSite(root: "help", sourceLanguage: "en")
///     site.pages[0].languages.map(\.tag.identifier)   // ["en", "ar", "he", "en-XA", "ar-XB", "en-XL"]
struct PreviewSite {
    /// Why a language of a page renders the file it does.
    enum Kind: String {
        /// The page's own language: its source file.
        case source
        /// A translation file.
        case translated
        /// No translation: the source file, in this language's direction and digits.
        case fallback
        /// `en-XA`, `ar-XB`, `en-XL`: the source file pseudolocalized.
        case pseudo
    }

    /// One language of a page.
    struct Language {
        var tag: LanguageTag
        var kind: Kind
        /// The Markdown file rendered.
        var file: String
    }

    /// One page and its languages, in the order of ``PreviewSite/languages``.
    struct Page {
        var name: String
        var languages: [Language]

        /// The language with this canonical tag.
        func language(_ tag: String) -> Language? { languages.first { $0.tag.identifier == tag } }

        /// The languages shown when the reader has not picked any: the source, the first
        /// right-to-left translation, and `ar-XB`.
        var defaultLanguages: [String] {
            let source = languages.first { $0.kind == .source }
            let rightToLeft = languages.first { $0.kind == .translated && $0.tag.direction == .rightToLeft }
                ?? languages.first { $0.kind == .translated }
            return [source, rightToLeft].compactMap { $0?.tag.identifier } + ["ar-XB"]
        }
    }

    /// The folder served.
    let root: String
    /// Sorted by name.
    let pages: [Page]
    /// Every language rendered, canonical tags: the source languages, the translation
    /// languages, then the pseudolanguages.
    let languages: [String]
    /// Translations with no source page, one line each.
    let problems: [String]

    /// The pseudolanguages every page is shown in.
    static let pseudolanguages = ["en-XA", "ar-XB", "en-XL"]

    /// Scans `root`; `sourceLanguage` is the language of pages whose front matter has no `lang`.
    init(root: String, sourceLanguage: String) throws {
        let folder = try SiteFolder(root: root)
        let fallbackSource = try LanguageTag(sourceLanguage)
        var sources: [String: LanguageTag] = [:]
        for page in folder.pages {
            let lang = (try? FrontMatter(contentsOfFile: page.file))?.lang
            sources[page.name] = lang.flatMap { try? LanguageTag($0) } ?? fallbackSource
        }
        var languages: [String] = []
        for tag in Set(sources.values.map(\.identifier)).sorted() + folder.translationLanguages + Self.pseudolanguages
        where !languages.contains(tag) {
            languages.append(tag)
        }
        let tags = try languages.map { try LanguageTag($0) }
        self.root = root
        self.languages = languages
        problems = folder.problems
        pages = folder.pages.map { page in
            Page(name: page.name, languages: tags.map { tag in
                let (file, translated) = page.file(for: tag, sourceLanguage: sources[page.name]!)
                let kind: Kind = tag.pseudolanguage != nil ? .pseudo
                    : !translated ? .fallback
                    : file == page.file ? .source : .translated
                return Language(tag: tag, kind: kind, file: file)
            })
        }
    }

    /// The page named `name`.
    func page(_ name: String) -> Page? { pages.first { $0.name == name } }
}
