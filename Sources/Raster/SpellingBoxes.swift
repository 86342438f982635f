/// Where the invisible characters of a spelled-out span go (see PDFContent.text): one
/// box per character on the cluster's baseline, each box's left edge and width, in logical order.
///
/// Text extractors read the boxes, not the ink, and each reads them its own way:
/// - poppler 22.12 reads a line by each character's left edge (right to left on an Arabic line)
///   and puts a space wherever two boxes are more than 0.03 em apart: the boxes cover the
///   cluster without gaps and stay inside it, so the spaces beside it stay spaces.
/// - PyMuPDF (MuPDF 1.28) reads characters in the order drawn and takes a right-to-left line as
///   drawn in logical order while each character begins where the one before it began, less
///   its own advance, within 0.15 of the font size; the size it takes for an invisible glyph is
///   `sqrt(xScale * yScale)` of its font matrix, so a box narrower than 0.3 em would look
///   misplaced and start a new line.
/// - pdfminer.six and pypdf read characters in the order drawn.
///
///     SpellingBoxes.rightToLeft(count: 2, right: 120, left: 110, em: 16)
///     // [(x: 115.2, width: 4.8), (x: 110, width: 4.8)]: each box at least 0.3 em wide
enum SpellingBoxes {
    /// Box widths are whole multiples of this share of an em, so that a document has few
    /// invisible fonts (one per width).
    static let quantum = 0.02

    /// `count` boxes inside the span from `right` to `left`, left edges decreasing in logical
    /// order: each as wide as the span's share rounded up to a quantum, at least 0.3 em, so
    /// that they overlap rather than leave gaps, but never wider than the span less 0.01 em per
    /// box after the first (rounded down; one quantum at least, as for a cluster of marks
    /// alone, which has no width); the first flush with the right end and the last with the left.
    static func rightToLeft(count: Int, right: Double, left: Double, em: Double) -> [(x: Double, width: Double)] {
        let span = right - left, share = span / Double(count), step = quantum * em
        let widest = ((span - Double(count - 1) * 0.01 * em) / step).rounded(.down) * step
        let width = max(step, min((max(share, 0.3 * em) / step).rounded(.up) * step, widest))
        let advance = count > 1 ? (span - width) / Double(count - 1) : 0
        return (0..<count).map { (x: right - width - Double($0) * advance, width: width) }
    }

    /// `count` boxes for characters MuPDF takes for right-to-left (Arabic-Indic digits, bidi
    /// class AN) drawn left to right from `left`: 0.3 em wide, each beginning 0.14 em after the
    /// one before, so that every extractor reads them as one word:
    /// - MuPDF flags a line as drawn in visual order, and reverses all its Arabic, when such a
    ///   character begins where the one before it ended; an overlap of more than 0.15 of its
    ///   size (`sqrt(xScale * yScale)`, 0.77 em for a 0.3 em box) it lets pass.
    /// - poppler takes a character beginning within 0.1 em of the one before for a copy of it
    ///   (fake bold) and drops it if it is the same (the second 0 of `١٠٠`), and starts a new
    ///   word at an overlap of more than 0.2 em.
    /// - pypdf reads a space where a character begins past the end of the one before.
    ///
    ///     SpellingBoxes.leftToRight(count: 3, left: 10, em: 10)   // x 10, 11.4, 12.8; width 3
    static func leftToRight(count: Int, left: Double, em: Double) -> [(x: Double, width: Double)] {
        (0..<count).map { (x: left + Double($0) * 0.14 * em, width: 0.3 * em) }
    }

    /// The font size, in y, of an invisible glyph filling a box `width` wide on text of size
    /// `em`: `em`, or 1.5 times the width for a box wider than 2/3 em (a letter and the
    /// tatweels kashida added after it). MuPDF takes `sqrt(xScale * yScale)` for the glyph's
    /// size, and a box much wider than half of that for a gap, a space, inside the word; poppler
    /// and pdfminer.six keep the taller glyph on its line.
    ///
    ///     SpellingBoxes.height(ofWidth: 30, em: 12)   // 45
    static func height(ofWidth width: Double, em: Double) -> Double {
        max(em, 1.5 * width)
    }
}
