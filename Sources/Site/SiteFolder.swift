import Files
import Foundation
import LocaleRules

/// The pages of a help site: every `name.md` below a folder, with its translations
/// `name.<lang>.md` beside it (`<lang>` a BCP 47 tag of a language CLDR knows). A file whose
/// name ends in a language tag but has no source page beside it is a problem of the site,
/// reported, not rendered; a name with any other dotted suffix (`page.fonts.md`, `page..md`)
/// is skipped with a warning, never taken as a page.
///
///     let site = try SiteFolder(root: "help")
///     site.pages.map(\.name)   // ["index", "guide/formulas"]
public struct SiteFolder: Sendable {
    /// The folder scanned.
    public let root: String
    /// The pages, sorted by name.
    public let pages: [SourcePage]
    /// Translations without a source page, one line each.
    public let problems: [String]
    /// Files skipped with a reason, one line each: a language suffix that is not a language
    /// ICU knows, a second file for one page and language.
    public let warnings: [String]
    /// The symbolic links (to `.md` files or folders) left out, relative to the root.
    public let skippedLinks: [String]

    /// Scans `root` and its sub-folders (hidden ones and symbolic links left out, the links listed).
    public init(root: String) throws {
        self.root = root
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root),
                                                              includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw SiteError.unreadableFolder(root)
        }
        var sources: [String: String] = [:]
        var translated: [(name: String, tag: String, file: String)] = []
        var warnings: [String] = [], links: [String] = []
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            let path = url.standardizedFileURL.path
            if values?.isSymbolicLink == true {
                let isFolder = (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
                if isFolder || url.pathExtension == "md" { links.append(String(path.dropFirst(base.count).drop { $0 == "/" })) }
                continue
            }
            guard url.pathExtension == "md", values?.isRegularFile == true else { continue }
            let relative = String(path.dropFirst(base.count).drop { $0 == "/" }.dropLast(3))
            let last = relative.split(separator: "/").last.map(String.init) ?? relative
            guard let dot = last.firstIndex(of: ".") else {
                sources[relative] = path
                continue
            }
            // name.<lang>.md: the suffix is a well-formed tag of a language ICU knows (it has a
            // script for it), spelled in any case (`HE` is `he`, `iw` is `he`); else skipped.
            let suffix = String(last[last.index(after: dot)...])
            guard let tag = try? LanguageTag(suffix), !tag.script.isEmpty else {
                let shown = root + "/" + String(path.dropFirst(base.count).drop { $0 == "/" })
                warnings.append("\(Escaped(shown)): '\(Escaped(suffix))' is not a language tag ICU knows; "
                    + "a page is name.md, a translation name.<lang>.md (he, ar-SA); skipped")
                continue
            }
            let folder = String(relative.dropLast(last.count))
            translated.append((folder + String(last[..<dot]), tag.identifier, path))
        }
        var pages = Dictionary(uniqueKeysWithValues: sources.map { ($0.key, SourcePage(name: $0.key, file: $0.value)) })
        var problems: [String] = []
        // The canonical spelling first: help.he.md wins over help.HE.md and help.iw.md.
        for translation in translated.sorted(by: { ($0.file.hasSuffix(".\($0.tag).md") ? 0 : 1, $0.file) < ($1.file.hasSuffix(".\($1.tag).md") ? 0 : 1, $1.file) }) {
            if let other = pages[translation.name]?.translations[translation.tag] {
                warnings.append("\(Escaped(translation.file)): a second translation into \(translation.tag) beside \(Escaped(other)); skipped")
            } else if pages[translation.name] != nil {
                pages[translation.name]!.translations[translation.tag] = translation.file
            } else {
                problems.append("\(translation.file): a translation with no source page \(translation.name).md beside it")
            }
        }
        self.pages = pages.values.sorted { $0.name < $1.name }
        self.problems = problems.sorted()
        self.warnings = warnings.sorted()
        self.skippedLinks = links.sorted()
    }

    /// Every language some page is translated into, canonical tags, sorted.
    public var translationLanguages: [String] {
        Set(pages.flatMap(\.translations.keys)).sorted()
    }
}
