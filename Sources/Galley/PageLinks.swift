import Document
import Files
import Foundation
import LocaleRules

/// Where a page's links to other pages (``PageLink``: `setup.md`, `../guide/setup.he.md#install`)
/// point in one output: at the same page in the output's language and format, `setup.html` in
/// HTML and `setup.pdf` in PDF, `#install` only when that page has such a heading. A link to a
/// page that is not there is kept as written, and a warning (``DeadLink``).
///
/// In a site build (``site``) the page is found among the site's pages, by its file or else by
/// its name relative to the linking page's (a translation in `he/guide/` linking `../setup.md`
/// finds the page `setup`), and the link is the relative path between the two outputs, both
/// inside the output folder. A page rendered alone links to the output name the linked page
/// would get rendered the same way: `setup.md` is `setup.pdf` from `help.md` written to
/// `help.pdf`, `setup.he.pdf` from `help.md` written to `help.he.pdf`.
///
///     PageLinks(site: map, output: "he/guide/start.html")   // setup.md -> "../setup.html"
public struct PageLinks: Sendable, Hashable {
    /// The site's pages; nil: the page is rendered alone, its links found on disk.
    public var site: SiteMap?
    /// The output's path: relative to the output folder, `<lang>/<page>.<format>`, in a site build.
    public var output: String

    /// Links of the page written to `output`: in `site`, or on disk when that is nil.
    public init(site: SiteMap? = nil, output: String) {
        self.site = site
        self.output = output
    }

    /// What a page link becomes.
    package enum Outcome: Equatable {
        /// This destination.
        case linked(String)
        /// There is no such page: the link is drawn as written.
        case noPage
        /// The page (linked by the first value) has no such heading; `page` names it.
        case noHeading(String, page: String)
    }

    /// `link` in the page `file` (read for `language`) as this output points it.
    package func outcome(of link: PageLink, in file: String, language: LanguageTag?, siteRoot: String?) -> Outcome {
        let format = (output as NSString).pathExtension
        let folder = (file as NSString).deletingLastPathComponent
        let target = (folder.isEmpty ? "." : folder) + "/" + link.file
        // The output's link, the page's name in warnings, its anchors and those of the page in other languages.
        let page: (href: String, name: String, anchors: [String], versions: [[String]])
        if let site {
            guard let found = sitePage(link, target: target, in: site, format: format) else { return .noPage }
            page = found
        } else {
            // A page rendered alone: its file must be there, and is read only inside the site.
            var status = stat()
            guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .noPage }
            let href = alonePath(link.path, from: file, format: format)
            let rendered = language.flatMap { LocalizedFile.variant(of: target, for: $0) } ?? target
            func anchors(_ path: String) -> [String]? {
                guard siteRoot.map({ SiteRoot.contains(path, root: $0) }) ?? true else { return nil }
                return (try? Page(contentsOfFile: path))?.headingAnchors
            }
            // Outside the site the anchor is not checked.
            guard let own = anchors(rendered) else {
                return .linked(href + (link.anchor.map { "#" + Self.encoded($0, allowed: .urlFragmentAllowed) } ?? ""))
            }
            page = (href, rendered, own, rendered == target ? [] : [anchors(target) ?? []])
        }
        guard let anchor = link.anchor else { return .linked(page.href) }
        guard let heading = Self.heading(anchor, in: page.anchors, versions: page.versions) else {
            return .noHeading(page.href, page: page.name)
        }
        return .linked(page.href + "#" + Self.encoded(heading, allowed: .urlFragmentAllowed))
    }

    /// The heading `anchor` names among a page's `anchors`: itself, or else the heading in the
    /// same place as the heading it names in a version of the page in another language, when
    /// that version has as many headings (`setup.md#installation` in a Hebrew output leads to
    /// `#התקנה`, the second heading of the Hebrew page as `Installation` is of the English).
    static func heading(_ anchor: String, in anchors: [String], versions: [[String]]) -> String? {
        if anchors.contains(anchor) { return anchor }
        for version in versions where version.count == anchors.count {
            if let index = version.firstIndex(of: anchor) { return anchors[index] }
        }
        return nil
    }

    /// The output of the site's page `link` names, relative to this output's folder, its
    /// output's name, its anchors there and in its other languages.
    private func sitePage(_ link: PageLink, target: String, in site: SiteMap, format: String)
        -> (href: String, name: String, anchors: [String], versions: [[String]])? {
        let parts = output.split(separator: "/").map(String.init)
        guard parts.count >= 2 else { return nil }
        let language = parts[0]
        let own = parts.dropFirst().joined(separator: "/").dropLast(format.count + 1)
        guard let name = site.names[SiteMap.standardized(target)] ?? Self.name(link.file, besides: String(own)),
              let languages = site.pages[name], let targetLanguage = languages[language] != nil ? language : languages.keys.sorted().first
        else { return nil }
        let from = parts.dropLast()
        let to = [targetLanguage] + name.split(separator: "/").map(String.init)
        let common = zip(from, to).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: from.count - common) + to.dropFirst(common)
        var href = path.map { Self.encoded($0, allowed: .urlPathAllowed) }.joined(separator: "/") + "." + format
        // `a:b.html` would read as a scheme: `./a:b.html` cannot.
        if href.prefix(while: { $0 != "/" }).contains(":") { href = "./" + href }
        let versions = languages.filter { $0.key != targetLanguage }.sorted { $0.key < $1.key }.map(\.value)
        return (href, "\(targetLanguage)/\(name)", languages[targetLanguage]!, versions)
    }

    /// The page name `file` (relative to the page named `page`) stands for, with its extension
    /// and its language suffix (`setup.he.md`) dropped; nil when it leads out of the site.
    static func name(_ file: String, besides page: String) -> String? {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in file.split(separator: "/").map(String.init) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        guard let last = components.popLast() else { return nil }
        return (components + [pageStem((last as NSString).deletingPathExtension)]).joined(separator: "/")
    }

    /// `stem` without a language suffix: `setup` for `setup.he` and `setup.ar-SA`.
    static func pageStem(_ stem: String) -> String {
        LocalizedFile.languageSuffix(of: stem)?.name ?? stem
    }

    /// The output name of a page rendered alone, from the page `file`: `path` in this output's
    /// format, with the suffix this output's name adds to `file`'s page (`.he` in `help.he.pdf`
    /// of `help.md` or `help.he.md`); only the format changes when the output is named otherwise.
    private func alonePath(_ path: String, from file: String, format: String) -> String {
        let slash = path.range(of: "/", options: .backwards).map { String(path[..<$0.upperBound]) } ?? ""
        let stem = (String(path.dropFirst(slash.count)) as NSString).deletingPathExtension
        let own = Self.pageStem(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
        let name = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        guard name == own || name.hasPrefix(own + ".") else { return slash + stem + "." + format }
        return slash + Self.pageStem(stem) + name.dropFirst(own.count) + "." + format
    }

    /// `text` with what `allowed` lacks percent-encoded (spaces and controls of any script
    /// too); letters of other scripts kept, as HTML's `href` and PDF's file names take them.
    static func encoded(_ text: String, allowed: CharacterSet) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let kept = scalar.isASCII ? allowed.contains(scalar)
                : !scalar.properties.isWhitespace && ![.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
            if kept {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
            }
        }
        return result
    }
}
