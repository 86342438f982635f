import Document
import Foundation
import Style
import Testing

@Suite struct HTMLPageTests {
    @Test func titleLanguageDirectionAndStyleSheetsActAsFrontMatterAndCSS() throws {
        let page = try Page.parse(html: """
            <!doctype html><html lang="fa" dir="rtl"><head><title> راهنما </title>
            <style>.end { text-align: end } p.x { unicode-bidi: plaintext }</style></head>
            <body><h2>سلام</h2><p class="end">پایان</p><p class="x">abc</p><script>x()</script></body></html>
            """, fileName: "page.html")
        #expect(page.frontMatter.title == "راهنما" && page.frontMatter.lang == "fa" && page.frontMatter.dir == .rightToLeft)
        #expect(page.blocks.count == 3)
        #expect(page.blocks[1].textAlign == "end")
        #expect(page.unsupportedHTML.map(\.tag) == ["<script>"])
    }

    /// CSS Writing Modes 3 §2.4.2: `bidi-override` on a block overrides the text it holds
    /// outside other blocks.
    @Test func blockBidiOverrideOverridesItsOwnInlineContent() throws {
        let page = try Page.parse(html: """
            <html lang="en"><body><div style="direction: rtl; unicode-bidi: bidi-override">abc <b>d</b><p>e</p></div></body></html>
            """, fileName: "page.html")
        let texts = page.blocks.compactMap { block -> String? in
            if case let .paragraph(runs) = block.kind { return runs.map(\.text).joined() }
            return nil
        }
        #expect(texts == ["\u{202E}abc d\u{202C}", "e"])
    }

    /// A block's own colour, weight and slant start its text; an inline element's colour and
    /// size, where they differ from its parent's, are its runs'.
    @Test func blockAndInlineColourWeightAndSize() throws {
        let page = try Page.parse(html: """
            <html lang="he" dir="rtl"><style>.lead { font-weight: bold; color: #c33 } .big { font-size: 1.5em; color: green }</style>
            <body><p class="lead">א <span class="big">ב</span></p><p>ג <small>ד</small></p></body></html>
            """, fileName: "page.html")
        guard case let .paragraph(lead) = page.blocks[0].kind, case let .paragraph(plain) = page.blocks[1].kind else {
            Issue.record("\(page.blocks)")
            return
        }
        #expect(lead[0].style.bold && lead[0].style.color == RGBA(red: 0.8, green: 0.2, blue: 0.2))
        #expect(lead.last?.style.sizeScale == 1.5 && lead.last?.style.color == RGBA(red: 0, green: 128.0 / 255, blue: 0))
        #expect(!plain[0].style.bold && plain[0].style.color == nil && plain[0].style.sizeScale == 1)
        #expect((plain.last?.style.sizeScale ?? 1) < 1)
    }

    /// Past DOMLimits' 500,000 nodes: one error that names the file once (it named it twice).
    @Test func tooManyNodesIsOneLineNamingTheFileOnce() throws {
        let html = "<body>" + String(repeating: "<b>x</b>", count: 260_000)
        #expect(throws: DocumentError.htmlLimit(file: "many.html", problem: "the HTML has more than 500000 elements and text runs, more than Galley lays out")) {
            try Page.parse(html: html, fileName: "many.html")
        }
        let error = try #require(throws: DocumentError.self) { try Page.parse(html: html, fileName: "many.html") }
        #expect(error.description == "many.html: the HTML has more than 500000 elements and text runs, more than Galley lays out")
    }

    /// `<title>` and `<html lang dir>` are an HTML page's front matter, read without styling the page.
    @Test func frontMatterOfAnHTMLFile() throws {
        let file = NSTemporaryDirectory() + "galley-front-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "<html lang=ar dir=rtl><title>مساعدة</title><p>نص".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try FrontMatter(contentsOfFile: file) == FrontMatter(title: "مساعدة", lang: "ar", dir: .rightToLeft))
    }

    @Test func authorSheetsComeAfterThePagesOwn() throws {
        let sheet = StyleSheet(parsing: "p { text-align: center }", origin: .author)
        let page = try Page.parse(html: "<style>p { text-align: right }</style><p>x</p>", fileName: "a.html", authorSheets: [sheet])
        #expect(page.blocks[0].textAlign == "center")
    }

    @Test func linkedSheetOutsideThePagesFolderIsNotRead() throws {
        let root = NSTemporaryDirectory() + "galley-html-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "p { text-align: center }".write(toFile: root + "/outside.css", atomically: true, encoding: .utf8)
        try "p { text-align: right }".write(toFile: root + "/site/inside.css", atomically: true, encoding: .utf8)
        try "<link rel=stylesheet href=inside.css><link rel=stylesheet href=../outside.css><p>x</p>"
            .write(toFile: root + "/site/a.html", atomically: true, encoding: .utf8)
        let page = try Page(contentsOfFile: root + "/site/a.html")
        #expect(page.blocks[0].textAlign == "right")
    }
}

