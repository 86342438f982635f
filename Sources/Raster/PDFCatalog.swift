import Foundation

/// Adds entries to the catalog of a PDF that Cairo wrote, which Cairo 1.16 cannot: `/Lang`, and
/// `/MarkInfo` for a tagged PDF. The entries go into the catalog dictionary.
///
///     try PDFCatalog.add([PDFCatalog.language("he"), PDFCatalog.marked], to: &file)
enum PDFCatalog {
    /// The entry that says the document's language.
    static func language(_ tag: String) -> String {
        "/Lang (" + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)") + ")"
    }

    /// The entry that says the document is a tagged PDF.
    static let marked = "/MarkInfo << /Marked true >>"

    static func add(_ entries: [String], to file: inout PDFFile) throws {
        guard let catalog = file.bytes.lastRange(of: Array("/Type /Catalog".utf8)) else { throw file.failure("no catalog") }
        try file.replace([PDFFile.Edit(range: catalog.upperBound..<catalog.upperBound, bytes: Array(entries.map { "\n   " + $0 }.joined().utf8))])
    }
}
