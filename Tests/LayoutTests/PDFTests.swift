import Document
import Foundation
import Galley
import Layout
import Raster
import ToolSupport
import Testing

/// The Hebrew help page as a PDF: real text in logical order, right-aligned ink.
@Suite struct PDFTests {
    static let input = examplesDirectory + "/help.he.md"

    /// Renders the Hebrew help page to a PDF in a fresh directory; the caller removes the directory.
    func hebrewPDF() throws -> (directory: String, pdf: String) {
        let directory = try temporaryDirectory()
        let pdf = directory + "/help.he.pdf"
        try PageRenderer().write(RenderOptions(input: Self.input, language: "he"), to: pdf)
        return (directory, pdf)
    }

    /// pdftotext's output without the bidi controls it adds, with every run of white space one space.
    func extractedText(_ pdf: String) throws -> String {
        let text = String(decoding: try run("pdftotext", [pdf, "-"]), as: UTF8.self)
        let controls: Set<Unicode.Scalar> = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{200E}", "\u{200F}"]
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !controls.contains($0) }))
        return cleaned.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func hebrewHelpPDFTextExtractsInLogicalOrder() throws {
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try extractedText(pdf)
        for sentence in [
            "נוסחאות ופונקציות",
            "חלקי הנוסחה",
            "לוחצים על התא שבו רוצים שהתוצאה תופיע.",
            "בוחרים שוב את התא כדי לראות את הנוסחה שלו בשורת הנוסחאות.",
            "שורת הנוסחאות מציגה את הנוסחה",
        ] {
            #expect(text.contains(sentence), "missing: \(sentence)")
        }
    }

    @Test func formattedValuesExtractWithoutTheirIsolates() throws {
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let raw = String(decoding: try run("pdftotext", [pdf, "-"]), as: UTF8.self)
        #expect(!raw.unicodeScalars.contains { $0 == "\u{2068}" || $0 == "\u{2069}" })
        let text = try extractedText(pdf)
        for value in ["250", "42%", "בנובמבר", "2026"] {
            #expect(text.contains(value), "missing: \(value)")
        }
    }

    /// pdftotext puts a space and a neutral next to it (", " before a Hebrew word, the space
    /// between a Latin and a Hebrew word) in a left-to-right segment of their own, swapping
    /// them, although the glyphs are where they belong (`pdftotext -bbox` shows the comma
    /// against the word before it). So sentences that mix scripts or have commas are compared
    /// by their letters and digits only: still every word, in logical order.
    @Test func hebrewHelpPDFIntroSentencesExtractInLogicalOrderLettersOnly() throws {
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func letters(_ text: String) -> String { String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init)) }
        let text = letters(try extractedText(pdf))
        for sentence in [
            "בעזרת Tabula Sheets אפשר לחשב סכומים, ממוצעים ועוד הרבה ישירות בתוך הגיליון האלקטרוני.",
            "בדף זה מוסבר איך מזינים נוסחה, ומוצגות הפונקציות הנפוצות ביותר.",
            "אם פונקציה מסוימת אינה נתמכת, התא מציג את השגיאה",
        ] {
            #expect(text.contains(letters(sentence)), "missing: \(sentence)")
        }
    }

    @Test func hebrewHelpPDFFirstPageHasInkOnTheRight() throws {
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try run("pdftoppm", ["-png", "-r", "48", "-f", "1", "-l", "1", pdf, directory + "/page"])
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("page") && $0.hasSuffix(".png") })
        let image = try RasterImage(pngFile: directory + "/" + png)
        // A4 at 48 dpi.
        #expect(abs(image.width - 397) <= 1)
        func ink(_ columns: Range<Int>, _ rows: Range<Int>) -> Int {
            var count = 0
            for y in rows {
                for x in columns {
                    let (r, g, b, _) = image.rgba(x: x, y: y)
                    if Int(r) + Int(g) + Int(b) < 600 { count += 1 }
                }
            }
            return count
        }
        let half = image.width / 2
        #expect(ink(half..<image.width, 0..<image.height) > 500)
        // The title heading is right aligned: its ink is all in the right half.
        let options = PageOptions(width: Paper.a4.width, language: tag("he"), source: Self.input)
        let page = try PageLayout(options: options, shaper: shaper("he")).layout(try Page(contentsOfFile: Self.input))
        let heading = try #require(page.boxes(.heading).first).frame
        let scale = Double(image.width) / Paper.a4.width
        let rows = Int(heading.y * scale)..<Int((heading.maxY * scale).rounded(.up))
        #expect(ink(half..<image.width, rows) > 50)
        #expect(ink(0..<half, rows) == 0)
    }
}

