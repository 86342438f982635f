import Shaping
import Testing

@Suite struct ItemizerTests {
    func items(_ text: String, level: UInt8 = 0) -> [ShapingItem] {
        let units = Array(text.utf16)
        return Itemizer(fonts: fonts).items(text: units, levels: [UInt8](repeating: level, count: units.count),
                                            styles: [StyleRun(range: 0..<units.count, style: FontStyle(), size: 16)])
    }

    @Test func arabicCommaAfterLatinWordKeepsArabicScriptByScriptExtensions() {
        // U+060C is Common with Script_Extensions {Arab, Nkoo, Rohg, Syrc, Thaa, Yezi}: not Latin.
        let result = items("Excel\u{060C}")
        #expect(result.map(\.script) == [.latin, .arabic])
    }

    @Test func spaceAndDigitsTakeThePrecedingScript() {
        // The digits come from Noto Sans (the bundled Noto Sans Hebrew has none), but stay Hebrew
        // for shaping; each space stays in the face before it.
        let result = items("שלום 250 שלום", level: 1)
        #expect(result.allSatisfy { $0.script == .hebrew })
        #expect(result.map(\.range) == [0..<5, 5..<9, 9..<13])
    }

    @Test func leadingPunctuationTakesTheFollowingScript() {
        #expect(items("«שלום»", level: 1).first?.script == .hebrew)
    }

    /// In code, an Arabic word from the Naskh face takes the monospace face's x-height (its
    /// letters' bodies as tall as `x`), a Hebrew one (same x-height) stays at the code's size.
    @Test func arabicInCodeIsScaledToTheMonospaceXHeight() {
        let units = Array("let y = \"مرحبا\" // שלום".utf16)
        let code = FontStyle(monospace: true)
        let items = Itemizer(fonts: fonts).items(text: units, levels: [UInt8](repeating: 0, count: units.count),
                                                 styles: [StyleRun(range: 0..<units.count, style: code, size: 14)])
        let arabic = items.first { $0.script == .arabic }!, hebrew = items.first { $0.script == .hebrew }!, latin = items[0]
        #expect(latin.size == 14 && hebrew.size == 14)
        #expect(arabic.size > 16 && arabic.size < 24, "\(arabic.size)")
        let arabicX = fonts.face(at: arabic.face).xHeight * arabic.size, monoX = fonts.face(at: latin.face).xHeight * latin.size
        #expect(abs(arabicX - monoX) < 0.01)
    }
}

extension ItemizerTests {
    /// Ahem, a page's own face, and a style preferring it; it has no `character` (a bidi control, a line separator).
    func ahemLacking(_ character: Unicode.Scalar) throws -> (face: Int, style: FontStyle) {
        let ahem = try fonts.addFace(path: WebFontTests.corpus + "/ahem.ttf")
        #expect(!fonts.face(at: ahem).covers(character))
        return (ahem, FontStyle(preferredFaces: fonts.preferredFaces([ahem])))
    }
}

extension ItemizerTests {
    /// The controls a block's `unicode-bidi: bidi-override` puts around its text come in style
    /// runs of their own: they take the text's face, not a fallback face that would make the line taller.
    @Test func overrideControlsInRunsOfTheirOwnTakeTheTextsFace() throws {
        let units = Array("\u{202E}txeT\u{202C}".utf16)
        let (ahem, style) = try ahemLacking("\u{202C}")
        let runs = [0..<1, 1..<5, 5..<6].map { StyleRun(range: $0, style: style, size: 16) }
        let result = Itemizer(fonts: fonts).items(text: units, levels: [UInt8](repeating: 1, count: units.count), styles: runs)
        #expect(result.allSatisfy { $0.face == ahem }, "\(result.map(\.face))")
    }
}

extension ItemizerTests {
    /// A line break `white-space: pre` keeps (U+2028 in the text) draws nothing: it stays in the
    /// face of the text around it, which need not have it, as a bidi control does.
    @Test func keptLineBreakTakesTheTextsFace() throws {
        let units = Array("XXX\u{2028}\u{200F}XXX".utf16)
        let (ahem, style) = try ahemLacking("\u{2028}")
        let result = Itemizer(fonts: fonts).items(text: units, levels: [UInt8](repeating: 0, count: units.count),
                                                  styles: [StyleRun(range: 0..<units.count, style: style, size: 24)])
        #expect(result.allSatisfy { $0.face == ahem }, "\(result.map(\.face))")
    }
}
