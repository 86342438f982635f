import CommandSyntax
import Files
import Foundation
import Galley
import Layout
import LocaleRules
import Site

/// `render site help/ -o out/`: every page of a help site in every language, in one process,
/// only what changed since the last build; a summary at the end, exit 1 when any page failed.
struct SiteCommand {
    static let utility = Utility(
        name: "render site",
        abstract: "Render every page of a help site in every language, incrementally.",
        discussion: """
            Pages are name.md (or HTML: name.html, .htm, .xhtml) in the source language, with translations \
            name.<lang>.md (name.<lang>.html) beside them, in any \
            sub-folder; or a folder per language (en/…, he/…); or Docusaurus' docs/… with \
            i18n/<lang>/docusaurus-plugin-content-docs/current/…. A translation with no source page is rendered in its \
            own language only, with a warning. Outputs go to <output>/<lang>/<path>/<name>.png or .pdf. A language with no translation \
            of a page renders the source page and the summary says so; he-IL uses name.he-IL.md, else name.he.md. \
            An output whose page, images, values.yaml, fonts and options are unchanged (and whose file is \
            still as written) is not rendered again. A file name.<suffix>.md whose suffix is not a language \
            ICU knows is skipped with a warning; the output folder may not be inside the site folder.
            """,
        operands: [Operand("folder", help: "The site folder.")],
        options: [
            .value("output", short: "o", help: "The output folder.", required: true),
            .value("langs", help: "Comma-separated languages (BCP 47; pseudolanguages en-XA, ar-XB, en-XL render from the source). Default: every language with a translation, and the source."),
            .value("source-lang", help: "The language of source pages without a front matter lang.", default: "en"),
            .value("format", help: "Comma-separated formats: png, pdf, html (HTML pages share <output>/fonts/).", default: "png"),
            .value("width", help: "Page width in pixels for PNG output.", default: "800"),
            .value("paper", help: "Paper size for PDF output: a4, letter, a5, legal, or <W>x<H> in mm, in or px (150x200mm).", default: "a4"),
            .value("jobs", help: "How many pages render at once. Default: the number of cores."),
            .flag("force", help: "Render every output, changed or not."),
            .value("layout", help: "Where the site keeps its translations: suffix (name.he.md beside name.md), folders (a folder per language: en/, he/), docusaurus (docs/ and i18n/<lang>/docusaurus-plugin-content-docs/current/). Default: found from the folders' names."),
            .flag("keep-going", help: "Draw a placeholder box for a missing or unreadable image instead of failing the page."),
            .value("images-from", valueName: "dir", help: "A folder of copies of the pages' images on the web: https://host/path is read from <dir>/host/path. Without it they are drawn as their alt text, never fetched."),
        ])

    let folder: String
    let output: String
    let langs: String?
    let sourceLang: String
    let format: String
    let width: Double
    let paper: String
    let jobs: Int
    let force: Bool
    let layout: String?
    let keepGoing: Bool
    let imagesFrom: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        folder = arguments.operand("folder")!
        output = arguments.value("output")!
        langs = arguments.value("langs")
        sourceLang = arguments.value("source-lang") ?? "en"
        format = arguments.value("format") ?? "png"
        width = try arguments.number("width") ?? 800
        paper = arguments.value("paper") ?? "a4"
        jobs = try arguments.integer("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        force = arguments.flag("force")
        layout = arguments.value("layout")
        keepGoing = arguments.flag("keep-going")
        imagesFrom = arguments.value("images-from")
    }

    func run() throws {
        do {
            guard RenderOptions.widthRange.contains(width) else {
                throw ValidationFailure("--width is \(width): it must be from 100 to 20000 pixels")
            }
            guard jobs >= 1 else { throw ValidationFailure("--jobs is \(jobs): it must be 1 or more") }
            do {
                _ = try LanguageTag(sourceLang)
            } catch {
                throw ValidationFailure("--source-lang: \(error)")
            }
            let paper = try Paper(parsing: paper)
            let formats = try format.split(separator: ",").map { name in
                guard let format = SiteBuild.OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw SiteError.unknownFormat(String(name))
                }
                return format
            }
            let siteLayout = try layout.map { name in
                guard let layout = SiteLayout(rawValue: name) else {
                    throw ValidationFailure("unknown --layout '\(name)': use \(SiteLayout.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return layout
            }
            var options = SiteBuild.Options(root: folder, output: output, formats: formats,
                                            languages: langs.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } },
                                            sourceLanguage: sourceLang, width: width, paper: paper, jobs: jobs, force: force)
            options.layout = siteLayout
            options.keepGoing = keepGoing
            options.imagesFrom = imagesFrom
            let report = try SiteBuild(options: options).run()
            // Control characters from file names escaped, as in every message.
            print(report.summary.split(separator: "\n", omittingEmptySubsequences: false).map { Escaped(String($0)).description }
                .joined(separator: "\n"))
            if !report.failures.isEmpty { Foundation.exit(1) }
        } catch {
            Render.fail(error)
        }
    }
}
