import DisplayList
import Document
import Foundation
@testable import Layout
import Testing

/// The paragraphs a page shapes on several threads before laying its blocks out are the ones it
/// would shape one by one.
@Suite struct ShapedParagraphsTests {
    @Test(arguments: ["he", "ar", "en"])
    func paragraphsShapedTogetherEqualParagraphsShapedAlone(language: String) throws {
        let markdown = (1...12).map { n in
            n % 4 == 0 ? "## כותרת \(n) Heading" : "פסקה \(n): the quick brown fox, مرحبا بالعالم \(n * 250)%, ועוד טקסט ארוך יותר."
        }.joined(separator: "\n\n") + "\n\n- not shaped ahead: a list\n\nA paragraph of its own direction. {dir=ltr}\n"
        let page = try Page.parse(markdown: markdown, fileName: "page.md")
        let options = PageOptions(width: 600, language: tag(language), source: "page.md")
        let layout = PageLayout(options: options, shaper: shaper(language))
        let column = PageLayout.Column(x: 40, width: 520, direction: options.layoutDirection, base: options.baseDirection)
        let shaped = layout.shapedParagraphs(page.blocks, in: column)
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return #expect(shaped.isEmpty) }
        #expect(shaped.count == page.blocks.count)
        #expect(shaped.compactMap { $0 }.count == page.blocks.filter { if case .list = $0.kind { false } else { true } }.count)
        for (block, paragraph) in zip(page.blocks, shaped) {
            let own = layout.column(for: block, in: column)
            guard let runs = layout.textRuns(of: block, in: own) else {
                #expect(paragraph == nil)
                continue
            }
            let alone = Paragraph(runs, base: own.base, shaper: shaper(language))
            let together = try #require(paragraph)
            #expect(together.text == alone.text)
            func items(_ paragraph: Paragraph) -> [DisplayItem] {
                paragraph.layout(width: 300, alignment: .natural, page: own.direction).displayItems(at: Point(x: 0, y: 0), structure: nil)
            }
            #expect(items(together) == items(alone))
        }
    }
}
