import DisplayList
import Foundation
import Galley
@testable import Raster
import ToolSupport
import Testing

/// Galley's own PDF writer (`--pdf-writer galley`): numbers, the file's structure, text whole in
/// pdftotext, byte-identical runs, and the PDF/UA-1 clauses Scripts/pdfua-check covers.
@Suite struct PDFWriterTests {
    func number(_ value: Double) -> String {
        var bytes = PDFBytes()
        bytes.append(value)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    @Test func numbersAreFixedPrecisionWithoutTrailingZerosOrExponents() {
        #expect(number(12.5) == "12.5")
        #expect(number(-4) == "-4")
        #expect(number(1.0 / 3) == "0.333")
        #expect(number(0.00001) == "0")
        #expect(number(-0.0004) == "0")
        #expect(number(841.8897) == "841.89")
        #expect(number(1e20) == "0")
    }

    @Test func textStringsAreASCIILiteralsElseUTF16() {
        var bytes = PDFBytes()
        bytes.append(textString: "a(b)\\")
        bytes.append(textString: "שָׁ")
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == #"(a\(b\)\\)<FEFF05E905B805C1>"#)
    }

    /// A lam-alef and a letter with its mark are one span each with their text; an
    /// Arabic-Indic number with its percent sign is one span.
    @Test func arabicClustersAndNumbersAreOneActualTextSpanEach() {
        let font = FontReference(path: "NotoNaskhArabic-Regular.ttf", size: 12)
        // "بًلا": glyphs left to right: alef component and lam of the ligature (cluster 2), fathatan (1), beh (0).
        let glyphs = [(4, 2), (3, 2), (2, 0), (1, 0)].enumerated().map { index, glyph in
            PositionedGlyphRun.Glyph(id: UInt32(glyph.0), position: Point(x: Double(index) * 5, y: 0), cluster: glyph.1)
        }
        let arabic = ActualTextSpans(PositionedGlyphRun(font: font, color: .black, glyphs: glyphs, text: "بًلا", isRightToLeft: true))
        #expect(arabic.spans.map { String(decoding: arabic.units[$0.text], as: UTF16.self) } == ["بً", "لا"])
        #expect(arabic.spans.map { Array(arabic.order[$0.glyphs]) } == [[3, 2], [1, 0]])
        #expect(arabic.spans.allSatisfy { $0.needsActualText })
        // Each glyph of the lam-alef says its own letter in ToUnicode.
        #expect(arabic.glyphText.map { String(decoding: arabic.units[$0], as: UTF16.self) } == ["ب", "ً", "ل", "ا"])
        let digits = (0..<3).map { PositionedGlyphRun.Glyph(id: UInt32($0 + 10), position: Point(x: Double($0) * 5, y: 0), cluster: $0) }
        let number = ActualTextSpans(PositionedGlyphRun(font: font, color: .black, glyphs: digits, text: "٤٢٪", isRightToLeft: false))
        #expect(number.spans.count == 1 && number.spans[0].needsActualText && String(decoding: number.units[number.spans[0].text], as: UTF16.self) == "٤٢٪")
        let western = ActualTextSpans(PositionedGlyphRun(font: font, color: .black, glyphs: digits, text: "42%", isRightToLeft: false)).spans
        #expect(western.count == 3 && western.allSatisfy { !$0.needsActualText })
    }

    /// The page written by Galley's writer, in a fresh directory the caller removes.
    func pdf(_ page: String, date: Date? = nil) throws -> (directory: String, pdf: String) {
        let directory = try temporaryDirectory()
        var options = RenderOptions(input: examplesDirectory + "/" + page)
        options.creationDate = date
        try PageRenderer().write(options, to: directory + "/page.pdf")
        return (directory, directory + "/page.pdf")
    }

    @Test(arguments: ["help.md", "help.ar.md"])
    func crossReferenceTablePointsAtEveryObject(page: String) throws {
        let (directory, path) = try pdf(page)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // The table is the file's last part: startxref names where it begins.
        let startxref = try #require(PDFStreams.range(of: "startxref\n", in: bytes, from: max(0, bytes.count - 64)))
        let start = try #require(Int(String(decoding: bytes[startxref.upperBound...].prefix { $0 != 0x0A }, as: UTF8.self)))
        let lines = String(decoding: bytes[start..<startxref.lowerBound], as: UTF8.self).split(separator: "\n")
        #expect(lines[0] == "xref")
        let count = try #require(lines[1].split(separator: " ").last.flatMap { Int($0) })
        #expect(count > 40)
        // 7.5.4: entries of exactly 20 bytes, each offset where its object begins.
        #expect(lines[2] == "0000000000 65535 f ")
        for number in 1..<count {
            let entry = lines[2 + number]
            #expect(entry.count == 19 && entry.hasSuffix(" 00000 n "), "entry \(number)")
            let offset = try #require(Int(entry.prefix(10)))
            #expect(String(decoding: bytes[offset..<offset + 12], as: UTF8.self).hasPrefix("\(number) 0 obj"), "object \(number)")
        }
        let fonts = String(decoding: try run("pdffonts", [path]), as: UTF8.self).split(separator: "\n").dropFirst(2)
        // Every font embedded as a subset with a ToUnicode map, but the invisible Type 3 fonts of spelled-out text.
        #expect(fonts.contains { $0.contains("CID TrueType") })
        #expect(fonts.allSatisfy { $0.contains("CID TrueType") && $0.contains(" yes yes yes ") || $0.contains("Type 3") && $0.contains(" yes no  yes ") },
                "\(fonts)")
    }

