@testable import Bidi
import CICU
import Testing
import TestSupport

/// Compares levels and reordering with ICU (ubidi, ICU 72 = Unicode 15.0, the version of our
/// tables) on random strings of characters of every bidi class, brackets and formatting
/// characters, for each paragraph direction and on random lines.
///
/// Where ICU and UAX #9 differ in what they report, only what the standard defines is compared:
/// - Characters removed by X9 (BN, LRE, RLE, LRO, RLO, PDF) have no level in UAX #9 (`x` in
///   BidiCharacterTest.txt); ICU gives them one. Their levels, and their places in the visual
///   map, are not compared.
/// - ICU's visual map reverses the two units of a surrogate pair in right-to-left runs, ours
///   keeps them in order; maps are compared by scalar (trailing surrogates left out).
/// - `ubidi_setLine` reports every level of a line whose levels all have one parity as the
///   paragraph level of that parity (its direction is then UBIDI_LTR or UBIDI_RTL, not
///   UBIDI_MIXED), e.g. 0 for levels 2 and 4. The visual order is the same (L2 then reverses
///   nothing, or everything), so for such lines only the parity of the levels is compared.
/// - Given several paragraphs in one `ubidi_setPara`, ICU 72 lets the previous paragraph leak
///   into the sos of the next one when that starts with BN or a surrogate pair (e.g. R LF BN ON
///   AN L gives the ON level 1; alone, ON AN L gives it 0 like UAX #9, whose P1 resolves each
///   paragraph on its own). So the whole text is set once to compare P1 (paragraph boundaries
///   and levels), then each paragraph is set alone to compare levels and visual order.
/// ICU 72 also departs from UAX #9 in three places (each checked against the standard by
/// ``KnownCasesTests``). A paragraph that differs from ICU and has the pattern of one of them is
/// counted as excluded instead of failing:
/// - N0, last part: NSMs right after a paired bracket that N0 resolved take its direction. ICU
///   does it after an opening bracket (BidiCharacterTest.txt lines 257-258) but not after a
///   closing one: LTR `R ( R ) NSM a` gives the NSM level 0 in ICU, 1 in UAX #9 (and in the Java
///   reference, BidiPBAReference.setBracketsToType). Pattern: an NSM after a closing bracket.
/// - X5a-X5c, X6a: an isolate initiator or PDI inside an override takes the override's
///   direction. ICU leaves them neutral: LTR `LRO RLO R PDF RLI PDI RLO R` gives the RLI and PDI
///   level 3 in ICU, 2 (L) in UAX #9. Pattern: LRO or RLO before an isolate formatting character.
/// - BD16 with canonical equivalents: ICU puts an opening U+2329 or U+3008 on its bracket stack
///   twice (once per equivalent closing bracket), so it can pair with two closing brackets:
///   LTR `〈 〉 R 〉(U+232A) R` gives the last bracket level 0 in ICU; in UAX #9 it is unpaired
///   and N1 makes it R, level 1. Pattern: U+2329 or U+3008 followed by U+232A or U+3009.
@Suite struct ICUDifferentialTests {
    static let seed: UInt64 = 0x6A11_E7B1_D1F0_0015
    /// Strings per chunk; the chunks run in parallel, chunk `c` with seed `seed + c`.
    static let stringCount = 25_000
    static let chunks: [UInt64] = [0, 1, 2, 3]

    /// Characters by class, with weights; brackets and explicit formatting characters are
    /// frequent so that pairs and nesting occur.
    static let pool: [(weight: Int, scalars: [UInt32])] = [
        (10, [0x61, 0x7A, 0xC0, 0x905, 0x1D400, 0x200E]),                  // L (LRM)
        (10, [0x5D0, 0x5EA, 0x7C0, 0x10800, 0x1E900, 0x200F]),              // R (RLM)
        (6, [0x627, 0x628, 0x710, 0x1EE00, 0x61C]),                          // AL (ALM)
        (6, [0x30, 0x39, 0xB2, 0x6F0, 0x1D7CE]),                             // EN
        (3, [0x2B, 0x2D, 0x207A]),                                           // ES
        (3, [0x23, 0x24, 0x25, 0xB0, 0x20AC]),                               // ET
        (4, [0x660, 0x669, 0x66B, 0x600, 0x10E60]),                          // AN
        (3, [0x2C, 0x2E, 0x2F, 0x3A, 0xA0]),                                 // CS
        (4, [0x300, 0x5B0, 0x64B, 0x101FD]),                                 // NSM
        (2, [0xAD, 0x200B, 0x200D, 0xFEFF, 0x1BCA0]),                        // BN
        (1, [0x2029, 0x0A, 0x0D, 0x1C, 0x85]),                               // B
        (1, [0x09, 0x1F]),                                                   // S
        (5, [0x20, 0x2000, 0x0C]),                                           // WS
        (4, [0x21, 0x22, 0x26, 0x2A, 0x3C, 0x3E, 0x40, 0xA1, 0x1F600]),      // ON
        (10, [0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2329, 0x232A, 0x3008, 0x3009,
              0xF3A, 0xF3B, 0xFF08, 0xFF09, 0x298D, 0x298E, 0x298F, 0x2990]),  // paired brackets (ON)
        (8, [0x202A, 0x202B, 0x202C, 0x202D, 0x202E]),                       // LRE RLE PDF LRO RLO
        (8, [0x2066, 0x2067, 0x2068, 0x2069]),                               // LRI RLI FSI PDI
    ]