/// What goes wrong when rendering is reported on one line, and leaves no file behind.
@Suite struct RenderErrorTests {
    static let input = examplesDirectory + "/help.he.md"

    @Test func missingInputFileThrowsOneLineError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = directory + "/nope.md"
        let error = try #require(throws: RenderError.self) {
            try PageRenderer().write(RenderOptions(input: missing, language: "he"), to: directory + "/out.png")
        }
        #expect(error == .missingInput(path: missing))
        #expect(error.description.contains(missing))
        #expect(!error.description.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.png"))
    }

    @Test func malformedLanguageIsOneErrorLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = try #require(throws: RenderError.self) {
            try PageRenderer().write(RenderOptions(input: Self.input, language: "zz-!!"), to: directory + "/out.png")
        }
        #expect(error == .invalidLanguage(.malformed("zz-!!")))
        #expect(error.description == "--lang: 'zz-!!' is not a BCP 47 language tag: use one such as he, ar-SA, fa-IR-u-nu-latn")
        #expect(!error.description.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.png"))
    }

    @Test func malformedFrontMatterLanguageNamesTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/x.md"
        try "---\nlang: he-!\n---\n# Help\n".write(toFile: input, atomically: true, encoding: .utf8)
        let error = try #require(throws: RenderError.self) {
            try PageRenderer().write(RenderOptions(input: input), to: directory + "/out.png")
        }
        #expect(error == .invalidLanguage(.malformed("he-!"), file: input))
        #expect(error.description == "\(input): front matter lang: 'he-!' is not a BCP 47 language tag: use one such as he, "
                + "ar-SA, fa-IR-u-nu-latn")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.png"))
    }

    @Test func commandLineLanguageOverridesMalformedFrontMatterLanguage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/x.md"
        try "---\nlang: he-!\n---\n# Help\n".write(toFile: input, atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: input, language: "en"), to: directory + "/out.png")
        #expect(FileManager.default.fileExists(atPath: directory + "/out.png"))
    }

    @Test func writingIntoMissingDirectoryThrowsAndCreatesNothing() throws {
        let path = "/nonexistent/dir/x.png"
        #expect(throws: (any Error).self) {
            try PageRenderer().write(RenderOptions(input: Self.input, language: "he"), to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
    }

    @Test func writingGIFThrowsUnsupportedOutputAndCreatesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/x.gif"
        let error = try #require(throws: RenderError.self) {
            try PageRenderer().write(RenderOptions(input: Self.input, language: "he"), to: path)
        }
        #expect(error == .unsupportedOutput(path: path))
        #expect(!error.description.contains("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func missingImageThrowsOneLineErrorNamingMarkdownFileAndLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/help.md"
        try "# Help\n\nText.\n\n![Chart](chart.png)\n".write(toFile: input, atomically: true, encoding: .utf8)
        let error = try #require(throws: LayoutError.self) {
            try PageRenderer().write(RenderOptions(input: input, language: "en"), to: directory + "/out.pdf")
        }
        #expect(error.description.hasPrefix("\(input):5: "))
        #expect(!error.description.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.pdf"))
    }
}
