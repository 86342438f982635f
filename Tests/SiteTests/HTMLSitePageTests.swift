import Foundation
import Galley
import Raster
import Site
import Testing

/// `render site` takes HTML pages (`.html`, `.htm`, `.xhtml`) as it takes Markdown: translations
/// `name.he.html` beside `name.html`, in every layout, rendered as `render` renders each alone.
@Suite struct HTMLSitePageTests {
    static func html(lang: String, dir: String = "ltr", _ body: String, head: String = "") -> String {
        "<!DOCTYPE html>\n<html lang=\"\(lang)\" dir=\"\(dir)\"><head><title>t</title>\(head)</head>\n<body>\n\(body)\n</body></html>\n"
    }

    func build(_ files: [String: String], root existing: String? = nil) throws -> (report: SiteReport, outputs: [String], root: String) {
        let root = try existing ?? makeSite(files)
        let report = try SiteBuild(options: .init(root: root + "/site", output: root + "/out", width: 400, jobs: 2, progress: false)).run()
        let outputs = (FileManager.default.enumerator(atPath: root + "/out")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        return (report, outputs, root)
    }

    @Test func hebrewTranslationBesideAnHTMLPageIsRenderedAsRenderDrawsIt() throws {
        let files = ["guide/intro.html": Self.html(lang: "en", "<h1>Intro</h1><p>Welcome.</p>"),
                     "guide/intro.he.html": Self.html(lang: "he", dir: "rtl", "<h1>מבוא</h1><p>ברוכים הבאים.</p>")]
        let (report, outputs, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty && report.warnings.isEmpty, "\(report.summary)")
        #expect(outputs == ["en/guide/intro.png", "he/guide/intro.png"])
        #expect(report.languages.first { $0.tag == "he" } == .init(tag: "he", translated: 1, fallenBack: []))
        let alone = try PageRenderer().image(RenderOptions(input: root + "/site/guide/intro.html", language: "he", width: 400))
        #expect(try RasterImage(pngFile: root + "/out/he/guide/intro.png").pixels == alone.pixels)
        #expect(try RasterImage(pngFile: root + "/out/en/guide/intro.png").pixels != alone.pixels)
    }

    @Test(arguments: [["en/intro.html", "he/intro.htm"],
                      ["docs/intro.xhtml", "i18n/he/docusaurus-plugin-content-docs/current/intro.html"]])
    func htmlPagesInFolderLayouts(paths: [String]) throws {
        let files = [paths[0]: Self.html(lang: "en", "<p>Intro</p>"), paths[1]: Self.html(lang: "he", dir: "rtl", "<p>מבוא</p>")]
        let (report, outputs, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["en/intro.png", "he/intro.png"])
        #expect(report.languages.first { $0.tag == "he" }?.translated == 1)
    }

    /// `<html lang="he">` is an HTML page's language, as front matter `lang` is a Markdown page's.
    @Test func htmlPageOfItsOwnLanguageIsNotTakenForTheSourceLanguage() throws {
        let (report, outputs, root) = try build(["start.html": Self.html(lang: "he", dir: "rtl", "<p>שלום</p>"), "other.md": "# Other\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["en/other.png", "en/start.png", "he/other.png", "he/start.png"])
        #expect(report.languages.first { $0.tag == "he" } == .init(tag: "he", translated: 1, fallenBack: ["other"]))
    }

    @Test func markdownAndHTMLFilesForOnePageKeepOneWithAWarning() throws {
        let root = try makeSite(["help.md": "# Markdown\n", "help.html": Self.html(lang: "en", "<p>HTML</p>")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try SiteFolder(root: root + "/site")
        #expect(site.pages.map(\.file) == [root + "/site/help.html"])
        #expect(site.warnings == ["\(root)/site/help.md: a second file for the page help beside \(root)/site/help.html; skipped"])
    }

    /// A page's linked style sheet is one of its inputs: changing it renders the page again.
    @Test func changedLinkedStyleSheetRendersThePageAgain() throws {
        let files = ["page.html": Self.html(lang: "en", "<p>Styled</p><p class=x>Other</p>", head: "<link rel=stylesheet href=\"css/style.css\">"),
                     "css/style.css": "p { text-align: center }", "plain.md": "# Plain\n"]
        let (first, _, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(first.rendered == 2 && first.failures.isEmpty, "\(first.summary)")
        #expect(try build([:], root: root).report.rendered == 0)
        try "p { text-align: end }".write(toFile: root + "/site/css/style.css", atomically: true, encoding: .utf8)
        #expect(try build([:], root: root).report.rendered == 1)
    }
}
