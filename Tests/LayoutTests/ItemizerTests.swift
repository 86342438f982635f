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
}
