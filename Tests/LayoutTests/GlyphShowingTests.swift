import Foundation
import Galley
@testable import Raster
import Testing

/// Each glyph of a composite font shown by its own operator after its font (what pypdf needs to
/// read logical-order right-to-left text right), and the PDF still whole after the rewrite.
@Suite struct GlyphShowingTests {
    func split(_ content: String) -> String { String(decoding: GlyphShowing.split(Array(content.utf8)), as: UTF8.self) }

    @Test func eachHexadecimalGlyphGetsItsOwnOperatorAfterItsFont() {
        // Cairo breaks long lines inside a hexadecimal string; the numbers keep their glyph.
        let content = "BT\n12 0 0 -12 500 90 Tm\n/f-1-1 1 Tf\n[<0001>567<00\n02>-80<0003>]TJ\n-5.1 0.1 Td\n<0004>Tj\n/f-1-0 1 Tf\n[()459( )]TJ\nET"
        #expect(split(content) == "BT\n12 0 0 -12 500 90 Tm\n/f-1-1 1 Tf\n/f-1-1 1 Tf\n[<0001>]TJ\n/f-1-1 1 Tf\n[567 <0002>]TJ\n"
            + "/f-1-1 1 Tf\n[-80 <0003>]TJ\n-5.1 0.1 Td\n/f-1-1 1 Tf\n<0004>Tj\n/f-1-0 1 Tf\n[()459( )]TJ\nET")
    }

    @Test func numbersAfterTheLastGlyphStayAfterIt() {
        #expect(split("/f-0-1 1 Tf [<>718<0006>781<0001>-250]TJ") == "/f-0-1 1 Tf /f-0-1 1 Tf\n[718 <0006>]TJ\n/f-0-1 1 Tf\n[781 <0001> -250]TJ")
    }

    @Test func literalStringsOddCodesAndTextWithoutAFontAreLeftAlone() {
        for content in ["/f-2-0 1 Tf\n[(T)80(abula)]TJ", "/f-1-1 1 Tf\n[<00010>]TJ", "BT\n[<0001><0002>]TJ\nET",
                        "/f-1-1 1 Tf\nET\n<0001>Tj", "q /Span << /ActualText <feff0644> >> BDC EMC Q"] {
            #expect(split(content) == content)
        }
    }

    /// Every object the cross-reference table names starts where it says, after the content
    /// streams were rewritten and the catalog grew.
    @Test(arguments: ["help.ar.md", "help.he.md"])
    func crossReferenceTablePointsAtEveryObject(page: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var options = RenderOptions(input: examplesDirectory + "/" + page)
        options.pdfWriter = .cairo
        try PageRenderer().write(options, to: directory + "/page.pdf")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/page.pdf")))
        let file = try PDFFile(bytes: bytes, path: page)
        let text = String(decoding: bytes, as: UTF8.self)
        let count = try #require(text.components(separatedBy: "\nxref\n0 ").last?.split(separator: "\n").first.flatMap { Int($0) })
        #expect(count > 50)
        for number in 1..<count {
            let offset = try file.offset(ofObject: number)
            #expect(String(decoding: bytes[offset..<offset + 12], as: UTF8.self).hasPrefix("\(number) 0 obj"), "object \(number)")
        }
        // The page's content stream inflates, and shows no two hexadecimal glyphs with one operator.
        let contents = try #require(text.range(of: #"/Contents (\d+) 0 R"#, options: .regularExpression))
        let number = try #require(Int(text[contents].split(separator: " ")[1]))
        let start = try #require(bytes.firstRange(of: Array(">>\nstream\n".utf8), from: file.offset(ofObject: number))).upperBound
        let end = try #require(bytes.firstRange(of: Array("endstream".utf8), from: start)).lowerBound
        let content = try #require(Flate.inflate(Array(bytes[start..<end])))
        var lexer = ContentLexer(content), shown = 0, glyphs = 0
        while let token = lexer.next() {
            switch token.kind {
            case .arrayStart: glyphs = 0
            case .hexString: glyphs += content[token.range].dropFirst().dropLast().filter { !ContentLexer.isWhiteSpace($0) }.count / 4
            case .arrayEnd:
                #expect(glyphs <= 1)
                shown += glyphs
            default: break
            }
        }
        #expect(shown > 300)
    }
}

