/// A Type 3 font (PDF 32000-1, 9.6.5) whose glyphs paint nothing, for text that is read but
/// not seen: each code (1...255) is one character through the font's ToUnicode map (9.10.3),
/// every glyph half an em wide (the width poppler takes for a Type 3 font's average character
/// when it sizes the font's text), stretched by the text matrix to the box it is shown in.
/// Glyph space is a thousandth of text space, as in other fonts: pypdf reads a Type 3 font's
/// widths as thousandths whatever its font matrix, and a glyph it took for 0.0005 em wide
/// would leave a gap, read as a space, before the next character of a number.
///
///     let number = PDFInvisibleFont.write(["ل", "ا"], into: &file)   // code 1 is ل, code 2 is ا
enum PDFInvisibleFont {
    /// Every glyph's advance, in ems.
    static let advance = 0.5

    /// Writes the font of `characters` (at most 255), code n + 1 for character n; its object number.
    static func write(_ characters: [Unicode.Scalar], into file: inout PDFObjects) -> Int {
        let procedure = file.reserve()
        file.writeStream(procedure, data: Array("500 0 d0\n".utf8), compressed: false)
        var map = PDFBytes()
        map.append("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n")
        map.append("/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n")
        for start in stride(from: 0, to: characters.count, by: 100) {
            let block = characters[start..<min(start + 100, characters.count)]
            map.append(block.count)
            map.append(" beginbfchar\n")
            for (n, character) in zip(block.indices, block) {
                map.append("<")
                map.appendHex(UInt8(n + 1))
                map.append("> <")
                for unit in character.utf16 {
                    map.appendHex(UInt8(unit >> 8))
                    map.appendHex(UInt8(unit & 0xFF))
                }
                map.append(">\n")
            }
            map.append("endbfchar\n")
        }
        map.append("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
        let toUnicode = file.reserve()
        file.writeStream(toUnicode, data: map.bytes)
        return file.add { out in
            out.append("<< /Type /Font /Subtype /Type3 /FontBBox [0 300 500 1300] /FontMatrix [0.001 0 0 -0.001 0 0] /CharProcs <<")
            for n in characters.indices {
                out.append(" /g")
                out.append(n + 1)
                out.append(" ")
                out.append(reference: procedure)
            }
            out.append(" >> /Encoding << /Type /Encoding /Differences [1")
            for n in characters.indices {
                out.append(" /g")
                out.append(n + 1)
            }
            out.append("] >> /FirstChar 1 /LastChar ")
            out.append(characters.count)
            out.append(" /Widths [")
            for n in characters.indices {
                if n > 0 { out.append(" ") }
                out.append("500")
            }
            out.append("] /Resources << >> /ToUnicode ")
            out.append(reference: toUnicode)
            out.append(" >>")
        }
    }
}
