import Layout
import Shaping
import Testing

/// Han characters shared by Chinese, Japanese and Korean are drawn in the design of the text's
/// language, as `lang` selects them in browsers: each language its own face of Noto Sans CJK.
@Suite struct HanVariantTests {
    /// The face index and glyph id Galley draws `character` with in a paragraph in `language`.
    func glyph(_ character: String, language: String) throws -> (face: Int, id: UInt32) {
        let layout = Paragraph([AttributedRun(character)], shaper: shaper(language)).layout(width: 400, alignment: .natural, page: .leftToRight)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.font.path.hasSuffix("NotoSansCJK-Regular.ttc"))
        return (run.font.index, try #require(run.glyphs.first).id)
    }

    /// Glyph ids of fonts-noto-cjk 1:20220127, looked at: 直's JP design turns its left stroke
    /// into the bottom line (𠃊), the SC design stands a vertical on a separate bottom line; the
    /// inner stroke of 骨's top faces the other way.
    @Test(arguments: [("直", UInt32(27873), UInt32(27874)), ("骨", UInt32(45132), UInt32(45133))])
    func japaneseAndSimplifiedChineseDrawTheirOwnDesign(character: String, japanese: UInt32, chinese: UInt32) throws {
        let ja = try glyph(character, language: "ja"), zh = try glyph(character, language: "zh-Hans")
        #expect(ja.face == 0 && zh.face == 2)
        #expect(ja.id != zh.id)
        #expect(ja.id == japanese && zh.id == chinese)
    }

    @Test(arguments: [("ko", 1), ("zh-TW", 3), ("zh-Hant", 3), ("zh-HK", 4), ("zh", 2), ("en", 0)])
    func eachLanguagePicksItsFace(language: String, face: Int) throws {
        #expect(try glyph("直", language: language).face == face)
    }
}
