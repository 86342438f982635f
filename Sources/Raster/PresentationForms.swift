import Foundation

/// Rewrites a PDF's ToUnicode maps (PDF 32000-1, 9.10.3) so that a glyph mapped to a
/// presentation form maps to the letters it presents: ﬁ (U+FB01) to "fi", ﺢ (U+FEA2) to ح.
///
/// Cairo maps a glyph that the font's cmap gives a code point to that code point, whatever
/// text the glyph was drawn for, and puts the text in an /ActualText span instead; a ligature
/// glyph the font also lists under U+FB01 is thus "ﬁ" to the extractors that read only the
/// ToUnicode map (pdfminer.six, pypdf), which then find "ﬁrst", not "first". The letters are
/// the character's compatibility decomposition (NFKC), which is what the presentation-form
/// blocks exist for (The Unicode Standard, 2.3 Compatibility Characters).
///
///     PresentationForms.letters(Array("<0001> <fb01>\n".utf8))   // "<0001> <00660069>\n"
enum PresentationForms {
    /// The Alphabetic Presentation Forms (U+FB00...U+FB4F: Latin, Armenian and Hebrew) and Arabic
    /// Presentation Forms A and B (U+FB50...U+FDFF, U+FE70...U+FEFF) blocks.
    static func isPresentationForm(_ scalar: Unicode.Scalar) -> Bool {
        (0xFB00...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFF).contains(scalar.value)
    }

    /// The ToUnicode CMap `cmap` with each bfchar destination that holds a presentation form
    /// replaced by its NFKC form; every other line as it was.
    static func letters(_ cmap: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [], copied = 0, start = 0
        while start < cmap.count {
            let end = cmap[start...].firstIndex(of: 0x0A) ?? cmap.count
            // Presentation forms are U+FB00...U+FEFF: only a line with "fb" to "fe" can hold one.
            let line = cmap[start..<end]
            if zip(line, line.dropFirst()).contains(where: { ($0 | 0x20) == UInt8(ascii: "f") && (UInt8(ascii: "b")...UInt8(ascii: "e")).contains($1 | 0x20) }),
               let rewritten = letters(line: String(decoding: line, as: UTF8.self)) {
                output += cmap[copied..<start]
                output += rewritten.utf8
                copied = end
            }
            start = end + 1
        }
        return copied == 0 ? cmap : output + cmap[copied...]
    }

    /// The bfchar line with its destination's presentation forms replaced by their letters; nil
    /// when it is not such a line or holds none.
    private static func letters(line: String) -> String? {
        let parts = line.split(separator: " ")
        guard parts.count == 2, parts.allSatisfy({ $0.hasPrefix("<") && $0.hasSuffix(">") }),
              let text = utf16(parts[1].dropFirst().dropLast()),
              text.unicodeScalars.contains(where: isPresentationForm) else { return nil }
        let letters = text.precomposedStringWithCompatibilityMapping
        return parts[0] + " <" + letters.utf16.map { String(format: "%04x", $0) }.joined() + ">"
    }

    /// The text of big-endian UTF-16 hexadecimal digits; nil if they are not.
    private static func utf16(_ digits: Substring) -> String? {
        guard digits.count % 4 == 0, !digits.isEmpty else { return nil }
        var units: [UInt16] = [], index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 4)
            guard let unit = UInt16(digits[index..<next], radix: 16) else { return nil }
            units.append(unit)
            index = next
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The edits that rewrite every ToUnicode map of the PDF in `file`.
    static func edits(in file: PDFFile) throws -> [PDFFile.Edit] {
        try file.references(after: "/ToUnicode ", inObjectsOf: "/Type /Font\n").flatMap { try file.streamEdits($0, with: letters) }
    }
}
