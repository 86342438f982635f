/// Removes repeated entries from the image (/XObject) dictionaries of a PDF's page resources.
///
/// Cairo 1.16 adds an image to its page's resources each time the image is drawn, so a page
/// that shows one icon twice gets `/XObject << /x25 25 0 R /x26 26 0 R /x25 25 0 R >>`: a
/// dictionary with a key twice, which a PDF dictionary must not have (PDF 32000-1, 7.3.7);
/// pypdf refuses such a file in strict mode and warns otherwise.
///
///     DuplicateResources.unique("/x5 5 0 R /x6 6 0 R /x5 5 0 R ")   // "/x5 5 0 R /x6 6 0 R"
enum DuplicateResources {
    /// The entries of a dictionary of indirect references (`/name n 0 R`), each key once, in
    /// their order; nil when the text is not such a list or has no key twice.
    static func unique(_ entries: String) -> String? {
        let words = entries.split(separator: " ")
        guard words.count % 4 == 0 else { return nil }
        var seen: Set<Substring> = [], kept: [String] = []
        for start in stride(from: 0, to: words.count, by: 4) {
            let entry = words[start..<start + 4]
            guard entry.first!.hasPrefix("/"), entry.last == "R" else { return nil }
            if seen.insert(entry.first!).inserted { kept.append(entry.joined(separator: " ")) }
        }
        return kept.count * 4 == words.count ? nil : kept.joined(separator: " ")
    }

    /// The edits that rewrite each page's resource dictionary of the PDF in `file` that names
    /// an image twice.
    static func edits(in file: PDFFile) throws -> [PDFFile.Edit] {
        let open = Array("/XObject << ".utf8), close = Array(">>".utf8), end = Array("endobj".utf8)
        var edits: [PDFFile.Edit] = []
        for number in file.references(after: "/Resources ", inObjectsOf: "/Type /Page ") {
            let offset = try file.offset(ofObject: number)
            guard let objectEnd = file.bytes.firstRange(of: end, from: offset),
                  let start = file.bytes.firstRange(of: open, from: offset), start.upperBound < objectEnd.lowerBound,
                  let stop = file.bytes.firstRange(of: close, from: start.upperBound), stop.upperBound < objectEnd.lowerBound,
                  let entries = unique(String(decoding: file.bytes[start.upperBound..<stop.lowerBound], as: UTF8.self))
            else { continue }
            edits.append(PDFFile.Edit(range: start.upperBound..<stop.lowerBound, bytes: Array((entries + " ").utf8)))
        }
        return edits
    }
}
