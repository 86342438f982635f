import Document
import Foundation
import Galley
import Layout
import ToolSupport
import Testing

/// What a PDF carries besides its text: link annotations, destinations, the outline, metadata,
/// the paper; read back with poppler's tools and from the PDF's objects (Cairo writes
/// annotations, the outline and the catalog uncompressed).
@Suite struct PDFDocumentTests {
    /// Renders `input` to a PDF in a fresh directory; the caller removes the directory.
    func pdf(_ input: String, _ options: (inout RenderOptions) -> Void = { _ in }) throws -> (directory: String, pdf: String) {
        let directory = try temporaryDirectory()
        var renderOptions = RenderOptions(input: input)
        options(&renderOptions)
        try PageRenderer().write(renderOptions, to: directory + "/page.pdf")
        return (directory, directory + "/page.pdf")
    }

    /// A page written to a fresh directory as `page.md`.
    func page(_ markdown: String) throws -> (directory: String, input: String) {
        let directory = try temporaryDirectory()
        try markdown.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        return (directory, directory + "/page.md")
    }

    /// The PDF's objects that are link annotations, as text.
    func linkAnnotations(_ pdf: String) throws -> [String] {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        return text.components(separatedBy: "endobj").filter { $0.contains("/Type /Annot") && $0.contains("/Subtype /Link") }
    }

    /// A PDF literal string's text after `key`, e.g. `(https://example.com/help)` after `/URI `.
    func literal(after key: String, in object: String) -> String? {
        guard let start = object.range(of: key + " (") else { return nil }
        return String(object[start.upperBound...].prefix { $0 != ")" })
    }

    /// The link targets of a page's text, in order.
    func links(_ blocks: [Block]) -> [String] {
        func links(_ runs: [InlineRun]) -> [String] { runs.compactMap(\.style.link) }
        return blocks.flatMap { block -> [String] in
            switch block.kind {
            case let .heading(_, content), let .paragraph(content): links(content)
            case let .list(list): list.items.flatMap { self.links($0) }
            case let .blockQuote(inner): self.links(inner)
            case let .box(box): self.links(box.children)
            case let .table(table): (table.header + table.rows.flatMap { $0 }).flatMap { links($0.content) }
            case let .figure(figure): links(figure.caption)
            case .codeBlock, .thematicBreak: []
            }
        }
    }

    func info(_ pdf: String) throws -> String { String(decoding: try run("pdfinfo", [pdf]), as: UTF8.self) }

    @Test(arguments: ["help.md", "help.he.md", "help.ar.md"])
    func everyLinkOfTheExamplePageIsALinkAnnotationWithItsURI(page: String) throws {
        let input = examplesDirectory + "/" + page
        let (directory, pdf) = try pdf(input)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = links(try Page(contentsOfFile: input).blocks)
        #expect(!expected.isEmpty)
        let uris = try linkAnnotations(pdf).compactMap { literal(after: "/URI", in: $0) }
        #expect(Set(uris) == Set(expected))
        #expect(uris.count >= expected.count)
    }