    @Test func sameCreationDateWritesTheSameBytes() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let (first, a) = try pdf("help.ar.md", date: date)
        defer { try? FileManager.default.removeItem(atPath: first) }
        let (second, b) = try pdf("help.ar.md", date: date)
        defer { try? FileManager.default.removeItem(atPath: second) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        #expect(String(decoding: try run("pdfinfo", [a]), as: UTF8.self).contains("CreationDate:    Tue Nov 14 22:13:20 2023 UTC"))
    }

    /// Arabic too: a letter with its marks and a lam-alef are spelled out (their ink as paths,
    /// their characters in an invisible font, each in its own box), which poppler would
    /// otherwise read backwards, /ActualText or not.
    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar")])
    func pdfToTextReturnsEveryWordWholeInLogicalOrder(page: String, language: String) throws {
        let (missing, count) = try PDFTextTests().wordsPDFToTextMisses(page, language: language)
        #expect(count > 300)
        #expect(missing == [], "\(page): \(missing.count) of \(count) words not found whole in order")
    }

    /// The English page's structure: lists as L > LI > Lbl + LBody, its table as Table > TR >
    /// TH/TD with the header row once although it repeats on page 2 (an artifact there), its
    /// figures with their alt text.
    @Test func listsTablesAndFiguresAreTaggedAsTheyAre() throws {
        let (directory, path) = try pdf("help.md")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(String(decoding: try run("pdfinfo", [path]), as: UTF8.self).contains("Pages:           2\n"))
        let lines = String(decoding: try run("pdfinfo", ["-struct", path]), as: UTF8.self).split(separator: "\n")
        let types = lines.compactMap { $0.split(separator: " ").first.map { String($0) } }
        func count(_ type: String) -> Int { types.filter { $0 == type || $0 == type + ":" }.count }
        #expect(count("L") == 2 && count("LI") == 8 && count("Lbl") == 8 && count("LBody") == 8)
        #expect(count("Table") == 1 && count("TR") == 6 && count("TH") == 3 && count("TD") == 15)
        #expect(count("Figure") == 2 && count("Caption") == 2)
        // Each LI's first kid is its marker, then its body.
        for (n, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "LI" {
            #expect(lines[n + 1].trimmingCharacters(in: .whitespaces) == "Lbl")
        }
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(text.components(separatedBy: "/S /Figure /P ").count == 3)
        #expect(!text.contains("/S /Figure /P") || text.range(of: #"/S /Figure /P \d+ 0 R /Alt "#, options: .regularExpression) != nil)
    }

    @Test func codeBlockIsACodeElement() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "# Code\n\nType this:\n\n```\n=SUM(A1:A10)\n```\n".write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/page.md"), to: directory + "/page.pdf")
        let lines = String(decoding: try run("pdfinfo", ["-struct-text", directory + "/page.pdf"]), as: UTF8.self).split(separator: "\n")
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["Document", "H1 (block)", "\"Code\"", "P (block)", "\"Type this:\"",
                                                                         "Code (inline)", "\"=SUM(A1:A10)\""])
    }

    /// Noto Color Emoji has bitmaps, no outlines: each emoji is an image, its text invisible
    /// over it; Noto Sans CJK is a collection: the SC face, not the first (JP), is embedded.
    @Test func colourGlyphsAreImagesAndCollectionFacesTheirOwnFonts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "---\nlang: zh-Hans\n---\n# 你好 😀\n".write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/page.md"), to: directory + "/page.pdf")
        let text = String(decoding: try run("pdftotext", [directory + "/page.pdf", "-"]), as: UTF8.self)
        #expect(text.contains("你好 😀"), "\(text)")
        let fonts = String(decoding: try run("pdffonts", [directory + "/page.pdf"]), as: UTF8.self)
        #expect(fonts.contains("NotoSansCJKsc-Bold"), "\(fonts)")
        #expect(!fonts.contains("Emoji"), "\(fonts)")
        let images = String(decoding: try run("pdfimages", ["-list", directory + "/page.pdf"]), as: UTF8.self)
        #expect(images.split(separator: "\n").count >= 3, "\(images)")
    }

    /// Scripts/pdfua-check walks the file with pikepdf (from $PDF_TEXT_VENV, as Benchmarks/pdf-text
    /// installs it); skipped, saying so, without it.
    @Test(arguments: ["help.md", "help.he.md", "help.ar.md"])
    func pdfUACheckPasses(page: String) throws {
        let python = (ProcessInfo.processInfo.environment["PDF_TEXT_VENV"] ?? "/tmp/pdf-text-venv") + "/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python), (try? run(python, ["-c", "import pikepdf"])) != nil else {
            print("PDFWriterTests: pikepdf not installed at \(python); PDF/UA check skipped")
            return
        }
        let (directory, path) = try pdf(page)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = String(decoding: try run(python, [examplesDirectory + "/../Scripts/pdfua-check", path]), as: UTF8.self)
        #expect(output.hasPrefix("PDF/UA-1 clauses"), "\(output)")
    }
}

