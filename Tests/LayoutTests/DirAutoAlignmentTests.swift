import Document
import Layout
import Testing

/// HTML §15.3.6: `dir=auto` gives an element the direction of its text, so the `start` and
/// `end` of its `text-align` are that direction's sides.
@Suite struct DirAutoAlignmentTests {
    private func linesX(_ body: String) throws -> [Double] {
        let page = try Page.parse(html: "<html lang=en><body>\(body)</body></html>", fileName: "page.html", helpLook: false)
        let laidOut = try PageLayout(options: PageOptions(width: 400, language: tag("en"), source: "page.html",
                                                          style: PageStyle(userAgentWith: page.styleSheets)),
                                     shaper: shaper("en")).layout(page)
        let text = try #require(laidOut.texts.first)
        return text.layout.lines.map { text.origin.x + $0.contentX }
    }

    private func textX(_ body: String) throws -> Double {
        try #require(linesX(body).first)
    }

    @Test func endOfAHebrewDirAutoBlockIsItsLeft() throws {
        let end = try textX("<div dir=auto style='text-align: end'>שלום עולם</div>")
        let start = try textX("<div dir=auto style='text-align: start'>שלום עולם</div>")
        #expect(end < 50 && start > 200, "end \(end), start \(start)")
    }

    /// CSS Writing Modes 3 §2.4: `unicode-bidi: plaintext` (which HTML's `pre dir=auto` has)
    /// makes each line after a kept line break a paragraph of its own direction, and its
    /// `start` is that direction's; plain `dir=auto` gives the whole element one direction.
    @Test func plaintextAlignsEachHebrewAndEnglishLineToItsOwnStart() throws {
        let plaintext = try linesX("<pre dir=auto>שלום עולם\nhello world</pre>")
        #expect(plaintext.count == 2 && plaintext[0] > 200 && plaintext[1] < 50, "\(plaintext)")
        let block = try linesX("<div style='unicode-bidi: plaintext'>hello world<br>שלום עולם</div>")
        #expect(block.count == 2 && block[0] < 50 && block[1] > 200, "\(block)")
        let auto = try linesX("<div dir=auto>שלום עולם<br>hello world</div>")
        #expect(auto.count == 2 && auto[0] > 200 && auto[1] > 200, "\(auto)")
    }

    /// The same for `end`: each bidi paragraph's own end, as Chromium draws it; `dir=auto` alone,
    /// the whole element's end.
    @Test func plaintextAlignsEachLineToItsOwnEnd() throws {
        let plaintext = try linesX("<div style='unicode-bidi: plaintext; text-align: end'>hello world<br>שלום עולם<br>hello again</div>")
        #expect(plaintext.count == 3 && plaintext[0] > 200 && plaintext[1] < 50 && plaintext[2] > 200, "\(plaintext)")
        let auto = try linesX("<div dir=auto style='text-align: end'>hello world<br>שלום עולם</div>")
        #expect(auto.count == 2 && auto[0] > 200 && auto[1] > 200, "\(auto)")
    }
}
