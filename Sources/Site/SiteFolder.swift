import Document
import Files
import Foundation
import LocaleRules

/// The pages of a help site, in any ``SiteLayout``: every source page with its translations.
/// A page is Markdown (`name.md`) or HTML (`name.html`, `.htm`, `.xhtml`); its translations
/// (`name.he.md`, `name.he.html`) may be either. A second file for one page and language
/// (`name.md` beside `name.html`) is skipped with a warning.
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
    /// The symbolic links (to page files or folders) left out, relative to the root.
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
                for (name, file) in scan.pageFiles(in: root + "/" + folder) {
                    if folder == source {
                        scan.add(name, file, to: &sources)
                    } else {
                        translated.append((name, tag.identifier, file))
                    }
                }
            }
            // Pages outside the language folders keep their translations beside them.
            var outside: [String: String] = [:]
            scan.suffixes(sources: &outside, translated: &translated, skipping: { SiteLayout.languageTag($0) != nil })
            sources.merge(outside) { first, _ in first }
        case .docusaurus:
            for (name, file) in scan.pageFiles(in: root + "/docs") { scan.add(name, file, to: &sources) }
            for folder in SiteLayout.subfolders(of: root + "/i18n") {
                guard let tag = SiteLayout.languageTag(folder) else { continue }
                for (name, file) in scan.pageFiles(in: root + "/i18n/" + folder + "/" + SiteLayout.docusaurusDocs) {
                    translated.append((name, tag.identifier, file))
                }
            }
        }
        var pages = Dictionary(uniqueKeysWithValues: sources.map { ($0.key, SourcePage(name: $0.key, file: $0.value)) })
        var warnings = scan.warnings
        // The canonical spelling first: help.he.md wins over help.HE.md and help.iw.md.
        func canonical(_ file: String, _ tag: String) -> Int { (file as NSString).deletingPathExtension.hasSuffix(".\(tag)") ? 0 : 1 }
        let canonicalFirst = translated.sorted { (canonical($0.file, $0.tag), $0.file) < (canonical($1.file, $1.tag), $1.file) }
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

        /// `name.md` files as pages and `name.<lang>.md` as their translations (or `.html` …), below `root`;
        /// top-level folders for which `skipping` says so are left out. The suffix is a
        /// well-formed tag of a language ICU knows (it has a script for it), spelled in any case
        /// (`HE` is `he`, `iw` is `he`); any other dotted name is skipped with a warning.
        mutating func suffixes(sources: inout [String: String], translated: inout [(name: String, tag: String, file: String)],
                               skipping: (String) -> Bool = { _ in false }) {
            for (relative, path) in pageFiles(in: root) {
                if let top = relative.split(separator: "/").first, relative.contains("/"), skipping(String(top)) { continue }
                let last = relative.split(separator: "/").last.map(String.init) ?? relative
                guard let dot = last.firstIndex(of: ".") else {
                    add(relative, path, to: &sources)
                    continue
                }
                guard let (name, tag) = LocalizedFile.languageSuffix(of: last) else {
                    let suffix = last[last.index(after: dot)...]
                    warnings.append("\(Escaped(root + "/" + relative + "." + (path as NSString).pathExtension)): '\(Escaped(String(suffix)))' is not a language tag ICU knows; "
                        + "a page is name.md, a translation name.<lang>.md (he, ar-SA); skipped")
                    continue
                }
                let folder = String(relative.dropLast(last.count))
                translated.append((folder + name, tag.identifier, path))
            }
        }

        /// `file` as the source page `name` in `sources`, unless a file already is: then it is
        /// skipped with a warning (`help.html` beside `help.md`).
        mutating func add(_ name: String, _ file: String, to sources: inout [String: String]) {
            if let other = sources[name] {
                warnings.append("\(Escaped(file)): a second file for the page \(Escaped(name)) beside \(Escaped(other)); skipped")
            } else {
                sources[name] = file
            }
        }

        /// Every regular page file (`Page.fileExtensions`: `.md`, `.html` …) below `folder`
        /// (hidden ones left out), by its path relative to the folder without the extension,
        /// in the order of their paths. Symbolic links to page files or folders are not
        /// followed; they are listed relative to the root.
        mutating func pageFiles(in folder: String) -> [(name: String, file: String)] {
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
                    if (isFolder || Page.fileExtensions.contains(url.pathExtension)) && !links.contains(link) { links.append(link) }
                    continue
                }
                guard Page.fileExtensions.contains(url.pathExtension), values?.isRegularFile == true else { continue }
                files.append((String(path.dropFirst(base.count).drop { $0 == "/" }.dropLast(url.pathExtension.count + 1)), path))
            }
            // Sorted, so that which of two files for one page is skipped does not depend on the file system's order.
            return files.sorted { $0.file < $1.file }
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
