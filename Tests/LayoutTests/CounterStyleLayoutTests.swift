import DisplayList
import Document
import Layout
import Testing

/// An HTML list's `list-style-type` draws its markers, on the start side, reaching outwards
/// when wider than the gutter; a Markdown list keeps Galley's markers.
struct CounterStyleLayoutTests {
    func markers(_ html: String, language: String = "he") throws -> [(text: String, frame: Rect)] {
        let page = try Page.parse(html: html, fileName: "list.html")
        let laidOut = try PageLayout(options: PageOptions(width: 400, language: tag(language), source: "list.html"), shaper: shaper(language)).layout(page)
        let frames = laidOut.boxes.filter { $0.kind == .listMarker }.map(\.frame)
        return Array(zip(labels(laidOut), frames))
    }

    /// Each marker's characters, sorted (its runs come in visual order, split at the isolate).
    func labels(_ page: LaidOutPage) -> [String] {
        var byBlock: [(block: Int, text: String)] = []
        for item in page.items {
            guard case let .glyphs(run) = item, let structure = run.structure, structure.isListLabel else { continue }
            let text = run.text.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format } }
            if byBlock.last?.block == structure.block { byBlock[byBlock.count - 1].text += text } else { byBlock.append((structure.block, text)) }
        }
        return byBlock.map { String($0.text.sorted()) }
    }

    @Test func hebrewLettersRomanNumeralsAndNone() throws {
        let page = "<html lang=he dir=rtl><body><ol style='list-style-type: hebrew'><li>א</li><li>ב</li></ol>"
            + "<ol style='list-style-type: upper-roman' start=18><li>ג</li></ol><ul style='list-style: none'><li>ד</li></ul></body></html>"
        let found = try markers(page)
        #expect(found.map(\.text) == ["א.", "ב.", "XVIII."].map { String($0.sorted()) })
        // XVIII. is wider than the gutter: it starts where the others start, on the start side, and reaches outwards.
        let roman = try #require(found.last), first = try #require(found.first)
        #expect(roman.frame.width > 24 && abs(roman.frame.x - first.frame.x) < 1)
    }

    @Test func markdownListsKeepThePagesDigits() throws {
        let page = try layOut("1. أ\n2. ب\n", language: "ar-SA")
        #expect(labels(page) == ["١.", "٢."].map { String($0.sorted()) })
    }
}
