import Foundation
import LocaleRules

/// The page view: one page in the languages the reader picked, side by side, each as Galley
/// draws it (its PNG at the browser's pixel ratio, or Galley's HTML), with the errors and
/// warnings of its file above it and the translator's table of placeholders below.
///
/// The server sends the whole document once; the script asks for ``fragments`` again when a
/// build changed the page and swaps the columns whose ``Column/version`` changed.
struct PageView {
    /// One language's column, as HTML, and a digest of it: equal digests, nothing to redraw.
    struct Column: Encodable {
        var lang: String
        var version: String
        var html: String
    }

    /// The parts the script redraws.
    struct Fragments: Encodable {
        var columns: [Column]
        var aids: Column
        var problems: Column
    }

    let builds: PreviewBuilds
    let site: PreviewSite
    let page: PreviewSite.Page
    /// The languages shown, in order.
    let languages: [PreviewSite.Language]
    /// `.png(scale:)` or `.html`.
    let variant: Variant

    /// The view of `page` in the languages `tags` names (comma-separated; unknown ones left
    /// out; none: the page's defaults), as PNGs at `scale` or as HTML.
    init(builds: PreviewBuilds, site: PreviewSite, page: PreviewSite.Page, tags: String?, html: Bool, scale: Double) {
        self.builds = builds
        self.site = site
        self.page = page
        let asked = (tags ?? "").split(separator: ",").compactMap { page.language(String($0)) }
        languages = asked.isEmpty ? page.defaultLanguages.compactMap(page.language) : asked
        let png = Variant.png(scale: scale)
        variant = html ? .html : builds.isBuilt(png) ? png : .png(scale: 1)
    }

    private var root: String { URL(fileURLWithPath: site.root).standardizedFileURL.path }

    /// The parts the script swaps in.
    var fragments: Fragments {
        Fragments(columns: languages.map(column), aids: Self.digested("aids", aids), problems: Self.digested("problems", siteProblems))
    }

    /// The whole page view.
    var document: String {
        let shown = Set(languages.map(\.tag.identifier))
        func checkbox(_ language: PreviewSite.Language) -> String {
            let tag = language.tag.identifier.htmlEscaped
            return "<label class=\"kind-\(language.kind.rawValue)\" title=\"\(Problem.relative(language.file, root: root).htmlEscaped)\">"
                + "<input type=\"checkbox\" name=\"lang\" value=\"\(tag)\"\(shown.contains(language.tag.identifier) ? " checked" : "")> \(tag)</label>"
        }
        let real = page.languages.filter { $0.kind != .pseudo }.map(checkbox).joined(separator: " ")
        let pseudo = page.languages.filter { $0.kind == .pseudo }.map(checkbox).joined(separator: " ")
        let mode = variant == .html ? "html" : "png"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(page.name.htmlEscaped) · Galley preview</title>
            <link rel="stylesheet" href="/preview.css">
            <script src="/preview.js" defer></script>
            </head>
            <body data-page="\(page.name.htmlEscaped)" data-fragments="\(urlPath("fragments", page.name).htmlEscaped)">
            <header class="bar">
            <a href="/">All pages</a>
            <h1>\(page.name.htmlEscaped)</h1>
            <form id="controls">
            <fieldset><legend>Languages</legend> \(real)</fieldset>
            <fieldset><legend>Pseudolanguages</legend> \(pseudo)</fieldset>
            <fieldset><legend>Show</legend>
            <label><input type="radio" name="mode" value="png"\(mode == "png" ? " checked" : "")> PNG</label>
            <label><input type="radio" name="mode" value="html"\(mode == "html" ? " checked" : "")> HTML</label>
            </fieldset>
            </form>
            <p id="status" role="status"></p>
            </header>
            <div id="problems" data-version="\(Self.digest(siteProblems))">\(siteProblems)</div>
            <details id="aids" open data-version="\(Self.digest(aids))">\(aids)</details>
            <main id="columns">
            \(languages.map(column).map { "<section class=\"column\" data-lang=\"\($0.lang.htmlEscaped)\" data-version=\"\($0.version)\">\($0.html)</section>" }.joined(separator: "\n"))
            </main>
            </body>
            </html>
            """
    }

    /// One language's column: its name and where its text comes from, its file's error and
    /// warnings, and the render (dimmed, and said to be the last good one, when the last build
    /// of it failed).
    func column(_ language: PreviewSite.Language) -> Column {
        let tag = language.tag.identifier
        let output = builds.output(variant, language: tag, page: page.name)
        let file = Problem.relative(language.file, root: root)
        let source: String = switch language.kind {
        case .source: "source"
        case .translated: "translation"
        case .fallback: "no translation: the source page"
        case .pseudo: "pseudolanguage of the source page"
        }
        var html = "<h2><span class=\"tag\">\(tag.htmlEscaped)</span> <span class=\"kind kind-\(language.kind.rawValue)\">\(source)</span> "
            + "<a class=\"file\" href=\"\(urlPath("site", file).htmlEscaped)\">\(file.htmlEscaped)</a></h2>\n"
        let problems = (output.error.map { ["<li class=\"error\">\(Problem(parsing: $0, root: root).html)</li>"] } ?? [])
            + builds.warnings(of: language.file).map { "<li class=\"warning\">\(Problem(parsing: language.file + ": " + $0, root: root).html)</li>" }
        if !problems.isEmpty { html += "<ul class=\"problems\">\(problems.joined())</ul>\n" }
        if let version = output.version {
            let source = urlPath("out", PreviewBuilds.path(variant, tag, page.name)) + "?v=" + version
            if output.error != nil { html += "<p class=\"stale-note\">The last render before the error:</p>\n" }
            let stale = output.error != nil ? " stale" : ""
            switch variant {
            case .png:
                html += "<img class=\"render\(stale)\" src=\"\(source.htmlEscaped)\" width=\"\(Int(builds.options.width))\" alt=\"\(page.name.htmlEscaped) in \(tag.htmlEscaped), as Galley draws it\">"
            case .html:
                html += "<iframe class=\"render\(stale)\" sandbox=\"allow-same-origin\" src=\"\(source.htmlEscaped)\" title=\"\(page.name.htmlEscaped) in \(tag.htmlEscaped), Galley's HTML\"></iframe>"
            }
        } else if output.error == nil {
            html += "<p class=\"pending\">Rendering…</p>"
        }
        return Column(lang: tag, version: Self.digest(html), html: html)
    }

    /// The translator's aids: the placeholders of the page in each language shown.
    var aids: String {
        PlaceholderTable(page: page, languages: languages, root: root).html
    }

    /// Problems of the whole site (a translation without its page, a build that could not start).
    var siteProblems: String {
        let problems = builds.siteProblems
        guard !problems.isEmpty else { return "" }
        return "<ul class=\"problems\">" + problems.map { "<li class=\"error\">\(Problem(parsing: $0, root: root).html)</li>" }.joined() + "</ul>"
    }

    private static func digested(_ name: String, _ html: String) -> Column { Column(lang: name, version: digest(html), html: html) }

    /// A short FNV-1a digest of `text`, to tell whether a part changed.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 36)
    }
}
