import Layout
import Shaping
import Testing

/// Nastaliq's words descend diagonally to the baseline and stack their dots and marks: its
/// lines grow to hold them, as tall scripts' do, rather than overlapping the next.
@Suite struct NastaliqLineHeightTests {
    @Test func urduLinesAreTallerThanArabicNaskhLinesAndHoldTheirInk() throws {
        let text = "یہ صفحہ بتاتا ہے کہ فارمولا کیسے درج کریں اور سب سے زیادہ استعمال ہونے والے فنکشنز کون سے ہیں۔"
        let urdu = Paragraph([AttributedRun(text)], shaper: shaper("ur")).layout(width: 300, alignment: .natural, page: .rightToLeft)
        let arabic = Paragraph([AttributedRun(text)], shaper: shaper("ar")).layout(width: 300, alignment: .natural, page: .rightToLeft)
        #expect(urdu.lines.count > 1)
        #expect(urdu.lines[0].height > arabic.lines[0].height * 1.2)
        let face = try FontFace(path: try #require(urdu.lines[0].runs.first).font.path)
        for line in urdu.lines {
            for run in line.runs {
                for glyph in run.glyphs {
                    let ink = face.inkExtents(glyph.id)
                    #expect(glyph.position.y - ink.above * 16 >= line.top - 0.01)
                    #expect(glyph.position.y + ink.below * 16 <= line.top + line.height + 0.01)
                }
            }
        }
    }
}
