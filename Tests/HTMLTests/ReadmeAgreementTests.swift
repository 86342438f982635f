@testable import Document
import Foundation
import Galley
import ToolSupport
import Testing

/// Translated README pages of the kind real projects write (a centred logo, a title, a row of
/// badges, a language menu, `<p dir="rtl">`, `<details>`, `<div dir="rtl">` around Markdown,
/// `<b>`, `<br>`, `<kbd>`, `<img width>`): Galley's lines against Chromium's for cmark-gfm's
/// HTML of the same Markdown, as GitHub shows it, in Galley's fonts and sizes.
struct ReadmeAgreementTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/readme").path

    /// The probe of `BrowserAgreementTests`, also reading `summary`: Galley draws an open
    /// details' summary as a paragraph behind its ▾ (HTML §15.5.4), which Chromium draws as a marker.
    static let probe = LineProbe.script.replacingOccurrences(of: "'h1,h2,h3,h4,h5,h6,p,pre,th,td,figcaption'",
                                                             with: "'h1,h2,h3,h4,h5,h6,p,pre,th,td,figcaption,summary'")

    @Test(arguments: ["he", "ar", "fa"])
    func chromiumOrdersTheWordsOfCmarksHTMLAsGalleyDoes(language: String) throws {
        guard let chromium = BrowserAgreementTests.chromium else {
            print("skipped: chromium is not installed (Scripts/install-debian-packages installs it); the README's lines were not checked against a browser")
            return
        }
        let input = Self.folder + "/README.\(language).md"
        let markdown = try String(contentsOfFile: input, encoding: .utf8)
        let directory = NSTemporaryDirectory() + "galley-readme-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Galley's HTML output gives the fonts and the look; its body is replaced by cmark-gfm's HTML.
        let galleyHTML = directory + "/galley.html"
        try PageRenderer().write(RenderOptions(input: input, language: language, width: 700), to: galleyHTML)
        let written = try String(contentsOfFile: galleyHTML, encoding: .utf8)
        let head = try #require(written.range(of: "<body>"))
        let cmark = try #require(MarkdownParser.html(markdown: markdown))
        let page = directory + "/page.html"
        try (written[..<head.upperBound] + cmark + "</body></html>\n").write(toFile: page, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.folder + "/images", toPath: directory + "/images")

        var galley = try BrowserAgreementTests.galleyBoxes(input, language: language, width: 700)
        // The summary's ▾ is Chromium's marker, not a word.
        for b in galley.indices where galley[b].lines.first?.words.contains(where: { $0.text == "▾" }) == true {
            galley[b].lines = galley[b].lines.map { line in
                var line = line
                line.words = line.words.filter { $0.text != "▾" }.map { ($0.index - 1, $0.text) }
                return line
            }
        }
        let dom = try BrowserAgreementTests.dump(page, adding: Self.probe, width: 700, chromium: chromium)
        let browser = try BrowserAgreementTests.boxes(fromProbe: dom)
        let agreement = BrowserAgreementTests.compare(galley, browser)
        print("README.\(language).md: \(agreement.lines) lines, \(agreement.sameOrder) in the same visual order, \(agreement.sameFirstWord) start with the same word")
        for difference in agreement.differences { print("  " + difference) }
        #expect(agreement.lines >= 12)
        #expect(galley.count == browser.count)
        #expect(agreement.differentWords == 0, "blocks with other words in Chromium")
        #expect(agreement.sameOrder == agreement.lines, "lines in another visual order in Chromium")
    }

    @Test(arguments: ["he", "ar", "fa"])
    func noTagIsDrawnAsText(language: String) throws {
        let page = try Page(contentsOfFile: Self.folder + "/README.\(language).md")
        let text = page.blocks.flatMap(\.inlineTexts).joined(separator: " ")
        #expect(!text.contains("<") && !text.contains(">"), "\(text)")
    }
}

extension Block {
    /// The text of every run of the block and the blocks inside it.
    fileprivate var inlineTexts: [String] {
        switch kind {
        case let .heading(_, content), let .paragraph(content): content.map(\.text)
        case let .list(list): list.items.joined().flatMap(\.inlineTexts)
        case let .blockQuote(blocks): blocks.flatMap(\.inlineTexts)
        case let .box(box): box.children.flatMap(\.inlineTexts)
        case let .table(table): ([table.header] + table.rows).joined().flatMap { $0.content.map(\.text) }
        case let .figure(figure): figure.caption.map(\.text)
        case .codeBlock, .thematicBreak: []
        }
    }
}
