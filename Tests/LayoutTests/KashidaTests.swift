import DisplayList
import Foundation
import Galley
@testable import Layout
@testable import Raster
import ToolSupport
import Testing

/// Justified Arabic stretched with tatweel where a typographer would put it.
@Suite struct KashidaTests {
    static let arabic = "تتيح لك جداول البيانات حساب المجاميع والمتوسطات بسهولة، وتبدأ الصيغة دائما بعلامة التساوي. "
        + "يمكنك استخدام أكثر من مئتين وخمسين دالة مضمنة، وسلسلة طويلة من الأدوات المساعدة للحسابات اليومية."

    func layout(_ width: Double, _ justification: Justification) -> ParagraphLayout {
        Paragraph([AttributedRun(Self.arabic)], base: .rightToLeft, shaper: shaper("ar"))
            .layout(width: width, alignment: .justify, page: .rightToLeft, justification: justification)
    }

    /// The glyph id of U+0640 in the Arabic face.
    var tatweel: UInt32 {
        let run = Paragraph([AttributedRun("\u{0640}")], base: .rightToLeft, shaper: shaper("ar")).layout(width: 100, alignment: .natural, page: .rightToLeft)
        return run.lines[0].runs[0].glyphs[0].id
    }

    func tatweels(_ line: ParagraphLayout.Line) -> Int {
        line.runs.reduce(0) { $0 + $1.glyphs.filter { $0.id == tatweel }.count }
    }

    @Test(arguments: [300.0, 420.0])
    func justifiedArabicLinesAreFlushWithTatweelAndTheLastLineHasNone(width: Double) {
        let laidOut = layout(width, .kashida)
        #expect(laidOut.lines.count > 2)
        for line in laidOut.lines.dropLast() {
            #expect(abs(line.contentX) < 0.01 && abs(line.contentX + line.contentWidth - width) < 0.01)
            #expect(tatweels(line) > 0)
        }
        #expect(tatweels(laidOut.lines.last!) == 0)
        #expect(layout(width, .spaces).lines.allSatisfy { tatweels($0) == 0 })
    }

    /// The tatweels spread over the whole line: each word of a stretched line that has a place
    /// for one is stretched there, the best places (after Seen and Sad) most; they used to
    /// bunch in the first words, leaving the rest of the line none.
    @Test(arguments: [300.0, 420.0, 600.0])
    func everyWordOfAStretchedLineIsElongatedWhereItCanBe(width: Double) {
        let text = Array(Self.arabic.utf16)
        for line in layout(width, .kashida).lines.dropLast() {
            // Where each tatweel is: before the letter at its cluster's offset.
            var stretched: [Int: Double] = [:]
            for run in line.runs {
                let tatweels = run.glyphs.filter { $0.id == tatweel }
                for glyph in tatweels { stretched[run.range.lowerBound + glyph.cluster, default: 0] += 1 }
            }
            var start = line.range.lowerBound
            for end in line.range where end + 1 == line.range.upperBound || text[end + 1] == 0x20 {
                let places = KashidaOpportunity.find(in: text, range: start..<end + 1)
                let word = String(decoding: text[start..<end + 1], as: UTF16.self)
                #expect(places.allSatisfy { stretched[$0.offset] != nil }, "\(word) not stretched at \(width) px")
                start = end + 2
            }
            #expect(!stretched.isEmpty)
        }
    }

    @Test func kashidaBreaksTheLinesWhereSpacesDo() {
        // Kashida only fills each line: the line breaks are the same.
        #expect(layout(300, .kashida).lines.map(\.range) == layout(300, .spaces).lines.map(\.range))
    }

    @Test func afterSeenAndSadComesFirst() {
        let text = Array("بالسلامة".utf16)
        let places = KashidaOpportunity.find(in: text, range: 0..<text.count)
        #expect(places == [KashidaOpportunity(offset: 4, priority: 3)])   // after the seen, before the lam
    }

    @Test func beforeTheFinalFormWhenThereIsNoSeenOrSad() {
        let text = Array("كتب".utf16)
        #expect(KashidaOpportunity.find(in: text, range: 0..<text.count) == [KashidaOpportunity(offset: 2, priority: 2)])
    }

