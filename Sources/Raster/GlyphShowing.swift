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
        var operands: [ContentLexer.Token] = [], pieces: [Piece] = [], font: Range<Int>?
        while let token = lexer.next() {
            guard token.kind == .operator else {
                operands.append(token)
                continue
            }
            defer { operands.removeAll(keepingCapacity: true) }
            let range = token.range
            let name = (range.count, content[range.lowerBound], range.count == 2 ? content[range.lowerBound + 1] : 0)
            switch name {
            case (2, UInt8(ascii: "T"), UInt8(ascii: "f")):
                font = (operands.first?.range.lowerBound ?? range.lowerBound)..<range.upperBound
            case (2, UInt8(ascii: "B"), UInt8(ascii: "T")), (2, UInt8(ascii: "E"), UInt8(ascii: "T")), (1, UInt8(ascii: "Q"), _):
                font = nil
            case (2, UInt8(ascii: "T"), UInt8(ascii: "J")), (2, UInt8(ascii: "T"), UInt8(ascii: "j")):
                let isArray = name.2 == UInt8(ascii: "J")
                guard let font, collect(operands, isArray: isArray, of: content, into: &pieces) else { continue }
                output += content[copied..<operands[0].range.lowerBound]
                for (n, piece) in pieces.enumerated() {
                    if n > 0 { output.append(0x0A) }
                    output += content[font]
                    output.append(0x0A)
                    write(piece, isArray: isArray, operands: operands, from: content, to: &output)
                }
                copied = range.upperBound
            default: break
            }
        }
        return output + content[copied...]
    }

    /// One glyph's showing: the numbers of the TJ array that move the pen before it (and, for
    /// the last glyph, after it), as ranges of operand indices, and its two-byte code's digits.
    private struct Piece {
        var before: Range<Int>
        var code: (UInt8, UInt8, UInt8, UInt8)
        var after: Range<Int>
    }

    /// One piece per glyph of the operands of `[numbers <code>]TJ` (or `<code>Tj`), the numbers
    /// that move the pen before each glyph kept before it and those after the last glyph after
    /// it; false (and `pieces` unusable) when the operands are anything else.
    private static func collect(_ operands: [ContentLexer.Token], isArray: Bool, of content: [UInt8], into pieces: inout [Piece]) -> Bool {
        pieces.removeAll(keepingCapacity: true)
        let elements: Range<Int>
        if isArray {
            guard operands.count >= 2, operands[0].kind == .arrayStart, operands[operands.count - 1].kind == .arrayEnd else { return false }
            elements = 1..<operands.count - 1
        } else {
            guard operands.count == 1, operands[0].kind == .hexString else { return false }
            elements = 0..<1
        }
        var pending: Int?
        for index in elements {
            switch operands[index].kind {
            case .number:
                pending = pending ?? index
            case .hexString:
                var code: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0), count = 0
                for byte in content[operands[index].range.dropFirst().dropLast()] where !ContentLexer.isWhiteSpace(byte) {
                    (code.0, code.1, code.2, code.3) = (code.1, code.2, code.3, byte)
                    count += 1
                    if count % 4 == 0 {
                        pieces.append(Piece(before: (pending ?? index)..<index, code: code, after: index..<index))
                        pending = nil
                    }
                }
                guard count % 4 == 0 else { return false }
            default: return false
            }
        }
        guard !pieces.isEmpty else { return false }
        if let pending { pieces[pieces.count - 1].after = pending..<elements.upperBound }
        return true
    }

    private static func write(_ piece: Piece, isArray: Bool, operands: [ContentLexer.Token], from content: [UInt8], to output: inout [UInt8]) {
        func code() {
            output.append(UInt8(ascii: "<"))
            output.append(piece.code.0)
            output.append(piece.code.1)
            output.append(piece.code.2)
            output.append(piece.code.3)
            output.append(UInt8(ascii: ">"))
        }
        guard isArray else {
            code()
            output += "Tj".utf8
            return
        }
        output.append(UInt8(ascii: "["))
        for index in piece.before where operands[index].kind == .number {
            output += content[operands[index].range]
            output.append(UInt8(ascii: " "))
        }
        code()
        for index in piece.after where operands[index].kind == .number {
            output.append(UInt8(ascii: " "))
            output += content[operands[index].range]
        }
        output += "]TJ".utf8
    }

    /// The edits that split the glyphs of every page's content stream of the PDF in `file`.
    static func edits(in file: PDFFile) throws -> [PDFFile.Edit] {
        try file.references(after: "/Contents ", inObjectsOf: "/Type /Page ").flatMap { try file.streamEdits($0, with: split) }
    }
}