/// A right-to-left line that flows past an embedded left-to-right run is bridged by stretched
/// spaces, so that pdfminer.six reads it as one line (see PDFContent.bridge).
@Suite struct LineBridgeTests {
    /// The text matrices of the page's stretched spaces: `BT /F<n> 1 Tf a 0 0 d x y Tm <g>Tj ET`
    /// with a != -d. `icon.png` (the examples' arrow) is beside the page.
    func bridges(_ markdown: String) throws -> [String] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try markdown.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: directory + "/icon.png")
        try PageRenderer().write(RenderOptions(input: directory + "/page.md"), to: directory + "/page.pdf")
        return try PDFStreams.all(in: directory + "/page.pdf").flatMap { $0.split(separator: "\n") }.compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 13, parts[0] == "BT", parts[3] == "Tf", parts[10] == "Tm", parts[12] == "ET",
                  let a = Double(parts[4]), let d = Double(parts[7]), abs(a + d) > 0.01 else { return nil }
            return parts[4...10].joined(separator: " ")
        }
    }

    @Test func rightToLeftLineIsBridgedAcrossItsLeftToRightRun() throws {
        let found = try bridges("---\nlang: he\n---\n\nשלום Tabula Sheets עולם\n")
        #expect(found.count == 2, "\(found)")
        // Each spans the English words: about 20 times a space's width at 12 px.
        #expect(found.allSatisfy { Double($0.split(separator: " ")[0])! > 150 })
    }

    @Test func cellsOfARightToLeftTableRowAreBridged() throws {
        let found = try bridges("---\nlang: he\n---\n\n| פונקציה | מה היא עושה |\n|---|---|\n| סכום | מחברת מספרים |\n")
        #expect(found.count == 2, "\(found)")
    }

    /// A Latin cell's baseline and an Arabic cell's lie a fraction of a point apart (their
    /// fonts' ascents differ); the row is still one line to bridge (pypdf glued "Pro49.90").
    @Test func cellsOfOneRowInFontsOfDifferentAscentAreBridged() throws {
        let found = try bridges("---\nlang: ar\n---\n\n| الخطة | السعر |\n|---|---|\n| Pro | 49.90 ر.س |\n")
        // The header's two cells, the price's line across its number, and "Pro" to the price.
        #expect(found.count == 3, "\(found)")
    }

    @Test func imageAmongWordsIsBridgedInBothDirections() throws {
        let english = try bridges("---\nlang: en\n---\n\nPress ![Play](icon.png) Run\n")
        #expect(english.count == 1, "\(english)")
        // One space stretched over the 16 px (12 pt) image: 16 px over Noto's space of 0.26 em, about 61.5.
        #expect(english.allSatisfy { (55...70).contains(Double($0.split(separator: " ")[0])!) }, "\(english)")
        #expect(try bridges("---\nlang: he\n---\n\nלחצו על ![הפעלה](icon.png) כדי להתחיל\n").count == 1)
    }

    @Test func leftToRightLineNeedsNoBridge() throws {
        #expect(try bridges("---\nlang: en\n---\n\nHello שלום עולם world\n") == [])
        #expect(try bridges("---\nlang: he\n---\n\nשלום עולם\n") == [])
    }
}