    @Test func neverInsideLamAlefOrNextToANonJoiningLetter() {
        let lamAlef = Array("لا".utf16)
        #expect(KashidaOpportunity.find(in: lamAlef, range: 0..<lamAlef.count).isEmpty)
        // Dal, alef and reh do not join to the left: nothing after them.
        let word = Array("دار".utf16)
        #expect(KashidaOpportunity.find(in: word, range: 0..<word.count).isEmpty)
        let spaced = Array("ب ب".utf16)
        #expect(KashidaOpportunity.find(in: spaced, range: 0..<spaced.count).isEmpty)
    }

    @Test func oneOpportunityPerWord() {
        let text = Array("كتب كتب".utf16)
        #expect(KashidaOpportunity.find(in: text, range: 0..<text.count).map(\.offset) == [2, 6])
    }

    @Test func kashidaPDFExtractsTheOriginalLettersWithoutTatweel() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = repositoryRoot + "/Golden/pages/kashida.ar.md", pdf = directory + "/kashida.pdf"
        try PageRenderer().write(RenderOptions(input: input, language: "ar", width: 420), to: pdf)
        let text = String(decoding: try run("pdftotext", [pdf, "-"]), as: UTF8.self)
        #expect(!text.unicodeScalars.contains("\u{0640}"))
        // pdfminer.six and pypdf read the ToUnicode maps: no glyph in them stands for U+0640.
        let maps = try PDFStreams.all(in: pdf).filter { $0.contains("beginbfchar") }
        #expect(!maps.isEmpty)
        for cmap in maps { #expect(!cmap.lowercased().contains("<0640>")) }
        // Every word comes back whole as typed, lam-alef too: a letter's box spans the tatweels
        // kashida added after it, so no gap inside a word reads as a space (PDFContent.text).
        func letters(_ text: String) -> String { String(text.unicodeScalars.filter { $0.properties.isAlphabetic }.map(Character.init)) }
        let source = try String(contentsOfFile: input, encoding: .utf8).components(separatedBy: "---\n")[2]
        let words = source.split(whereSeparator: { $0 == " " }).map { letters(String($0)) }
        let extracted = Set(text.split(whereSeparator: { $0.isWhitespace }).map { letters(String($0)) })
        #expect(words.count > 30)
        for word in words { #expect(extracted.contains(word), "\(word)") }
        let drawn = try PageRenderer().image(RenderOptions(input: input, language: "ar", width: 420))
        let plain = try PageRenderer().image(RenderOptions(input: repositoryRoot + "/Golden/pages/kashida-spaces.ar.md", language: "ar", width: 420))
        #expect(drawn.pixels != plain.pixels)
    }

    /// The tatweel glyphs kashida adds are ink without text (pdfminer.six and pypdf read a
    /// glyph's own Unicode, U+0640, inside the word): the letter and its tatweels are one span
    /// of one character, spelled out on a right-to-left run; a typed tatweel keeps its text.
    @Test func kashidaTatweelGlyphsCarryNoText() {
        let font = FontReference(path: "NotoNaskhArabic-Regular.ttf", size: 12)
        // بسـه: glyphs left to right ه, two tatweels (the cluster of ه), س, ب.
        let glyphs = [(9, 2), (5, 2), (5, 2), (8, 1), (7, 0)].enumerated().map { index, glyph in
            PositionedGlyphRun.Glyph(id: UInt32(glyph.0), position: Point(x: Double(index) * 5, y: 0), cluster: glyph.1)
        }
        let spans = ActualTextSpans(PositionedGlyphRun(font: font, color: .black, glyphs: glyphs, text: "بسه", isRightToLeft: true))
        #expect(spans.spans.map { Array(spans.order[$0.glyphs]) } == [[4], [3], [2, 1, 0]])
        #expect(spans.spans.map { String(decoding: spans.units[$0.text], as: UTF16.self) } == ["ب", "س", "ه"])
        #expect(spans.spans.map(\.needsActualText) == [false, false, true])
        let typed = ActualTextSpans(PositionedGlyphRun(font: font, color: .black, glyphs: [PositionedGlyphRun.Glyph(id: 5, position: Point(x: 0, y: 0), cluster: 0)],
                                                       text: "\u{0640}", isRightToLeft: true))
        #expect(typed.spans.count == 1 && !typed.spans[0].needsActualText && typed.units == [0x0640])
    }
}
