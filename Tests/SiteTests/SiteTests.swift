import Foundation
import Galley
import LocaleRules
import Raster
import Site
import Testing

/// A site folder in a fresh temporary directory, from relative paths and contents.
func makeSite(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "galley-site-" + UUID().uuidString
    for (path, text) in files {
        let full = root + "/site/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
}

@Suite struct LanguageMatchingTests {
    let page = SourcePage(name: "help", file: "help.md",
                          translations: ["he": "help.he.md", "pt": "help.pt.md", "zh-Hant": "help.zh-Hant.md", "he-IL": "help.he-IL.md"])
    let english = try! LanguageTag("en")

    func file(_ tag: String) throws -> (String, Bool) {
        let match = page.file(for: try LanguageTag(tag), sourceLanguage: english)
        return (match.path, match.translated)
    }

    @Test func regionalTranslationWinsThenTheLanguage() throws {
        #expect(try file("he-IL") == ("help.he-IL.md", true))
        #expect(try file("he") == ("help.he.md", true))
        #expect(try file("iw") == ("help.he.md", true))
    }

    @Test func brazilianPortugueseFallsBackToPortuguese() throws {
        #expect(try file("pt-BR") == ("help.pt.md", true))
    }

    @Test func traditionalChineseForTaiwanFindsTraditionalChinese() throws {
        #expect(try file("zh-Hant-TW") == ("help.zh-Hant.md", true))
    }

    @Test func languageWithoutTranslationFallsBackToTheSource() throws {
        #expect(try file("ar-SA") == ("help.md", false))
    }

    @Test func sourceLanguageAndPseudolanguagesRenderTheSourcePage() throws {
        #expect(try file("en-GB") == ("help.md", true))
        #expect(try file("ar-XB") == ("help.md", true))
    }

    @Test func singlePageRenderPicksTheTranslationBeside() throws {
        let root = try makeSite(["help.md": "# English\n", "help.he.md": "# עברית\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let renderer = try PageRenderer()
        let viaSource = try renderer.image(RenderOptions(input: root + "/site/help.md", language: "he-IL", width: 300))
        let direct = try renderer.image(RenderOptions(input: root + "/site/help.he.md", language: "he-IL", width: 300))
        let english = try renderer.image(RenderOptions(input: root + "/site/help.md", language: "en", width: 300))
        #expect(viaSource.pixels == direct.pixels)
        #expect(viaSource.pixels != english.pixels)
    }
}

@Suite struct SiteFolderTests {
    @Test func pagesInSubfoldersWithTheirTranslations() throws {
        let root = try makeSite(["index.md": "# Home\n", "index.he.md": "# בית\n", "guide/formulas.md": "# F\n",
                                 "guide/formulas.ar-SA.md": "# ص\n", "notes.draft.md": "# Draft\n", "orphan.fa.md": "# ی\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try SiteFolder(root: root + "/site")
        #expect(site.layout == .suffix)
        #expect(site.pages.map(\.name) == ["guide/formulas", "index", "orphan"])
        #expect(site.pages[0].translations.keys.sorted() == ["ar-SA"])
        #expect(site.pages[2].onlyLanguage == "fa")
        #expect(site.translationLanguages == ["ar-SA", "fa", "he"])
        #expect(site.problems.isEmpty)
        #expect(site.warnings.count == 2)
        #expect(site.warnings.contains { $0.contains("notes.draft.md: 'draft' is not a language tag ICU knows") })
        #expect(site.warnings.contains { $0.contains("orphan.fa.md: no source page for orphan; rendered in fa only") })
    }

    /// Suffixes that are not languages ICU knows used to become pages rendered in every language.
    @Test(arguments: ["page.zz-!!.md", "page..md", "page.he.he.md", "page.he\u{200F}.md", "page.fonts.md", "page.images.md"])
    func suffixThatIsNotALanguageIsSkippedWithAWarning(name: String) throws {
        let root = try makeSite(["page.md": "# P\n", name: "# X\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try SiteFolder(root: root + "/site")
        #expect(site.pages.map(\.name) == ["page"])
        #expect(site.pages[0].translations.isEmpty)
        #expect(site.warnings.count == 1 && site.warnings[0].contains("is not a language tag ICU knows"))
    }

    /// `page.HE.md` used to be dropped; `iw` is the old code of Hebrew.
    @Test(arguments: ["page.HE.md", "page.iw.md", "page.he.md"])
    func suffixCaseAndOldCodesAreNormalized(name: String) throws {
        let root = try makeSite(["page.md": "# P\n", name: "# X\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try SiteFolder(root: root + "/site")
        #expect(site.pages[0].translations.keys.sorted() == ["he"])
        #expect(site.warnings.isEmpty)
    }

    @Test func twoSpellingsOfOneLanguageKeepTheCanonicalOneWithAWarning() throws {
        let root = try makeSite(["page.md": "# P\n", "page.he.md": "# A\n", "page.HE.md": "# B\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try SiteFolder(root: root + "/site")
        #expect(site.pages[0].translations["he"]?.hasSuffix("page.he.md") == true)
        #expect(site.warnings.count == 1 && site.warnings[0].contains("page.HE.md: a second translation into he"))
    }

    @Test func symbolicLinksAreListed() throws {
        let root = try makeSite(["page.md": "# P\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/site/linked.md", withDestinationPath: root + "/site/page.md")
        try FileManager.default.createSymbolicLink(atPath: root + "/site/folder", withDestinationPath: "/etc")
        let site = try SiteFolder(root: root + "/site")
        #expect(site.pages.map(\.name) == ["page"])
        #expect(site.skippedLinks == ["folder", "linked.md"])
    }
}

@Suite struct SiteBuildTests {
    static let files = [
        "index.md": "# Home\n\nWelcome.\n\n![Next](next.png){.directional}\n",
        "index.he.md": "# בית\n\nברוכים הבאים.\n\n![הבא](next.png){.directional}\n",
        "guide/formulas.md": "# Formulas\n\nType = first.\n",
    ]

    func build(_ root: String, force: Bool = false, languages: [String]? = nil) throws -> SiteReport {
        try SiteBuild(options: .init(root: root + "/site", output: root + "/out", languages: languages, width: 400, jobs: 2,
                                     force: force, progress: false)).run()
    }

    func withSite(_ body: (String) throws -> Void) throws {
        let root = try makeSite(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: examplesImage, toPath: root + "/site/next.png")
        try body(root)
    }

    var examplesImage: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
            + "/Examples/images/arrow-next.png"
    }

    @Test func everyPageInEveryLanguageWithFallbackSaid() throws {
        try withSite { root in
            let report = try build(root)
            #expect(report.outputs == 4 && report.rendered == 4 && report.failures.isEmpty)
            #expect(report.languages == [.init(tag: "he", translated: 1, fallenBack: ["guide/formulas"]),
                                         .init(tag: "en", translated: 2, fallenBack: [])])
            for path in ["he/index.png", "he/guide/formulas.png", "en/index.png", "en/guide/formulas.png"] {
                #expect(FileManager.default.fileExists(atPath: root + "/out/" + path), "\(path)")
            }
        }
    }

    @Test func pixelsOfASiteBuildEqualRenderingEachPageAlone() throws {
        try withSite { root in
            _ = try build(root)
            let renderer = try PageRenderer()
            for (output, input, language) in [("he/index.png", "index.he.md", "he"), ("en/index.png", "index.md", "en"),
                                              // A fallback is the source page, in its own language.
                                              ("he/guide/formulas.png", "guide/formulas.md", "en")] {
                let alone = try renderer.image(RenderOptions(input: root + "/site/" + input, language: language, width: 400))
                let built = try RasterImage(pngFile: root + "/out/" + output)
                #expect(built.pixels == alone.pixels, "\(output)")
            }
        }
    }

    @Test func unchangedSiteRendersNothingAndForceRendersAll() throws {
        try withSite { root in
            _ = try build(root)
            let again = try build(root)
            #expect(again.rendered == 0 && again.unchanged == 4)
            #expect(try build(root, force: true).rendered == 4)
        }
    }

    @Test func changedPageRendersOnlyItsOutputs() throws {
        try withSite { root in
            _ = try build(root)
            try "# Formulas\n\nType = first, then the name.\n".write(toFile: root + "/site/guide/formulas.md", atomically: true, encoding: .utf8)
            let report = try build(root)
            // The English page and the Hebrew fallback both come from the changed source.
            #expect(report.rendered == 2 && report.unchanged == 2)
        }
    }

    @Test func changedImageRendersExactlyThePagesThatShowIt() throws {
        try withSite { root in
            _ = try build(root)
            try FileManager.default.copyItem(atPath: root + "/site/next.png", toPath: root + "/site/next.he.png")
            // A Hebrew variant appears: only the Hebrew page that shows the image changes.
            let variant = try build(root)
            #expect(variant.rendered == 1)
            // The image itself changes: only the English page still shows it.
            try FileManager.default.removeItem(atPath: root + "/site/next.png")
            try FileManager.default.copyItem(atPath: examplesImage.replacingOccurrences(of: "arrow-next", with: "formula-bar"),
                                             toPath: root + "/site/next.png")
            let image = try build(root)
            #expect(image.rendered == 1)
            #expect(try RasterImage(pngFile: root + "/out/en/index.png").height != RasterImage(pngFile: root + "/out/he/index.png").height)
        }
    }

    @Test func changedInlineImageRendersThePageThatShowsIt() throws {
        try withSite { root in
            try FileManager.default.copyItem(atPath: examplesImage, toPath: root + "/site/guide/key.png")
            try "# Formulas\n\nPress ![key](key.png) to type =.\n".write(toFile: root + "/site/guide/formulas.md", atomically: true, encoding: .utf8)
            _ = try build(root)
            try FileManager.default.removeItem(atPath: root + "/site/guide/key.png")
            try FileManager.default.copyItem(atPath: examplesImage.replacingOccurrences(of: "arrow-next", with: "formula-bar"),
                                             toPath: root + "/site/guide/key.png")
            // The English page and the Hebrew fallback show it.
            #expect(try build(root).rendered == 2)
        }
    }

    @Test func deletedPageRemovesItsOutputs() throws {
        try withSite { root in
            _ = try build(root)
            try FileManager.default.removeItem(atPath: root + "/site/guide/formulas.md")
            let report = try build(root)
            #expect(report.removed == ["en/guide/formulas.png", "he/guide/formulas.png"])
            #expect(!FileManager.default.fileExists(atPath: root + "/out/he/guide/formulas.png"))
            #expect(FileManager.default.fileExists(atPath: root + "/out/he/index.png"))
        }
    }

    /// A deleted or truncated output used to count as unchanged and stay missing or broken.
    @Test func deletedOrTruncatedOutputIsRenderedAgain() throws {
        try withSite { root in
            _ = try build(root)
            try FileManager.default.removeItem(atPath: root + "/out/he/index.png")
            let truncated = root + "/out/en/index.png"
            let bytes = try Data(contentsOf: URL(fileURLWithPath: truncated))
            try bytes.prefix(100).write(to: URL(fileURLWithPath: truncated))
            let report = try build(root)
            #expect(report.rendered == 2 && report.unchanged == 2)
            #expect(try Data(contentsOf: URL(fileURLWithPath: truncated)) == bytes)
            #expect(FileManager.default.fileExists(atPath: root + "/out/he/index.png"))
        }
    }

    /// The record names every output finished, with its size and hash, written as each finishes.
    @Test func recordHoldsEachOutputsSizeAndHash() throws {
        try withSite { root in
            _ = try build(root)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/out/.galley-build.json"))) as! [String: Any]
            let outputs = json["outputs"] as! [String: [String: Any]]
            #expect(outputs.keys.sorted() == ["en/guide/formulas.png", "en/index.png", "he/guide/formulas.png", "he/index.png"])
            let size = try FileManager.default.attributesOfItem(atPath: root + "/out/he/index.png")[.size] as! Int
            #expect(outputs["he/index.png"]?["size"] as? Int == size)
        }
    }

    @Test func outputFolderInsideTheSiteIsAnError() throws {
        try withSite { root in
            for output in [root + "/site", root + "/site/out", root + "/site/./guide/../out"] {
                #expect(throws: SiteError.outputInsideSite(output: output, site: root + "/site")) {
                    try SiteBuild(options: .init(root: root + "/site", output: output, progress: false)).run()
                }
            }
            #expect(!FileManager.default.fileExists(atPath: root + "/site/out"))
        }
    }

    @Test(arguments: [([], SiteError.noLanguages), (["fonts"], .unknownLanguage("fonts")), (["he", "zz-!!"], .unknownLanguage("zz-!!"))])
    func languagesThatAreNoneOrNotLanguagesAreAnError(languages: [String], error: SiteError) throws {
        try withSite { root in
            #expect(throws: error) { try build(root, languages: languages) }
            #expect(!FileManager.default.fileExists(atPath: root + "/out"))
        }
    }

    @Test func translationIntoTheSourceLanguageIsAWarning() throws {
        try withSite { root in
            try "# Home, in English\n".write(toFile: root + "/site/index.en.md", atomically: true, encoding: .utf8)
            let report = try build(root, languages: ["en"])
            #expect(report.warnings.contains { $0.contains("index.en.md: a translation into en, the language of its source page") })
        }
    }

    @Test func failingPageDoesNotStopTheOthers() throws {
        try withSite { root in
            try "---\nlang: [\n---\n# x\n".write(toFile: root + "/site/broken.md", atomically: true, encoding: .utf8)
            let report = try build(root, languages: ["en"])
            #expect(report.failures.count == 1 && report.failures[0].hasPrefix("en/broken.png: "))
            #expect(report.rendered == 2)
        }
    }
}

@Suite struct SiteHTMLTests {
    @Test func htmlSiteCopiesTheFontsOnceAndEveryPageFindsThem() throws {
        let root = try makeSite(SiteBuildTests.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: SiteBuildTests().examplesImage, toPath: root + "/site/next.png")
        let report = try SiteBuild(options: .init(root: root + "/site", output: root + "/out", formats: [.html], width: 400, jobs: 2,
                                                  progress: false)).run()
        #expect(report.outputs == 4 && report.failures.isEmpty)
        let out = root + "/out"
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/fonts").filter { $0.hasSuffix(".ttf") }.count == 15)
        for (page, fonts) in [("he/index.html", "../fonts"), ("en/guide/formulas.html", "../../fonts")] {
            let html = try String(contentsOfFile: out + "/" + page, encoding: .utf8)
            #expect(html.contains("url(\"\(fonts)/NotoSans-Regular.ttf\")"), "\(page)")
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/he/fonts"))
        let images = try FileManager.default.contentsOfDirectory(atPath: out + "/he/images")
        #expect(images.count == 1 && images[0].hasSuffix(".png") && !images[0].hasPrefix("."))
        #expect(FileManager.default.contentsEqual(atPath: out + "/he/images/" + images[0], andPath: root + "/site/next.png"))
        #expect(try String(contentsOfFile: out + "/he/index.html", encoding: .utf8).contains("class=\"directional\""))
    }
}

/// A site in each layout builds: translations beside their pages, a folder per language,
/// Docusaurus' i18n folders, and translations alone.
@Suite struct SiteLayoutTests {
    func build(_ files: [String: String], layout: SiteLayout? = nil) throws -> (SiteReport, outputs: [String], root: String) {
        let root = try makeSite(files)
        var options = SiteBuild.Options(root: root + "/site", output: root + "/out", width: 400, jobs: 2, progress: false)
        options.layout = layout
        let report = try SiteBuild(options: options).run()
        let outputs = (FileManager.default.enumerator(atPath: root + "/out")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        return (report, outputs, root)
    }

    @Test func suffixLayout() throws {
        let (report, outputs, root) = try build(["guide/intro.md": "# Intro\n", "guide/intro.he.md": "# מבוא\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty && report.warnings.isEmpty, "\(report.summary)")
        #expect(outputs == ["en/guide/intro.png", "he/guide/intro.png"])
    }

    @Test func folderPerLanguageIsFoundFromTheFolderNames() throws {
        let files = ["en/intro.md": "# Intro\n", "en/guide/setup.md": "# Setup\n", "he/intro.md": "# מבוא\n",
                     "ar-SA/guide/setup.md": "# الإعداد\n", "images/logo.md": "# not a language folder\n"]
        let (report, outputs, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SiteFolder(root: root + "/site").layout == .folders)
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["ar-SA/guide/setup.png", "ar-SA/images/logo.png", "ar-SA/intro.png",
                            "en/guide/setup.png", "en/images/logo.png", "en/intro.png",
                            "he/guide/setup.png", "he/images/logo.png", "he/intro.png"])
        #expect(report.languages.first { $0.tag == "he" } == .init(tag: "he", translated: 1, fallenBack: ["guide/setup", "images/logo"]))
        // The Hebrew page is the translation, right to left: its text starts at the right.
        let hebrew = try RasterImage(pngFile: root + "/out/he/intro.png")
        let english = try RasterImage(pngFile: root + "/out/en/intro.png")
        #expect(hebrew.pixels != english.pixels)
    }

    @Test func docusaurusTranslationsInI18n() throws {
        let files = ["docs/intro.md": "---\nid: intro\nsidebar_position: 1\n---\n# Intro\n",
                     "docs/tutorial/basics.md": "# Basics {#basics}\n",
                     "i18n/he/docusaurus-plugin-content-docs/current/intro.md": "---\nid: intro\n---\n# מבוא {#intro}\n",
                     "i18n/fa/docusaurus-plugin-content-docs/current/tutorial/basics.md": "# مبانی\n",
                     "blog/2024-01-01-hello.md": "# not docs\n"]
        let (report, outputs, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SiteFolder(root: root + "/site").layout == .docusaurus)
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["en/intro.png", "en/tutorial/basics.png", "fa/intro.png", "fa/tutorial/basics.png",
                            "he/intro.png", "he/tutorial/basics.png"])
        #expect(report.languages.first { $0.tag == "he" }?.translated == 1)
    }

    @Test func translationsOnlyRenderInTheirOwnLanguageWithAWarning() throws {
        let files = ["he/intro.md": "# מבוא\n", "he/guide.md": "# מדריך\n", "ar/intro.md": "# مقدمة\n"]
        let (report, outputs, root) = try build(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["ar/intro.png", "he/guide.png", "he/intro.png"])
        #expect(report.warnings.count == 3 && report.warnings.allSatisfy { $0.contains("no source page") }, "\(report.warnings)")
        // The suffix layout of a translated fork: only name.he.md files.
        let (suffixReport, suffixOutputs, suffixRoot) = try build(["intro.he.md": "# מבוא\n", "guide/setup.he.md": "# הגדרה\n"])
        defer { try? FileManager.default.removeItem(atPath: suffixRoot) }
        #expect(suffixReport.failures.isEmpty, "\(suffixReport.summary)")
        #expect(suffixOutputs == ["he/guide/setup.png", "he/intro.png"])
    }

    @Test func layoutCanBeGiven() throws {
        // Folders named like languages, read as plain folders of a suffix site.
        let (report, outputs, root) = try build(["he/intro.md": "# מבוא\n", "he/intro.ar.md": "# مقدمة\n"], layout: .suffix)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(outputs == ["ar/he/intro.png", "en/he/intro.png"])
    }

    @Test func warningsArePrintedOncePerPageNotPerFormat() throws {
        let root = try makeSite(["index.md": "# Home\n\n<script>alert(1)</script>\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try SiteBuild(options: .init(root: root + "/site", output: root + "/out", formats: [.png, .pdf], width: 400,
                                                  jobs: 2, progress: false)).run()
        #expect(report.rendered == 2)
        #expect(report.warnings.count == 1, "\(report.warnings)")
    }

    @Test func keepGoingDrawsAPlaceholderInsteadOfFailingThePage() throws {
        let root = try makeSite(["index.md": "# Home\n\n![Screenshot](missing.png)\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = SiteBuild.Options(root: root + "/site", output: root + "/out", width: 400, jobs: 1, progress: false)
        #expect(try SiteBuild(options: options).run().failures.count == 1)
        options.keepGoing = true
        let report = try SiteBuild(options: options).run()
        #expect(report.failures.isEmpty && report.rendered == 1, "\(report.summary)")
    }
}
