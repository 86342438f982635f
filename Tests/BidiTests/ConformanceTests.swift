@testable import Bidi
import Testing

/// Runs every case of the Unicode conformance files BidiTest.txt and BidiCharacterTest.txt,
/// read at run time from /usr/share/unicode: resolved levels (after L1, the whole paragraph being
/// one line) and visual order (L2, without the characters X9 removes).
@Suite struct ConformanceTests {
    static let classNames: [String: BidiClass] = [
        "L": .leftToRight, "R": .rightToLeft, "AL": .arabicLetter, "EN": .europeanNumber,
        "ES": .europeanSeparator, "ET": .europeanTerminator, "AN": .arabicNumber,
        "CS": .commonSeparator, "NSM": .nonspacingMark, "BN": .boundaryNeutral,
        "B": .paragraphSeparator, "S": .segmentSeparator, "WS": .whiteSpace, "ON": .otherNeutral,
        "LRE": .leftToRightEmbedding, "LRO": .leftToRightOverride, "RLE": .rightToLeftEmbedding,
        "RLO": .rightToLeftOverride, "PDF": .popDirectionalFormat, "LRI": .leftToRightIsolate,
        "RLI": .rightToLeftIsolate, "FSI": .firstStrongIsolate, "PDI": .popDirectionalIsolate,
    ]

    /// Compares a result with the expected levels and order; returns a description of the
    /// first difference, if any.
    static func check(levels: [EmbeddingLevel], order: [Int], expectedLevels: [UInt8?],
                      expectedOrder: [Int]) -> String? {
        guard levels.count == expectedLevels.count else {
            return "\(levels.count) levels for \(expectedLevels.count) characters"
        }
        for (level, expected) in zip(levels, expectedLevels) where expected != nil && level.rawValue != expected {
            return "levels \(levels.map(\.description).joined(separator: " "))"
        }
        let visible = order.filter { expectedLevels[$0] != nil }
        if visible != expectedOrder {
            return "order \(visible.map(String.init).joined(separator: " "))"
        }
        return nil
    }

    @Test func bidiTest() throws {
        let bytes = try #require(unicodeDataFile("BidiTest.txt"), "no /usr/share/unicode/BidiTest.txt")
        var levels: [UInt8?] = []
        var order: [Int] = []
        var cases = 0
        var passed = 0
        var failures: [String] = []
        let bases: [(bit: Int, base: BaseDirection)] = [(1, .auto), (2, .leftToRight), (4, .rightToLeft)]
        forEachLine(bytes) { line, lineNumber in
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            if first == UInt8(ascii: "@") {
                let parts = fields(line, separator: UInt8(ascii: ":"))
                if text(parts[0]) == "@Levels" {
                    levels = expectedLevels(parts[1])
                } else if text(parts[0]) == "@Reorder" {
                    order = tokens(parts[1]).map { number($0) }
                }
                return
            }
            let parts = fields(line, separator: UInt8(ascii: ";"))
            guard parts.count == 2 else { return }
            let classes = tokens(parts[0]).map { Self.classNames[text($0)]! }
            let bitset = number(parts[1])
            for (bit, base) in bases where bitset & bit != 0 {
                cases += 1
                let paragraph = BidiParagraph(classes: classes, base: base)
                let whole = 0..<classes.count
                if let difference = Self.check(levels: paragraph.levels(inLine: whole),
                                               order: paragraph.visualOrder(in: whole),
                                               expectedLevels: levels, expectedOrder: order) {
                    if failures.count < 10 {
                        failures.append("BidiTest.txt:\(lineNumber) (\(base)): \(text(line)): \(difference)")
                    }
                } else {
                    passed += 1
                }
            }
        }
        print("BidiTest.txt: \(cases) cases, \(passed) passed")
        #expect(cases > 700_000)
        #expect(passed == cases, "\(cases - passed) failures, first:\n\(failures.joined(separator: "\n"))")
    }

    @Test func bidiCharacterTest() throws {
        let bytes = try #require(unicodeDataFile("BidiCharacterTest.txt"), "no /usr/share/unicode/BidiCharacterTest.txt")
        var cases = 0
        var passed = 0
        var failures: [String] = []
        forEachLine(bytes) { line, lineNumber in
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            let parts = fields(line, separator: UInt8(ascii: ";"))
            guard parts.count == 5 else { return }
            cases += 1
            let scalars = tokens(parts[0]).map { Unicode.Scalar(UInt32(number($0, radix: 16)))! }
            var utf16: [UInt16] = []
            for scalar in scalars {
                utf16.append(contentsOf: UTF16.encode(scalar)!)
            }
            let base: BaseDirection = [.leftToRight, .rightToLeft, .auto][number(parts[1])]
            let paragraph = BidiParagraph(utf16: utf16, base: base)
            let whole = 0..<utf16.count
            // Visual order by scalar: drop trailing surrogates, then map to scalar offsets.
            let order = paragraph.visualOrder(in: whole)
                .filter { paragraph.utf16Offset(ofScalarOffset: paragraph.scalarOffset(ofUTF16Offset: $0)) == $0 }
                .map { paragraph.scalarOffset(ofUTF16Offset: $0) }
            var difference = Self.check(levels: paragraph.scalarLevels(inLine: whole), order: order,
                                        expectedLevels: expectedLevels(parts[3]),
                                        expectedOrder: tokens(parts[4]).map { number($0) })
            if paragraph.baseLevel.rawValue != number(parts[2]) {
                difference = "paragraph level \(paragraph.baseLevel)"
            }
            if let difference {
                if failures.count < 10 {
                    failures.append("BidiCharacterTest.txt:\(lineNumber): \(text(line)): \(difference)")
                }
            } else {
                passed += 1
            }
        }
        print("BidiCharacterTest.txt: \(cases) cases, \(passed) passed")
        #expect(cases > 90_000)
        #expect(passed == cases, "\(cases - passed) failures, first:\n\(failures.joined(separator: "\n"))")
    }
}
