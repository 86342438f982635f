import DisplayList
@testable import Layout
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
}