    /// `pool` as one list of (class group, scalar) in which each group appears `weight` times.
    static let weightedPool: [[[UInt16]]] = pool.flatMap { group in
        [[[UInt16]]](repeating: group.scalars.map { Array(UTF16.encode(Unicode.Scalar($0)!)!) },
                     count: group.weight)
    }

    static func randomText(_ random: inout SplitMix64) -> [UInt16] {
        // Mostly short strings, some long enough to reach the depth limits.
        let length = random.next() % 32 == 0 ? Int(random.next() % 400) : Int(random.next() % 40)
        var text: [UInt16] = []
        for _ in 0..<length {
            let group = weightedPool[Int(random.next() % UInt64(weightedPool.count))]
            text += group[Int(random.next() % UInt64(group.count))]
        }
        return text
    }

    /// The known ICU departure (see above) whose pattern `text` has, if any.
    static func knownICUIssue(_ text: ArraySlice<UInt16>, _ paragraph: BidiParagraph) -> String? {
        var previous: Int?
        var sawOverride = false
        var sawAngleOpening = false
        for i in 0..<text.count {
            let unit = text[text.startIndex + i]
            let cls = paragraph.classes[i]
            if unit == 0x2329 || unit == 0x3008 { sawAngleOpening = true }
            if sawAngleOpening && (unit == 0x232A || unit == 0x3009) { return "equivalent brackets" }
            if cls == .leftToRightOverride || cls == .rightToLeftOverride { sawOverride = true }
            if sawOverride && cls.isIn(ClassSet.isolates) { return "overridden isolate" }
            if cls.isIn(ClassSet.removedByX9) { continue }
            if cls == .nonspacingMark, let previous {
                let bracket = PairedBracket.lookUp(text[text.startIndex + previous])
                if bracket != 0 && bracket & 0x1_0000 == 0 { return "NSM after closing bracket" }
            }
            previous = i
        }
        return nil
    }

    /// Offsets of `order` that the comparison keeps: no X9-removed characters, no trailing
    /// surrogates (ICU's map reverses surrogate pairs in RTL runs).
    static func comparable(_ order: [Int], _ text: ArraySlice<UInt16>, _ paragraph: BidiParagraph) -> [Int] {
        order.filter { offset in
            !paragraph.classes[offset].isIn(ClassSet.removedByX9)
                && !(text[text.startIndex + offset] & 0xFC00 == 0xDC00 && offset > 0
                    && text[text.startIndex + offset - 1] & 0xFC00 == 0xD800)
        }
    }

