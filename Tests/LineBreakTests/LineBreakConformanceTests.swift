import Foundation
import LineBreak
import Testing

/// Every case of the UCD's LineBreakTest.txt, read at run time.
@Suite struct LineBreakConformanceTests {
    static let testFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    /// Cases of the test file that the algorithm is known not to pass, by line number, with why.
    static let knownFailures: [Int: String] = [:]

    /// One line of the test file: the text and where it may be broken.
    struct Case {
        let lineNumber: Int
        let line: String
        let utf16: [UInt16]
        let breaks: [Int]
    }

    static func parse(_ contents: String) -> [Case] {
        var cases: [Case] = []
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var utf16: [UInt16] = []
            var breaks: [Int] = []
            for field in fields {
                switch field {
                case "÷" where !utf16.isEmpty: breaks.append(utf16.count)
                case "÷", "×": break
                default:
                    let scalar = Unicode.Scalar(UInt32(field, radix: 16)!)!
                    utf16.append(contentsOf: String(scalar).utf16)
                }
            }
            cases.append(Case(lineNumber: index + 1, line: String(rawLine), utf16: utf16, breaks: breaks))
        }
        return cases
    }

    @Test func everyCaseOfLineBreakTest() throws {
        let contents = try String(contentsOfFile: Self.testFile, encoding: .utf8)
        let cases = Self.parse(contents)
        #expect(cases.count > 7000, "expected the whole of \(Self.testFile)")

        var passed = 0
        var known = 0
        var failures: [String] = []
        for testCase in cases {
            let found = LineBreaker.opportunities(in: testCase.utf16).map(\.offset)
            if found == testCase.breaks {
                passed += 1
            } else if Self.knownFailures[testCase.lineNumber] != nil {
                known += 1
            } else {
                failures.append("line \(testCase.lineNumber): \(testCase.line)\n    expected \(testCase.breaks), got \(found)")
            }
        }
        let knownNote = known > 0 ? ", \(known) known failures" : ""
        print("LineBreakTest.txt: \(cases.count) cases, \(passed) passed\(knownNote)")
        if !failures.isEmpty {
            Issue.record("""
                \(failures.count) of \(cases.count) LineBreakTest.txt cases failed; the first:
                \(failures.prefix(10).joined(separator: "\n"))
                """)
        }
    }
}
