import Foundation

/// Adds entries to the catalog of a PDF that Cairo wrote, which Cairo 1.16 cannot: `/Lang`, and
/// `/MarkInfo` for a tagged PDF. The entries go into the catalog dictionary, and the offsets of
/// the objects after it in the cross-reference table and `startxref` move by their length.
/// Cairo writes a classic cross-reference table (no object streams), so offsets are plain
/// ten-digit numbers.
///
///     try PDFCatalog.add([PDFCatalog.language("he"), PDFCatalog.marked], to: &bytes, path: "out/help.he.pdf")
enum PDFCatalog {
    /// The entry that says the document's language.
    static func language(_ tag: String) -> String {
        "/Lang (" + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)") + ")"
    }

    /// The entry that says the document is a tagged PDF.
    static let marked = "/MarkInfo << /Marked true >>"

    static func add(_ entries: [String], to bytes: inout [UInt8], path: String) throws {
        func failure(_ reason: String) -> RasterError { .cannotWrite(path: path, reason: "cannot add to the PDF catalog: \(reason)") }
        guard let catalog = bytes.lastRange(of: Array("/Type /Catalog".utf8)),
              let xref = bytes.lastRange(of: Array("\nxref\n".utf8)), xref.lowerBound > catalog.upperBound,
              let startxref = bytes.lastRange(of: Array("startxref\n".utf8)) else {
            throw failure("no catalog or cross-reference table")
        }
        let entry = Array(entries.map { "\n   " + $0 }.joined().utf8)
        let moved = catalog.upperBound
        // The table: "xref\n0 N\n" then N entries of "oooooooooo ggggg n \n".
        var cursor = xref.upperBound
        guard let header = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")),
              let count = String(decoding: bytes[cursor..<header], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }) else {
            throw failure("unreadable cross-reference table")
        }
        cursor = header + 1
        for _ in 0..<count {
            guard cursor + 20 <= bytes.count, let offset = Int(String(decoding: bytes[cursor..<cursor + 10], as: UTF8.self)) else {
                throw failure("unreadable cross-reference entry")
            }
            if bytes[cursor + 17] == UInt8(ascii: "n"), offset >= moved {
                bytes.replaceSubrange(cursor..<cursor + 10, with: Array(String(format: "%010d", offset + entry.count).utf8))
            }
            cursor += 20
        }
        let digits = startxref.upperBound..<(bytes[startxref.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)
        guard let start = Int(String(decoding: bytes[digits], as: UTF8.self)) else { throw failure("unreadable startxref") }
        bytes.replaceSubrange(digits, with: Array(String(start + entry.count).utf8))
        bytes.insert(contentsOf: entry, at: moved)
    }
}

extension Array where Element == UInt8 {
    /// The range of the last occurrence of `needle`.
    func lastRange(of needle: [UInt8]) -> Range<Int>? {
        guard needle.count <= count else { return nil }
        var start = count - needle.count
        while start >= 0 {
            if self[start] == needle[0], Array(self[start..<start + needle.count]) == needle { return start..<start + needle.count }
            start -= 1
        }
        return nil
    }
}
