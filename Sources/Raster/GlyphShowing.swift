/// Rewrites a PDF content stream so that each glyph of a composite (CID) font is shown by its
/// own text-showing operator, with its font set again (`Tf`) just before it:
///
///     /f-1-1 1 Tf [<0001>567<0002>]TJ   ->   /f-1-1 1 Tf [<0001>]TJ /f-1-1 1 Tf [567<0002>]TJ
///
/// The page draws the same glyphs at the same places (PDF 32000-1, 9.4.3: each number of a TJ
/// array moves the text position, whatever operator shows the next glyph; setting the current
/// font again changes nothing). What changes is what pypdf reads: it assumes glyphs are drawn in
/// visual order and reverses each stretch of right-to-left letters it collects between two
/// `Tf`, `BT` or `ET`; Galley draws them in logical order, which pdfminer.six needs (it reads
/// glyphs in drawing order), so a stretch of one glyph is what reads right in both.
///
/// Cairo writes a composite font's glyphs as hexadecimal strings of two-byte codes and a simple
/// font's as literal strings; literal strings (Latin text) are left as they are.
enum GlyphShowing {
    /// The content stream with every hexadecimal glyph shown on its own; unchanged where a
    /// string is not whole two-byte codes or no font is set.
    static func split(_ content: [UInt8]) -> [UInt8] {
        var lexer = ContentLexer(content)
        var output: [UInt8] = [], copied = 0
        output.reserveCapacity(content.count * 3)
        var operands: [ContentLexer.Token] = [], font: Range<Int>?
        while let token = lexer.next() {
            guard case let .operator(name) = token.kind else {
                operands.append(token)
                continue
            }
            defer { operands.removeAll(keepingCapacity: true) }
            switch name {
            case "Tf": font = (operands.first?.range.lowerBound ?? token.range.lowerBound)..<token.range.upperBound
            case "BT", "ET", "Q": font = nil
            case "TJ", "Tj":
                guard let font, let operand = operands.last, let pieces = pieces(of: operand, operator: name) else { continue }
                output += content[copied..<operands.first!.range.lowerBound]
                for (n, piece) in pieces.enumerated() {
                    if n > 0 { output.append(0x0A) }
                    output += content[font]
                    output.append(0x0A)
                    write(piece, operator: name, from: content, to: &output)
                }
                copied = token.range.upperBound
            default: break
            }
        }
        return output + content[copied...]
    }

    /// One glyph's showing: the numbers of the TJ array that move the pen before it (and, for
    /// the last glyph, after it), as byte ranges of the content, and its two-byte code's digits.
    private struct Piece {
        var before: [Range<Int>]
        var code: ArraySlice<UInt8>
        var after: [Range<Int>]
    }

    /// One `[numbers <code>]TJ` (or `<code>Tj`) per glyph, the numbers of the array that move the
    /// pen before each glyph kept before it and those after the last glyph after it.
    private static func pieces(of operand: ContentLexer.Token, operator name: String) -> [Piece]? {
        var pieces: [Piece] = [], pending: [Range<Int>] = []
        let elements: [ContentLexer.Token]
        switch operand.kind {
        case let .array(items) where name == "TJ": elements = items
        case .hexString where name == "Tj": elements = [operand]
        default: return nil
        }
        for element in elements {
            switch element.kind {
            case .number:
                pending.append(element.range)
            case let .hexString(digits):
                guard digits.count % 4 == 0 else { return nil }
                for start in stride(from: 0, to: digits.count, by: 4) {
                    pieces.append(Piece(before: pending, code: digits[start..<start + 4], after: []))
                    pending = []
                }
            default: return nil
            }
        }
        guard !pieces.isEmpty else { return nil }
        pieces[pieces.count - 1].after = pending
        return pieces
    }

    private static func write(_ piece: Piece, operator name: String, from content: [UInt8], to output: inout [UInt8]) {
        if name == "Tj" {
            output.append(UInt8(ascii: "<"))
            output += piece.code
            output += Array(">Tj".utf8)
            return
        }
        output.append(UInt8(ascii: "["))
        for number in piece.before {
            output += content[number]
            output.append(UInt8(ascii: " "))
        }
        output.append(UInt8(ascii: "<"))
        output += piece.code
        output.append(UInt8(ascii: ">"))
        for number in piece.after {
            output.append(UInt8(ascii: " "))
            output += content[number]
        }
        output += Array("]TJ".utf8)
    }

    /// Splits the glyphs of every page's content stream of the PDF in `file`.
    static func apply(to file: inout PDFFile) throws {
        try file.replace(file.references(after: "/Contents ", inObjectsOf: "/Type /Page ").flatMap { try file.streamEdits($0, with: split) })
    }
}
