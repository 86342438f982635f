import Files
import Foundation
import LocaleRules

/// The pages of a help site, in any ``SiteLayout``: every source page with its translations.
/// A translation with no source page (a translated fork that keeps only Hebrew pages, a page
/// not yet written in the source language) is a page of its own, rendered in its own language
/// only, and named in ``warnings``. A file name with a dotted suffix that is not a language
/// (`page.fonts.md`, `page..md`) is skipped with a warning, never taken as a page.
///
///     let site = try SiteFolder(root: "help")
///     site.pages.map(\.name)   // ["index", "guide/formulas"]
public struct SiteFolder: Sendable {
    /// The folder scanned.
    public let root: String
    /// How it keeps its translations.
    public let layout: SiteLayout
    /// The pages, sorted by name.
    public let pages: [SourcePage]
    /// Problems of the site that fail its build, one line each.
    public let problems: [String]
    /// What the site's writer should know, one line each: translations with no source page,
    /// files skipped (a suffix that is not a language ICU knows, a second file for one page and language).
    public let warnings: [String]
    /// The symbolic links (to `.md` files or folders) left out, relative to the root.
    public let skippedLinks: [String]

    /// Scans `root` and its sub-folders (hidden ones and symbolic links left out, the links listed) as `layout`
    /// lays them out, or as ``SiteLayout/detect(root:)`` finds; with folders per language, the
    /// folder of `sourceLanguage` (as `Accept-Language` matching finds it: `en` takes `en-US`)
    /// holds the source pages.
    public init(root: String, layout: SiteLayout? = nil, sourceLanguage: String = "en") throws {
        self.root = root
        let layout = layout ?? SiteLayout.detect(root: root)
        self.layout = layout
        guard SiteLayout.isFolder(root) else { throw SiteError.unreadableFolder(root) }
        var scan = Scan(root: root)
        var sources: [String: String] = [:]
        var translated: [(name: String, tag: String, file: String)] = []
        switch layout {
        case .suffix:
            scan.suffixes(sources: &sources, translated: &translated)
        case .folders:
            let source = (try? LanguageTag(sourceLanguage)).map { Self.folder(for: $0, among: SiteLayout.subfolders(of: root)) } ?? nil
            for folder in SiteLayout.subfolders(of: root) {
                guard let tag = SiteLayout.languageTag(folder) else { continue }
                for (name, file) in scan.markdownFiles(in: root + "/" + folder) {
                    if folder == source { sources[name] = file } else { translated.append((name, tag.identifier, file)) }
                }
            }
            // Pages outside the language folders keep their translations beside them.
            var outside: [String: String] = [:]
            scan.suffixes(sources: &outside, translated: &translated, skipping: { SiteLayout.languageTag($0) != nil })
            sources.merge(outside) { first, _ in first }
        case .docusaurus:
            sources = Dictionary(scan.markdownFiles(in: root + "/docs"), uniquingKeysWith: { first, _ in first })
            for folder in SiteLayout.subfolders(of: root + "/i18n") {
                guard let tag = SiteLayout.languageTag(folder) else { continue }
                for (name, file) in scan.markdownFiles(in: root + "/i18n/" + folder + "/" + SiteLayout.docusaurusDocs) {
                    translated.append((name, tag.identifier, file))
                }
            }
        }
        var pages = Dictionary(uniqueKeysWithValues: sources.map { ($0.key, SourcePage(name: $0.key, file: $0.value)) })
        var warnings = scan.warnings
        // The canonical spelling first: help.he.md wins over help.HE.md and help.iw.md.
        let canonicalFirst = translated.sorted { ($0.file.hasSuffix(".\($0.tag).md") ? 0 : 1, $0.file) < ($1.file.hasSuffix(".\($1.tag).md") ? 0 : 1, $1.file) }
        for translation in canonicalFirst {
            if let page = pages[translation.name], page.onlyLanguage == translation.tag || page.translations[translation.tag] != nil {
                let other = page.translations[translation.tag] ?? page.file
                warnings.append("\(Escaped(translation.file)): a second translation into \(translation.tag) beside \(Escaped(other)); skipped")
                continue
            }
            if pages[translation.name] == nil {
                pages[translation.name] = SourcePage(name: translation.name, file: translation.file, onlyLanguage: translation.tag)
            } else {
                pages[translation.name]!.translations[translation.tag] = translation.file
            }
            if pages[translation.name]!.onlyLanguage != nil {
                warnings.append("\(Escaped(translation.file)): no source page for \(translation.name); rendered in \(translation.tag) only")
            }
        }
        self.pages = pages.values.sorted { $0.name < $1.name }
        problems = []
        self.warnings = warnings.sorted()
        skippedLinks = scan.links.sorted()
    }

