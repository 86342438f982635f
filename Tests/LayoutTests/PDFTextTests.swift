import Bidi
import DisplayList
import Document
import Foundation
import Galley
import LocaleRules
@testable import Raster
import ToolSupport
import Testing

/// The example pages' PDFs read back with pdftotext: every word of every heading, paragraph,
/// list item and table cell, whole and in logical order.
@Suite struct PDFTextTests {
    /// Words: runs of letters, marks and digits of one direction ("A1:A10" is two words, so is
    /// "و" before a code span), so that the source and the extracted text cut alike. Format
    /// characters are left out, not cut at: pdftotext wraps every number of a right-to-left line
    /// in LRE ... PDF, which would otherwise hide a number run into the word after it.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = "", isRTL: Bool?
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format: continue
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                let strong: Bool? = switch BidiClass(scalar) {
                case .rightToLeft, .arabicLetter: true
                case .leftToRight: false
                default: nil
                }
                if let strong, let isRTL, strong != isRTL, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.unicodeScalars.append(scalar)
                isRTL = strong ?? isRTL
            default:
                if !word.isEmpty { words.append(word) }
                word = ""
                isRTL = nil
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The words of each heading, paragraph, list item and table cell, block by block.
    static func blocks(_ blocks: [Block]) -> [[String]] {
        func text(_ runs: [InlineRun]) -> [String] { words(runs.map(\.text).joined()) }
        return blocks.flatMap { block -> [[String]] in
            switch block.kind {
            case let .heading(_, content), let .paragraph(content): [text(content)]
            case let .list(list): list.items.flatMap { Self.blocks($0) }
            case let .blockQuote(inner): Self.blocks(inner)
            case let .box(box): Self.blocks(box.children)
            case let .table(table): (table.header + table.rows.flatMap { $0 }).map { text($0.content) }
            case .codeBlock, .thematicBreak, .figure: []
            }
        }.filter { !$0.isEmpty }
    }

    /// The words of `block` missing from `extracted` when read in order: those left out of the
    /// longest common subsequence.
    static func missing(_ block: [String], in extracted: [String]) -> [String] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: extracted.count + 1), count: block.count + 1)
        for i in stride(from: block.count - 1, through: 0, by: -1) {
            for j in stride(from: extracted.count - 1, through: 0, by: -1) {
                table[i][j] = block[i] == extracted[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var missing: [String] = [], i = 0, j = 0
        while i < block.count {
            if j < extracted.count, block[i] == extracted[j] {
                i += 1
                j += 1
            } else if j == extracted.count || table[i + 1][j] >= table[i][j + 1] {
                missing.append(block[i])
                i += 1
            } else {
                j += 1
            }
        }
        return missing
    }

    /// The words pdftotext does not return whole and in order, per block of the example page.
    func wordsPDFToTextMisses(_ page: String, language: String) throws -> (missing: [String], count: Int) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = examplesDirectory + "/" + page, pdf = directory + "/page.pdf"
        try PageRenderer().write(RenderOptions(input: input, language: language), to: pdf)
        let extracted = Self.words(String(decoding: try run("pdftotext", [pdf, "-"]), as: UTF8.self))
        // The words the reader sees: the page with its placeholders filled from Examples/values.yaml.
        let values = try MessageValues(yaml: try String(contentsOfFile: examplesDirectory + "/values.yaml", encoding: .utf8), fileName: "values.yaml")
        let filled = try Page(contentsOfFile: input).fillingPlaceholders(with: values, language: try LanguageTag(language), fileName: input)
        let blocks = Self.blocks(filled.blocks)
        return (blocks.flatMap { Self.missing($0, in: extracted) }, blocks.map(\.count).reduce(0, +))
    }

    @Test func wordsSplitAtMarkupDirectionAndPunctuationOnly() {
        #expect(Self.words("و\u{2066}A1:A10\u{2069}، دائمًا (=SUM)") == ["و", "A1", "A10", "دائمًا", "SUM"])
        #expect(Self.missing(["a", "b", "c"], in: ["x", "a", "c", "b"]) == ["b"])
    }

    /// Arabic too: lam-alef ligatures and letters with marks are spelled out in invisible text
    /// (see PDFContent.text), which poppler would otherwise read backwards.
    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar")])
    func pdfToTextReturnsEveryWordWholeInLogicalOrder(page: String, language: String) throws {
        let (missing, count) = try wordsPDFToTextMisses(page, language: language)
        #expect(count > 300)
        #expect(missing == [], "\(page): \(missing.count) of \(count) words not found whole in order")
    }

    /// Arabic-Indic numbers on a right-to-left line, read back by poppler: a digit after the
    /// same digit is not taken for a copy of it (`١٠٠` read `١٠`), a conjunction on a number
    /// stays on it (`و٤٥٦`), and neither a number nor a list number runs into the word after it
    /// (`٪٤٢في`, `١افتح`). Benchmarks/pdf-text measures the same in the other three extractors.
    @Test func pdfToTextReadsArabicNumbersWhole() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paragraph = "اكتمل ١٠٠٪ من العمل في عام ٢٠٠٠، وتكرّر الرقم ١١١ و٤٥٦ مرة، ونسبة ٣٣٫٣٣٪ من الباقي."
        let item = "افتح الإعدادات، ثم اختر «الحساب»."
        try "---\nlang: ar\n---\n\(paragraph)\n\n1. \(item)\n".write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/page.md", language: "ar"), to: directory + "/page.pdf")
        let extracted = Self.words(String(decoding: try run("pdftotext", [directory + "/page.pdf", "-"]), as: UTF8.self))
        #expect(Self.missing(Self.words(paragraph), in: extracted) == [], "\(extracted)")
        #expect(Self.missing(["١"] + Self.words(item), in: extracted) == [], "\(extracted)")
    }

    /// The boxes of a spelled-out right-to-left cluster stay inside it, run right to left and
    /// leave no gap between them (poppler would read a space), each at least 0.3 em wide where
    /// the cluster allows (MuPDF); Arabic-Indic digits' boxes overlap by 0.16 em and begin 0.14 em apart.
    @Test(arguments: [(2, 7.5), (3, 4.0), (2, 30.0), (4, 10.0)])
    func spellingBoxesCoverTheClusterRightToLeftWithoutGaps(count: Int, span: Double) {
        let boxes = SpellingBoxes.rightToLeft(count: count, right: 100 + span, left: 100, em: 12)
        #expect(boxes.count == count)
        #expect(abs(boxes[0].x + boxes[0].width - (100 + span)) < 1e-9 && abs(boxes[count - 1].x - 100) < 1e-9)
        for (box, next) in zip(boxes, boxes.dropFirst()) {
            #expect(next.x < box.x && next.x + next.width >= box.x)
        }
        #expect(boxes.allSatisfy { $0.width >= min(0.3 * 12, span - Double(count - 1) * 0.12) - 1e-9 })
        let digits = SpellingBoxes.leftToRight(count: 3, left: 10, em: 10)
        #expect(zip(digits, digits.dropFirst()).allSatisfy { abs($0.x + $0.width - $1.x - 1.6) < 1e-9 && abs($1.x - $0.x - 1.4) < 1e-9 })
    }
}
