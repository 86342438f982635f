import DisplayList
import Document
import Files
import Foundation
import HTML
import Layout
import LocaleRules
import Shaping
import Testing

/// What the HTML writes down for the browser: directions, isolates, images, digits.
struct HTMLPageTests {
    static let fonts = try! FontContext()

    static func html(_ markdown: String, language: String, direction: TextDirection? = nil, source: String = "page.md") throws -> String {
        let page = try Page.parse(markdown: markdown, fileName: source)
        let options = PageOptions(width: 800, language: try LanguageTag(language), direction: direction, source: source)
        let layout = PageLayout(options: options, shaper: Shaper(fonts: fonts, language: options.language))
        return HTMLPage(page, layout: layout, fontDirectory: "/nonexistent").text
    }

    /// Where the HTML page copies the image file at `path`: `images/<content hash>.png`.
    static func copied(_ path: String) throws -> String {
        "images/" + FileCopy.contentName(of: try RegularFile.read(path), extension: "png")
    }

    /// The HTML between `<body>` and `</body>`.
    static func body(_ html: String) -> String {
        guard let start = html.range(of: "<body>"), let end = html.range(of: "</body>") else { return "" }
        return String(html[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An HTML element's colour, size and background in running text are drawn (`<mark>` is
    /// yellow, ua.css) and written down for the browser on the run's own span.
    @Test func inlineColourSizeAndBackgroundAreDrawnAndWrittenDown() throws {
        let markdown = "א <mark>ב</mark> <span style=\"color: #c33; font-size: 1.5em\">ג</span>\n"
        let html = Self.body(try Self.html(markdown, language: "he"))
        #expect(html.contains("<span style=\"background-color: rgba(255, 255, 0, 1.0)\">ב</span>"))
        #expect(html.contains("<span style=\"color: rgba(204, 51, 51, 1.0); font-size: 1.5em\">ג</span>"))
        let options = PageOptions(width: 800, language: try LanguageTag("he"), source: "page.md")
        let page = try PageLayout(options: options, shaper: Shaper(fonts: Self.fonts, language: options.language))
            .layout(try Page.parse(markdown: markdown, fileName: "page.md"))
        let yellow = page.items.filter { item in
            if case let .roundedRectangle(_, radius, fill) = item { return radius == 0 && fill == Color(red: 1, green: 1, blue: 0) }
            return false
        }
        #expect(yellow.count == 1)
    }

    /// Issue 22: a heading's `{#id}` is its id; the front matter's description its meta
    /// description; a code span's edge spaces outside its isolate; an image on the web its alt text.
    @Test func headingIdDescriptionCodeEdgesAndRemoteImages() throws {
        let html = try Self.html("---\ndescription: מדריך \"קצר\"\nid: x\n---\n## למה JSX? {#why-jsx}\n\nכתבו` value` כאן ![Build](https://img.shields.io/b.svg)\n",
                                 language: "he")
        #expect(html.contains("<h2 id=\"why-jsx\">למה JSX?</h2>"), "\(html)")
        #expect(html.contains("<meta name=\"description\" content=\"מדריך &quot;קצר&quot;\">"))
        #expect(html.contains("<code> <span dir=\"ltr\">value</span></code>"))
        #expect(html.contains("<span class=\"remote-image\">Build</span>") && !html.contains("img.shields.io/b.svg\" "))
    }

    @Test func hebrewPageSetsLanguageAndDirectionOnceOnHTML() throws {
        let html = try Self.html("# שלום\n\nטקסט.", language: "he")
        #expect(html.contains("<html lang=\"he\" dir=\"rtl\">"))
        #expect(Self.body(html) == "<h1 id=\"שלום\">שלום</h1>\n<p>טקסט.</p>")
    }

    @Test func blockDirectionIsWrittenOnlyWhereItIsNotThePages() throws {
        let body = Self.body(try Self.html("Install {dir=ltr}\n\nשלום {dir=rtl}\n\nאו Galley {dir=auto}", language: "he"))
        #expect(body == "<p dir=\"ltr\">Install</p>\n<p>שלום</p>\n<p dir=\"auto\">או Galley</p>")
    }

    @Test func hebrewParagraphWithoutStrongLetterKeepsThePagesDirectionNotDirAuto() throws {
        // Galley gives `{dir=auto}` text with no strong letter the page's direction (HL1); a browser's dir=auto would give LTR.
        let body = Self.body(try Self.html("250 `=SUM(A1)` {dir=auto}\n\nשלום {dir=auto}", language: "he"))
        #expect(body == "<p>250 <code dir=\"ltr\">=SUM(A1)</code></p>\n<p dir=\"auto\">שלום</p>")
    }

    @Test func pageDirectionAutoGivesEveryParagraphDirAuto() throws {
        let body = Self.body(try Self.html("Galley\n\n| a |\n|---|\n| שלום |", language: "he", direction: .auto))
        #expect(body.hasPrefix("<p dir=\"auto\">Galley</p>"))
        #expect(body.contains("<td dir=\"auto\" data-header=\"a\">שלום</td>"))
    }

    @Test func codeIsALeftToRightIsolateAndCodeBlocksReadLeftToRight() throws {
        let body = Self.body(try Self.html("הקלידו `=SUM(A1)` כאן.\n\n```\nx = 1\n```", language: "he"))
        #expect(body.contains("הקלידו <code dir=\"ltr\">=SUM(A1)</code> כאן."))
        #expect(body.contains("<pre dir=\"ltr\"><code>x = 1</code></pre>"))
    }

    @Test func hebrewPhoneNumberIsALeftToRightSpanOnlyWhereGalleysRuleApplies() throws {
        let body = Self.body(try Self.html("התקשרו 1-800-555-0199 בשנת 2024.", language: "he"))
        #expect(body == "<p>התקשרו <span dir=\"ltr\">1-&#x2060;800-&#x2060;555-&#x2060;0199</span> בשנת 2024.</p>")
    }

    /// `--:` is the table's end (the left in RTL), also for a cell that reads left to right.
    @Test func tableCellDirectionAndColumnAlignmentAreLogical() throws {
        let body = Self.body(try Self.html("| שם | Pro |\n|:--|--:|\n| א | b {dir=ltr} |", language: "he"))
        #expect(body.contains("<td class=\"align-start\" data-header=\"שם\">א</td><td class=\"align-start\" dir=\"ltr\" data-header=\"Pro\">b</td>"))
    }

    @Test func leadingAlignmentOfAnEnglishParagraphOnAnAutoHebrewPageIsThePagesStart() throws {
        let page = try Page.parse(markdown: "Install\n\nשלום", fileName: "page.md")
        let options = PageOptions(width: 800, language: try LanguageTag("he"), direction: .auto, alignment: .leading)
        let html = HTMLPage(page, layout: PageLayout(options: options, shaper: Shaper(fonts: Self.fonts, language: options.language)),
                            fontDirectory: "/nonexistent").text
        #expect(Self.body(html) == "<p dir=\"auto\" class=\"align-end\">Install</p>\n<p dir=\"auto\">שלום</p>")
    }

    @Test func directionalImageIsMirroredOnlyWhereGalleyMirrorsIt() throws {
        let source = StylesheetTests.examples + "/help.he.md"
        let hebrew = try Self.html("![הבא](images/arrow-next.png){.directional}", language: "he", source: source)
        #expect(hebrew.contains("<img src=\"\(try Self.copied(StylesheetTests.examples + "/images/arrow-next.png"))\" alt=\"הבא\" width=\"64\" height=\"64\" class=\"directional\">"))
        #expect(hebrew.contains("img.directional:dir(rtl) { transform: scaleX(-1); }"))
        let english = try Self.html("![Next](images/arrow-next.png){.directional}", language: "en", source: source)
        #expect(!english.contains("class=\"directional\""))
        let fixed = try Self.html("![Bar](images/formula-bar.png)", language: "he", source: source)
        #expect(!fixed.contains("class=\"directional\""))
    }

    @Test func perLanguageImageVariantIsTheFileItResolvesTo() throws {
        let directory = NSTemporaryDirectory() + "galley-variant-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arrow = StylesheetTests.examples + "/images/arrow-next.png"
        try FileManager.default.copyItem(atPath: arrow, toPath: directory + "/images/arrow.png")
        try FileManager.default.copyItem(atPath: StylesheetTests.examples + "/images/formula-bar.png", toPath: directory + "/images/arrow.he.png")
        let html = try Self.html("![x](images/arrow.png){.directional}", language: "he", source: directory + "/page.md")
        #expect(html.contains("src=\"\(try Self.copied(directory + "/images/arrow.he.png"))\""))
        #expect(!html.contains("class=\"directional\""))
    }

    @Test func arabicListNumbersUseArabicIndicDigits() throws {
        let html = try Self.html("1. أ\n2. ب", language: "ar-SA")
        #expect(html.contains("@counter-style galley-digits { system: numeric; symbols: \"٠\" \"١\" \"٢\" \"٣\" \"٤\" \"٥\" \"٦\" \"٧\" \"٨\" \"٩\";"))
        #expect(html.contains("<ol class=\"tight\">"))
        let latin = try Self.html("1. a", language: "en")
        #expect(latin.contains("symbols: \"0\" \"1\""))
    }

    @Test func textIsEscaped() throws {
        let body = Self.body(try Self.html("a < b & \"c\"", language: "en"))
        #expect(body == "<p>a &lt; b &amp; &quot;c&quot;</p>")
    }
}