    /// Every language some page is translated into, or written in alone, canonical tags, sorted.
    public var translationLanguages: [String] {
        Set(pages.flatMap { Array($0.translations.keys) + ($0.onlyLanguage.map { [$0] } ?? []) }).sorted()
    }

    /// One walk of the site's files, collecting what it skips and why.
    private struct Scan {
        let root: String
        var warnings: [String] = []
        var links: [String] = []

        init(root: String) { self.root = root }

        /// `name.md` files as pages and `name.<lang>.md` as their translations, below `root`;
        /// top-level folders for which `skipping` says so are left out. The suffix is a
        /// well-formed tag of a language ICU knows (it has a script for it), spelled in any case
        /// (`HE` is `he`, `iw` is `he`); any other dotted name is skipped with a warning.
        mutating func suffixes(sources: inout [String: String], translated: inout [(name: String, tag: String, file: String)],
                               skipping: (String) -> Bool = { _ in false }) {
            for (relative, path) in markdownFiles(in: root) {
                if let top = relative.split(separator: "/").first, relative.contains("/"), skipping(String(top)) { continue }
                let last = relative.split(separator: "/").last.map(String.init) ?? relative
                guard let dot = last.firstIndex(of: ".") else {
                    sources[relative] = path
                    continue
                }
                let suffix = String(last[last.index(after: dot)...])
                guard let tag = try? LanguageTag(suffix), !tag.script.isEmpty else {
                    warnings.append("\(Escaped(root + "/" + relative + ".md")): '\(Escaped(suffix))' is not a language tag ICU knows; "
                        + "a page is name.md, a translation name.<lang>.md (he, ar-SA); skipped")
                    continue
                }
                let folder = String(relative.dropLast(last.count))
                translated.append((folder + String(last[..<dot]), tag.identifier, path))
            }
        }

        /// Every regular `.md` file below `folder` (hidden ones left out), by its path relative
        /// to the folder without `.md`. Symbolic links to `.md` files or folders are not
        /// followed; they are listed relative to the root.
        mutating func markdownFiles(in folder: String) -> [(name: String, file: String)] {
            guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: folder),
                                                                  includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                                  options: [.skipsHiddenFiles]) else { return [] }
            let base = URL(fileURLWithPath: folder).standardizedFileURL.path
            let rootBase = URL(fileURLWithPath: root).standardizedFileURL.path
            var files: [(name: String, file: String)] = []
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
                let path = url.standardizedFileURL.path
                if values?.isSymbolicLink == true {
                    let isFolder = (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
                    let link = String(path.dropFirst(rootBase.count).drop { $0 == "/" })
                    if (isFolder || url.pathExtension == "md") && !links.contains(link) { links.append(link) }
                    continue
                }
                guard url.pathExtension == "md", values?.isRegularFile == true else { continue }
                files.append((String(path.dropFirst(base.count).drop { $0 == "/" }.dropLast(3)), path))
            }
            return files
        }
    }

    /// The language folder among `folders` that `language` takes, as `Accept-Language` matching
    /// would: `en-US` for `en` when there is no `en`.
    private static func folder(for language: LanguageTag, among folders: [String]) -> String? {
        let tags = folders.compactMap { folder in SiteLayout.languageTag(folder).map { (folder, $0) } }
        if let exact = tags.first(where: { $0.1.identifier == language.identifier }) { return exact.0 }
        for tag in language.lookupChain {
            if let match = tags.first(where: { $0.1.identifier.lowercased() == tag.lowercased() }) { return match.0 }
        }
        return tags.first { $0.1.language == language.language }?.0
    }
}