extension HTMLPageTests {
    /// In the help-page look a `pre` is Galley's code block; in the UA look it is a paragraph
    /// with its spaces kept and its line breaks as U+2028 (`white-space: pre`).
    @Test func preIsACodeBlockOnlyInTheHelpLook() throws {
        let html = "<html><body><pre>a  b\nc</pre></body></html>"
        let help = try Page.parse(html: html, fileName: "page.html")
        #expect(help.blocks.first?.kind == .codeBlock(language: nil, text: "a  b\nc"))
        let browser = try Page.parse(html: html, fileName: "page.html", helpLook: false)
        guard case let .paragraph(runs)? = browser.blocks.first?.kind else {
            Issue.record("not a paragraph: \(browser.blocks)")
            return
        }
        #expect(runs.map(\.text).joined() == "a\u{00A0}\u{00A0}b\u{2028}c")
    }

    /// CSS Text 3 §4.1.1: `white-space: pre-line` keeps line breaks (U+2028) but collapses
    /// its spaces, and the spaces around a kept break go; they stay spaces a line may wrap at.
    @Test func preLineKeepsLineBreaksAndCollapsesSpaces() throws {
        let page = try Page.parse(html: "<html><body><p style='white-space: pre-line'>a   b  \n  c d</p></body></html>",
                                  fileName: "page.html", helpLook: false)
        guard case let .paragraph(runs)? = page.blocks.first?.kind else {
            Issue.record("not a paragraph: \(page.blocks)")
            return
        }
        #expect(runs.map(\.text).joined() == "a b\u{2028}c d")
    }

    /// CSS Text 3 §4.1.2: `pre-wrap` and `break-spaces` keep every space, as spaces a line may
    /// wrap after, not as `pre`'s no-break spaces; a NUL in the text (which the parser drops) does not become one.
    @Test func preWrapKeepsSpacesALineMayWrapAt() throws {
        for whiteSpace in ["pre-wrap", "break-spaces"] {
            let page = try Page.parse(html: "<html><body><p style='white-space: \(whiteSpace)'> a  b\u{0} \nc </p></body></html>",
                                      fileName: "page.html", helpLook: false)
            guard case let .paragraph(runs)? = page.blocks.first?.kind else {
                Issue.record("not a paragraph: \(page.blocks)")
                return
            }
            #expect(runs.map(\.text).joined() == " a  b \u{2028}c ", "\(whiteSpace)")
        }
    }
}

extension HTMLPageTests {
    /// CSS 2 §10.3.3: body's own width, borders and padding make a box around the page's
    /// blocks; its margins stay the page's, so without those it adds none.
    @Test func bodysWidthBoxesItsBlocks() throws {
        let boxed = try Page.parse(html: "<html><body style='width: 300px; margin: 8px'><p>a</p><p>b</p></body></html>", fileName: "page.html")
        guard case let .box(box)? = boxed.blocks.first?.kind, boxed.blocks.count == 1 else {
            Issue.record("no body box: \(boxed.blocks)")
            return
        }
        #expect(box.style.width == .pixels(300) && box.style.margin == BoxStyle.Edges() && box.children.count == 2)
        let plain = try Page.parse(html: "<html><body style='margin: 8px'><p>a</p><p>b</p></body></html>", fileName: "page.html")
        #expect(plain.blocks.count == 2)
    }
}