    @Test func footnoteReferenceLinksToItsNote() throws {
        let (directory, input) = try page("Text[^note].\n\n[^note]: The note.\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (pdfDirectory, pdf) = try pdf(input) { $0.language = "he" }
        defer { try? FileManager.default.removeItem(atPath: pdfDirectory) }
        #expect(try linkAnnotations(pdf).compactMap { literal(after: "/Dest", in: $0) } == ["fn-1"])
        #expect(String(decoding: try run("pdfinfo", ["-dests", pdf]), as: UTF8.self).contains("\"fn-1\""))
    }

    @Test func headingLinkGoesToTheHeadingsDestinationAndUnknownAnchorStaysText() throws {
        let (directory, input) = try page("# Start\n\nSee [the parts](#parts-of-a-formula), [nowhere](#missing) and <https://example.org>.\n\n"
            + "## Parts of a formula\n\nText.\n\n## Parts of a formula\n\nAgain.\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (pdfDirectory, pdf) = try pdf(input) { $0.language = "en" }
        defer { try? FileManager.default.removeItem(atPath: pdfDirectory) }
        let annotations = try linkAnnotations(pdf)
        #expect(annotations.compactMap { literal(after: "/Dest", in: $0) } == ["parts-of-a-formula"])
        #expect(annotations.compactMap { literal(after: "/URI", in: $0) } == ["https://example.org"])
        let destinations = String(decoding: try run("pdfinfo", ["-dests", pdf]), as: UTF8.self)
        for anchor in ["start", "parts-of-a-formula", "parts-of-a-formula-1"] {
            #expect(destinations.contains("\"\(anchor)\""), "no destination \(anchor)")
        }
    }

    @Test func linkTargetsAreWrittenAsASCIIURIsThatKeepThePDFReadable() throws {
        let (directory, input) = try page("# L\n\n[a](https://en.wikipedia.org/wiki/Foo_(bar)) [b](<https://x.y/a)b>) "
            + "[c](https://he.wikipedia.org/wiki/שלום) [d]()\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (pdfDirectory, pdf) = try pdf(input) { $0.language = "en" }
        defer { try? FileManager.default.removeItem(atPath: pdfDirectory) }
        #expect(try linkAnnotations(pdf).compactMap { literal(after: "/URI", in: $0) } == [
            "https://en.wikipedia.org/wiki/Foo_%28bar%29", "https://x.y/a%29b", "https://he.wikipedia.org/wiki/%D7%A9%D7%9C%D7%95%D7%9D",
        ])
        #expect(try info(pdf).contains("Pages:           1\n"))
    }

    @Test func outlineListsTheHeadingsNestedByLevel() throws {
        let (directory, pdf) = try pdf(examplesDirectory + "/help.ar.md")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let xml = String(decoding: try run("pdftohtml", ["-stdout", "-xml", "-i", "-q", pdf]), as: UTF8.self)
        let outline = try #require(xml.range(of: "<outline>")).lowerBound
        // Each item names its page since the outline's destinations are named ones; the nesting is what counts.
        let tokens = xml[outline...].split(separator: "\n").map { String($0).replacingOccurrences(of: #" page="\d+""#, with: "", options: .regularExpression) }
            .filter { $0.hasPrefix("<item") || $0.contains("outline>") }
        #expect(tokens == ["<outline>", "<item>الصيغ والدوال</item>", "<outline>", "<item>أجزاء الصيغة</item>",
                           "<item>إدخال صيغة</item>", "<item>الدوال الشائعة</item>", "<item>فتح ملفات Excel</item>",
                           "<item>هل تحتاج إلى مزيد من المساعدة؟</item>", "</outline>", "</outline>"])
    }

    @Test func titleComesFromTheFrontMatterElseTheFirstHeadingAndLanguageFromThePage() throws {
        let (directory, pdf) = try pdf(examplesDirectory + "/help.he.md")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let information = try info(pdf)
        #expect(information.contains("Title:           נוסחאות ופונקציות\n"))
        #expect(information.contains("Creator:         Galley \(galleyVersion)\n"))
        let bytes = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        #expect(bytes.contains("<< /Type /Catalog\n   /Lang (he)\n"))

        let (pageDirectory, input) = try page("Intro.\n\n## Second\n\n# First heading\n")
        defer { try? FileManager.default.removeItem(atPath: pageDirectory) }
        let (untitledDirectory, untitled) = try self.pdf(input) { $0.language = "de" }
        defer { try? FileManager.default.removeItem(atPath: untitledDirectory) }
        #expect(try info(untitled).contains("Title:           Second\n"))
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: untitled)), as: UTF8.self).contains("/Lang (de)"))
    }

    /// Tagged: under one Document element, each heading, paragraph, table cell and caption is a
    /// structure element (H1 ... H6, P, TH, TD, Caption) holding its whole text; the footer is
    /// none, nor is the table's header row repeated on page 2 (a pagination artifact). Poppler
    /// joins a paragraph's lines without a space in `-struct-text`, so the text is compared by words.
    @Test func everyTextBlockIsAStructureElementWithItsText() throws {
        let (directory, pdf) = try pdf(examplesDirectory + "/help.md")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try info(pdf).contains("Tagged:          yes\n"))
        let lines = String(decoding: try run("pdfinfo", ["-struct-text", pdf]), as: UTF8.self).split(separator: "\n")
        let elements = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("\"") }
            .map { ($0.split(separator: " ").first.map(String.init) ?? "").replacingOccurrences(of: ":", with: "") }   // "TH:" has attributes
        #expect(elements.first == "Document" && elements.filter { $0 == "Document" }.count == 1)
        #expect(elements.filter { $0 == "H1" }.count == 1 && elements.filter { $0 == "H2" }.count == 5)
        #expect(elements.filter { $0 == "TH" }.count == 3)
        #expect(Set(elements).isSuperset(of: ["H1", "H2", "P", "TH", "TD", "Caption", "Table", "TR", "L", "LI", "Lbl", "LBody", "Figure", "Link"]))
        #expect(lines[1...2] == ["  H1 (block)", "    \"Formulas and functions\""])
        let firstParagraph = "With Tabula Sheets you can work out totals, averages and much more right inside your spreadsheet."
        #expect(PDFTextTests.words(String(lines[4])).starts(with: PDFTextTests.words(firstParagraph).dropLast(2)))
    }

    /// A paragraph cut across pages is one P, its marked content on each page.
    @Test func paragraphCutAcrossPagesIsOneElement() throws {
        let sentence = "שורה ארוכה של טקסט בעברית שממלאת את העמוד. "
        let (directory, input) = try page("# ארוך\n\n" + String(repeating: sentence, count: 400) + "\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (pdfDirectory, pdf) = try pdf(input) { $0.language = "he" }
        defer { try? FileManager.default.removeItem(atPath: pdfDirectory) }
        let pages = try #require(try info(pdf).split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last.flatMap { Int($0) })
        #expect(pages > 1)
        let elements = String(decoding: try run("pdfinfo", ["-struct", pdf]), as: UTF8.self).split(separator: "\n")
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("P ") }
        #expect(elements.count == 1)
        let text = String(decoding: try run("pdfinfo", ["-struct-text", pdf]), as: UTF8.self)
        #expect(PDFTextTests.words(text).filter { $0 == "שורה" }.count == 400)
    }

    @Test func sameCreationDateWritesTheSameBytes() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let (first, a) = try pdf(examplesDirectory + "/help.ar.md") { $0.creationDate = date }
        defer { try? FileManager.default.removeItem(atPath: first) }
        Thread.sleep(forTimeInterval: 1.1)
        let (second, b) = try pdf(examplesDirectory + "/help.ar.md") { $0.creationDate = date }
        defer { try? FileManager.default.removeItem(atPath: second) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        #expect(try info(a).contains("CreationDate:    Tue Nov 14 22:13:20 2023 UTC"))
    }

    @Test(arguments: [("150x200mm", "425.197 x 566.929 pts"), ("8x10in", "576 x 720 pts"), ("A5", "419.528 x 595.276 pts"),
                      ("legal", "612 x 1008 pts"), ("800x1000px", "600 x 750 pts")])
    func paperSetsTheMediaBox(paper: String, size: String) throws {
        let parsed = try Paper(parsing: paper)
        let (directory, pdf) = try pdf(examplesDirectory + "/help.md") { $0.paper = parsed }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pages = try info(pdf).split(separator: "\n").filter { $0.hasPrefix("Page size:") }
        #expect(pages == ["Page size:       \(size)"])
    }

    @Test func widthWithoutPaperIsOnePageWidthAtA4Height() {
        let paper = Paper.a4Height(width: 600)
        #expect(paper.width == 600 && paper.height == Paper.a4.height && paper.name == "600x1123px")
    }

    @Test(arguments: ["a3", "150x200", "x200mm", "150x200cm", "150*200mm", "0x200mm", "300x300in", "nanxinfin"])
    func badPaperIsOneLineError(paper: String) {
        #expect(throws: PaperError.self) { try Paper(parsing: paper) }
        do {
            _ = try Paper(parsing: paper)
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("'\(paper)'"))
        }
    }
}
