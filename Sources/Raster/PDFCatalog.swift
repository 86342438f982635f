import Foundation

/// Adds entries to the catalog of a PDF that Cairo wrote, which Cairo 1.16 cannot: `/Lang`, and
/// `/MarkInfo` for a tagged PDF. The entries go into the catalog dictionary.
///
///     try file.replace(PDFCatalog.edits(adding: [PDFCatalog.language("he"), PDFCatalog.marked], in: file))
enum PDFCatalog {
    /// The entry that says the document's language.
    static func language(_ tag: String) -> String {
        "/Lang (" + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)") + ")"
    }

    /// The entry that says the document is a tagged PDF.
    static let marked = "/MarkInfo << /Marked true >>"

    /// The edit that adds `entries` to the catalog of the PDF in `file`; none for no entries.
    static func edits(adding entries: [String], in file: PDFFile) throws -> [PDFFile.Edit] {
        guard !entries.isEmpty else { return [] }
        guard let catalog = file.bytes.lastRange(of: Array("/Type /Catalog".utf8)) else { throw file.failure("no catalog") }
        return [PDFFile.Edit(range: catalog.upperBound..<catalog.upperBound, bytes: Array(entries.map { "\n   " + $0 }.joined().utf8))]
    }
}
