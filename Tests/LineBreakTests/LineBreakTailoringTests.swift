import LineBreak
import Testing

/// The tailorings Galley lays out with: CSS `line-break: normal` and dictionary breaks in SA runs.
@Suite struct LineBreakTailoringTests {
    func optionalBreaks(_ text: String, _ tailoring: LineBreakTailoring) -> [Int] {
        LineBreaker.opportunities(in: text.utf16, tailoring: tailoring).filter { !$0.isMandatory }.map(\.offset)
    }

    @Test func japaneseSmallKanaStartsALineOnlyWithLineBreakNormal() {
        // ちょっと: CJ (ょ, っ) after ID; 。 is CL, never at a line's start.
        #expect(LineBreaker.opportunities(in: "ちょっと。").filter { !$0.isMandatory }.map(\.offset) == [3])
        #expect(optionalBreaks("ちょっと。", LineBreakTailoring(lineBreakNormal: true)) == [1, 2, 3])
    }

    @Test func thaiBreaksWhereTheDictionarySaysAndNowhereElseInsideTheRun() {
        // ภาษาไทย ง่าย: two SA runs; the stub dictionary breaks the first after ภาษา.
        var runs: [Range<Int>] = []
        let breaks = optionalBreaks("ภาษาไทย ง่าย", LineBreakTailoring(lineBreakNormal: true) { _, run in
            runs.append(run)
            return run.lowerBound == 0 ? [4] : []
        })
        #expect(runs == [0..<7, 8..<12])
        #expect(breaks == [4, 8])
        // Without a dictionary SA is AL (LB1): only the space breaks.
        #expect(optionalBreaks("ภาษาไทย ง่าย", LineBreakTailoring(lineBreakNormal: true)) == [8])
    }
}
