import Foundation
import LocaleRules

/// The pages of a help site: every `name.md` below a folder, with its translations
/// `name.<lang>.md` beside it (`<lang>` a BCP 47 tag of a language CLDR knows). A file whose name ends in a language tag but has no source page
/// beside it is a problem of the site, reported, not rendered.
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

    /// Scans `root` and its sub-folders (hidden ones and symbolic links left out).
    public init(root: String) throws {
        self.root = root
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root),
                                                              includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw SiteError.unreadableFolder(root)
        }
        var sources: [String: String] = [:]
        var translated: [(name: String, tag: String, file: String)] = []
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        for case let url as URL in enumerator where url.pathExtension == "md" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            let relative = String(path.dropFirst(base.count).drop { $0 == "/" }.dropLast(3))
            let last = relative.split(separator: "/").last.map(String.init) ?? relative
            // A suffix is a language when CLDR knows its script (so notes.draft.md is a page of its own).
            if let dot = last.firstIndex(of: "."), let tag = try? LanguageTag(String(last[last.index(after: dot)...])),
               !tag.script.isEmpty {
                let folder = String(relative.dropLast(last.count))
                translated.append((folder + String(last[..<dot]), tag.identifier, path))
            } else {
                sources[relative] = path
            }
        }
        var pages = Dictionary(uniqueKeysWithValues: sources.map { ($0.key, SourcePage(name: $0.key, file: $0.value)) })
        var problems: [String] = []
        for translation in translated.sorted(by: { $0.file < $1.file }) {
            if pages[translation.name] != nil {
                pages[translation.name]!.translations[translation.tag] = translation.file
            } else {
                problems.append("\(translation.file): a translation with no source page \(translation.name).md beside it")
            }
        }
        self.pages = pages.values.sorted { $0.name < $1.name }
        self.problems = problems
    }

    /// Every language some page is translated into, canonical tags, sorted.
    public var translationLanguages: [String] {
        Set(pages.flatMap(\.translations.keys)).sorted()
    }
}
