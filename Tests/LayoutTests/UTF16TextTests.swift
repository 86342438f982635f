import Layout
import Testing

/// A run's text is made from UTF-16 by `UTF16Text`, which must give what the standard library's
/// `String(decoding:as:)` gives, unpaired surrogates (U+FFFD each) included.
@Suite struct UTF16TextTests {
    @Test func agreesWithTheStandardLibraryOnRandomUnits() {
        let units: [UInt16] = [0x41, 0x5D0, 0x627, 0x20, 0x200F, 0xD83D, 0xDE00, 0xD800, 0xDFFF, 0xFFFD, 0xE5C8, 0x966]
        var state: UInt64 = 12_345
        var differing = 0
        for _ in 0..<5000 {
            let text = (0..<(state % 13)).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return units[Int(state >> 33) % units.count]
            }
            if Array(UTF16Text.string(text[...]).utf8) != Array(String(decoding: text, as: UTF16.self).utf8) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(UTF16Text.string([0xD800, 0x41][...]) == "\u{FFFD}A")
    }
}
