import Foundation
import Galley
import ToolSupport
import Testing

/// The outline of a Hebrew page's headings, read back by poppler and pypdf: every entry leads
/// to its heading's named destination.
@Suite struct PDFOutlineTests {
    /// Thirteen numbered headings; "חשבון", "סנכרון" and "פתרון בעיות" end in final nun, whose
    /// UTF-8 has the byte 0x9F that PDFDocEncoding lacks.
    static let titles = ["התקנה", "הגדרות", "חשבון", "סנכרון", "גיבוי", "שחזור", "הרשאות", "התראות",
                         "ערכות נושא", "קיצורי מקשים", "פתרון בעיות", "שאלות נפוצות", "יצירת קשר"]

    /// The page as a PDF in a fresh directory the caller removes.
    func hebrewPDF() throws -> (directory: String, pdf: String) {
        let directory = try temporaryDirectory()
        let sections = Self.titles.enumerated().map { n, title in
            "## \(n + 1). \(title)\n\n" + String(repeating: "פסקה קצרה על \(title). ", count: 8)
        }
        try ("---\nlang: he\n---\n\n" + sections.joined(separator: "\n\n") + "\n").write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/page.md"), to: directory + "/page.pdf")
        return (directory, directory + "/page.pdf")
    }

    /// `pdfinfo -dests` lists each heading's id once, with its page; `pdftohtml -xml` gives every
    /// outline entry the page poppler resolved it to.
    @Test func popplerResolvesEveryHebrewOutlineEntry() throws {
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dests = String(decoding: try run("pdfinfo", ["-dests", pdf]), as: UTF8.self)
        let names = dests.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
        let ids = Self.titles.enumerated().map { "\($0 + 1)-" + $1.replacingOccurrences(of: " ", with: "-") }
        #expect(Set(names) == Set(ids), "\(dests)")
        let xml = String(decoding: try run("pdftohtml", ["-xml", "-stdout", "-i", pdf]), as: UTF8.self)
        let items = xml.split(separator: "\n").filter { $0.hasPrefix("<item") }
        #expect(items.count == 13, "\(xml)")
        #expect(items.allSatisfy { $0.hasPrefix("<item page=\"") && !$0.hasPrefix("<item page=\"0\"") }, "\(items)")
    }

    /// pypdf (from $PDF_TEXT_VENV) finds the page of every outline entry; skipped, saying so,
    /// without it.
    @Test func pypdfResolvesEveryHebrewOutlineEntry() throws {
        let python = (ProcessInfo.processInfo.environment["PDF_TEXT_VENV"] ?? "/tmp/pdf-text-venv") + "/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python), (try? run(python, ["-c", "import pypdf"])) != nil else {
            print("PDFOutlineTests: pypdf not installed at \(python); outline check with pypdf skipped")
            return
        }
        let (directory, pdf) = try hebrewPDF()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            import sys, pypdf
            reader = pypdf.PdfReader(sys.argv[1])
            def entries(outline):
                for entry in outline:
                    yield from entries(entry) if isinstance(entry, list) else [entry]
            for entry in entries(reader.outline):
                print(reader.get_destination_page_number(entry), entry.title)
            """
        let lines = String(decoding: try run(python, ["-c", script, pdf]), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 13, "\(lines)")
        #expect(lines.allSatisfy { $0.first?.isNumber == true }, "\(lines)")
        #expect(lines.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) } == Self.titles.enumerated().map { "\($0 + 1). \($1)" })
    }
}