/// ToUnicode maps give the letters a presentation-form glyph stands for.
@Suite struct PresentationFormsTests {
    func letters(_ cmap: String) -> String { String(decoding: PresentationForms.letters(Array(cmap.utf8)), as: UTF8.self) }

    @Test func ligatureAndArabicFormsMapToTheirLetters() {
        #expect(letters("2 beginbfchar\n<0001> <fb01>\n<0002> <FEA2>\nendbfchar\n") == "2 beginbfchar\n<0001> <00660069>\n<0002> <062d>\nendbfchar\n")
        // Hebrew shin with shin dot: the letter, then the mark.
        #expect(letters("<0003> <fb2a>") == "<0003> <05e905c1>")
    }

    @Test func otherEntriesAndLinesStayAsTheyWere() {
        let cmap = "/CMapName /Adobe-Identity-UCS def\n1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n<0004> <0644>\n<0005> <00660069>\n<41> <0041>\n<06> <00>"
        #expect(letters(cmap) == cmap)
    }
}

/// A right-to-left line that flows past an embedded left-to-right run is bridged by stretched
/// spaces, so that pdfminer.six reads it as one line (see Painter.bridge).
@Suite struct LineBridgeTests {
    /// The text matrices of the page's stretched spaces: `a 0 0 d x y Tm` with a != -d, then
    /// (font changes aside) `( )Tj`.
    /// `icon.png` (the examples' arrow) is beside the page.
    func bridges(_ markdown: String) throws -> [String] {
        let file = try pdf(markdown)
        var content = ""
        for number in file.references(after: "/Contents ", inObjectsOf: "/Type /Page ") {
            _ = try file.streamEdits(number) { content += String(decoding: $0, as: UTF8.self); return $0 }
        }
        let lines = content.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(" Tf") }
        return zip(lines, lines.dropFirst()).compactMap { matrix, show in
            let numbers = matrix.split(separator: " ")
            guard show == "( )Tj", numbers.count == 7, numbers[6] == "Tm", let a = Double(numbers[0]), let d = Double(numbers[3]),
                  abs(a + d) > 0.01 else { return nil }
            return matrix
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
        // One space stretched over the 16 px (12 pt) image: a 12 pt font matrix widened about 3.85 times (Noto's space is 0.26 em).
        #expect(english.allSatisfy { (40...55).contains(Double($0.split(separator: " ")[0])!) }, "\(english)")
        #expect(try bridges("---\nlang: he\n---\n\nלחצו על ![הפעלה](icon.png) כדי להתחיל\n").count == 1)
    }

    @Test func leftToRightLineNeedsNoBridge() throws {
        #expect(try bridges("---\nlang: en\n---\n\nHello שלום עולם world\n") == [])
        #expect(try bridges("---\nlang: he\n---\n\nשלום עולם\n") == [])
    }
}

/// The page's PDF by Cairo's writer, whose passes these tests are about, with the examples'
/// arrow beside the page as `icon.png`.
func pdf(_ markdown: String) throws -> PDFFile {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try markdown.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: directory + "/icon.png")
    var options = RenderOptions(input: directory + "/page.md")
    options.pdfWriter = .cairo
    try PageRenderer().write(options, to: directory + "/page.pdf")
    return try PDFFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/page.pdf"))), path: "page.pdf")
}

/// Cairo names an image in its page's resources each time it is drawn; the PDF has it once.
@Suite struct DuplicateResourcesTests {
    @Test func repeatedEntriesAreDroppedOthersKept() {
        #expect(DuplicateResources.unique("/x5 5 0 R /x6 6 0 R /x5 5 0 R ") == "/x5 5 0 R /x6 6 0 R")
        #expect(DuplicateResources.unique("/x5 5 0 R /x6 6 0 R ") == nil)
        #expect(DuplicateResources.unique("/x5 << >> ") == nil)
    }

    @Test func imageShownTwiceIsNamedOnceInItsPagesResources() throws {
        // Cairo's writer; Galley's names each image once by construction (PDFResources).
        let file = try pdf("Press ![Play](icon.png) to play, ![Play](icon.png) again.\n")
        let text = String(decoding: file.bytes, as: UTF8.self)
        let dictionary = try #require(text.range(of: #"/XObject << [^>]*>>"#, options: .regularExpression).map { text[$0] })
        let names = dictionary.split(separator: " ").filter { $0.hasPrefix("/x") }
        #expect(names.count == 1 && Set(names).count == 1, "\(dictionary)")
    }
}