    @Test(arguments: chunks) func randomStringsAgreeWithICU(chunk: UInt64) throws {
        let seed = Self.seed + chunk
        var random = SplitMix64(state: seed)
        var excluded: [String: Int] = [:]
        var paragraphCount = 0
        var err = U_ZERO_ERROR
        let para = try #require(ubidi_open_72())
        let single = try #require(ubidi_open_72())
        let line = try #require(ubidi_open_72())
        defer {
            ubidi_close_72(line)
            ubidi_close_72(single)
            ubidi_close_72(para)
        }
        var compared = 0
        var differences: [String] = []
        let directions: [(icu: UInt8, base: BaseDirection)] = [
            (UInt8(UBIDI_DEFAULT_LTR), .auto), (0, .leftToRight), (1, .rightToLeft),
        ]
        for stringIndex in 0..<Self.stringCount {
            let text = Self.randomText(&random)
            for (icuLevel, base) in directions {
                var paragraphRange = 0..<text.count
                var paragraphDifferences: [String] = []
                func differ(_ what: @autoclosure () -> String) {
                    let hex = text[paragraphRange].map { String($0, radix: 16, uppercase: true) }
                    paragraphDifferences.append("seed \(seed) string \(stringIndex) \(base), paragraph "
                        + "\(paragraphRange) [\(hex.joined(separator: " "))]: \(what())")
                }
                func record(_ paragraph: BidiParagraph?) {
                    guard !paragraphDifferences.isEmpty else { return }
                    if let paragraph, let issue = Self.knownICUIssue(text[paragraphRange], paragraph) {
                        excluded[issue, default: 0] += 1
                    } else if differences.count < 10 {
                        differences += paragraphDifferences.prefix(10 - differences.count)
                    } else {
                        differences.append("…")
                    }
                    paragraphDifferences = []
                }
                compared += 1
                err = U_ZERO_ERROR
                text.withUnsafeBufferPointer {
                    ubidi_setPara_72(para, $0.baseAddress, Int32($0.count), icuLevel, nil, &err)
                }
                guard err.rawValue <= U_ZERO_ERROR.rawValue else {
                    differ("ubidi_setPara error \(err.rawValue)")
                    record(nil)
                    continue
                }
                // P1: the same paragraphs.
                let paragraphs = Bidi.paragraphs(in: text)
                let icuCount = Int(ubidi_countParagraphs_72(para))
                if paragraphs.count != icuCount && !(text.isEmpty && icuCount == 1) {
                    differ("\(paragraphs.count) paragraphs, ICU \(icuCount)")
                    record(nil)
                    continue
                }
                for (index, range) in paragraphs.enumerated() {
                    var start: Int32 = 0, limit: Int32 = 0
                    var icuParagraphLevel: UBiDiLevel = 0
                    ubidi_getParagraphByIndex_72(para, Int32(index), &start, &limit, &icuParagraphLevel, &err)
                    if Int(start)..<Int(limit) != range {
                        differ("paragraph \(range), ICU \(start)..<\(limit)")
                        record(nil)
                        continue
                    }
                    paragraphRange = range
                    paragraphCount += 1
                    let slice = text[range]
                    slice.withUnsafeBufferPointer {
                        ubidi_setPara_72(single, $0.baseAddress, Int32($0.count), icuLevel, nil, &err)
                    }
                    let paragraph = BidiParagraph(utf16: slice, base: base)
                    if paragraph.baseLevel.rawValue != icuParagraphLevel {
                        differ("paragraph \(range) level \(paragraph.baseLevel), ICU \(icuParagraphLevel)")
                        record(nil)
                        continue
                    }
                    // The paragraph as one line, and a random split into lines (not inside a
                    // surrogate pair).
                    var breaks = [0, slice.count]
                    if slice.count > 2 {
                        for _ in 0..<Int(random.next() % 3) {
                            let offset = 1 + Int(random.next() % UInt64(slice.count - 1))
                            if slice[slice.startIndex + offset] & 0xFC00 != 0xDC00 { breaks.append(offset) }
                        }
                    }
                    breaks = Array(Set(breaks)).sorted()
                    var lines = [0..<slice.count]
                    if breaks.count > 2 {
                        lines += zip(breaks, breaks.dropFirst()).map { $0..<$1 }
                    }
                    for lineRange in lines where !lineRange.isEmpty {
                        ubidi_setLine_72(single, Int32(lineRange.lowerBound), Int32(lineRange.upperBound), line, &err)
                        let icuLevels = ubidi_getLevels_72(line, &err)
                        var icuMap = [Int32](repeating: 0, count: lineRange.count)
                        ubidi_getVisualMap_72(line, &icuMap, &err)
                        guard err.rawValue <= U_ZERO_ERROR.rawValue, let icuLevels else {
                            differ("ICU line error \(err.rawValue)")
                            continue
                        }
                        let levels = paragraph.levels(inLine: lineRange)
                        let isMixed = ubidi_getDirection_72(line) == UBIDI_MIXED
                        for i in 0..<lineRange.count
                        where !paragraph.classes[lineRange.lowerBound + i].isIn(ClassSet.removedByX9)
                            && (isMixed ? levels[i].rawValue != icuLevels[i]
                                : levels[i].rawValue & 1 != icuLevels[i] & 1) {
                            differ("line \(lineRange) levels \(levels.map(\.description)), ICU \((0..<lineRange.count).map { icuLevels[$0] })")
                            break
                        }
                        let order = Self.comparable(paragraph.visualOrder(in: lineRange), slice, paragraph)
                        let icuOrder = Self.comparable(icuMap.map { Int($0) + lineRange.lowerBound }, slice, paragraph)
                        if order != icuOrder {
                            differ("line \(lineRange) order \(order), ICU \(icuOrder)")
                        }
                    }
                    record(paragraph)
                }
            }
        }
        print("ICU differential, seed \(seed): \(Self.stringCount) strings, \(compared) settings, \(paragraphCount) "
            + "paragraphs, \(differences.count) differences; excluded as known ICU departures: "
            + (excluded.isEmpty ? "none" : excluded.sorted { $0.key < $1.key }.map { "\($0.value) (\($0.key))" }
                .joined(separator: ", ")))
        #expect(differences.isEmpty, "differences from ICU (seed \(seed)), first:\n\(differences.joined(separator: "\n"))")
    }
}
