import Foundation
import LocaleRules

/// Where a site keeps its translations.
///
/// - `suffix`: beside the source page, `guide/intro.he.md` for `guide/intro.md`.
/// - `folders`: a folder per language at the top of the site, `en/guide/intro.md` and
///   `he/guide/intro.md` (the source language's folder holds the source pages).
/// - `docusaurus`: Docusaurus' i18n folders, source pages in `docs/guide/intro.md` and
///   translations in `i18n/he/docusaurus-plugin-content-docs/current/guide/intro.md`.
///
/// A site that says nothing is read by ``detect(root:)``: Docusaurus when it has such an i18n
/// folder, folders when a folder at its top is named by a language tag, else suffix.
///
///     try SiteLayout.detect(root: "website")   // .docusaurus
public enum SiteLayout: String, Sendable, CaseIterable {
    case suffix, folders, docusaurus

    /// The folder of Docusaurus' translated docs inside `i18n/<lang>/`.
    static let docusaurusDocs = "docusaurus-plugin-content-docs/current"

    /// The layout of the site at `root`, from its folders' names.
    public static func detect(root: String) -> SiteLayout {
        let i18n = root + "/i18n"
        if subfolders(of: i18n).contains(where: { languageTag($0) != nil && isFolder(i18n + "/" + $0 + "/" + docusaurusDocs) }) {
            return .docusaurus
        }
        return subfolders(of: root).contains { languageTag($0) != nil } ? .folders : .suffix
    }

    /// The canonical tag when `name` is a language tag whose script CLDR knows (`he`, `pt-BR`,
    /// `zh-Hant`), as a translation's suffix must be: `guide`, `docs` or `img` are no language.
    static func languageTag(_ name: String) -> LanguageTag? {
        guard let tag = try? LanguageTag(name), !tag.script.isEmpty, tag.pseudolanguage == nil else { return nil }
        return tag
    }

    /// The names of the folders in `path` that are not hidden, sorted; none when it is no folder.
    static func subfolders(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.hasPrefix(".") && isFolder(path + "/" + $0) }.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
