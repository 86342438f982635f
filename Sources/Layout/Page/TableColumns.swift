/// Column widths of a table as CSS automatic table layout gives them (CSS 2.1 §17.5.2.2, as
/// browsers do it): each column's min-content width (its longest unbreakable piece) and
/// max-content width (its longest line); every column gets at least its min-content, and what
/// the table has beyond the sum of those is shared in proportion to how much more each column
/// wants (max − min), up to its max-content.
///
/// When the min-contents do not fit, only words far longer than a fair share may break
/// anywhere, as `overflow-wrap: anywhere` lets them in CSS: a word (between spaces) wider than
/// the fair share (the available width over the column count) that holds a letter and one of
/// `/ _ . : @ # = ? & \ -` (an identifier, a URL, a path); its min-content is then one em. An
/// ordinary word or a number never breaks. If the table still does not fit, it has no widths:
/// the caller stacks it. Measured against headless Chromium on the wide Hebrew table of the
/// goldens (identifier and URL cells marked `overflow-wrap: anywhere`): every column within 10%.
///
///     TableColumns.widths(cells, available: 600)   // nil: too wide even with long pieces broken
enum TableColumns {
    /// The characters that make a long piece an identifier, URL or path, which may break anywhere.
    static let connectors = Set("/_.:@#=?&\\-")

    /// Widths of the columns' content (padding excluded), or nil when the table must be stacked.
    /// `columns[c]` holds column `c`'s cells; `em` is the body text size.
    static func widths(_ columns: [[Paragraph]], available: Double, em: Double) -> [Double]? {
        guard !columns.isEmpty else { return [] }
        let fair = available / Double(columns.count)
        var minimum = [Double](repeating: 0, count: columns.count)
        var breakable = [Double](repeating: 0, count: columns.count)
        var maximum = [Double](repeating: 0, count: columns.count)
        for (c, cells) in columns.enumerated() {
            for cell in cells {
                var word: [(text: String, width: Double, endsWord: Bool)] = []
                for piece in cell.pieces {
                    minimum[c] = max(minimum[c], piece.width.rounded(.up))
                    word.append(piece)
                    guard piece.endsWord else { continue }
                    let long = breaksAnywhere(word, fair: fair)
                    for part in word { breakable[c] = max(breakable[c], long ? em : part.width.rounded(.up)) }
                    word = []
                }
                maximum[c] = max(maximum[c], cell.maxContentWidth.rounded(.up))
            }
        }
        if maximum.reduce(0, +) <= available { return maximum }
        for floor in [minimum, breakable] where floor.reduce(0, +) <= available {
            let total = floor.reduce(0, +), wanted = zip(maximum, floor).reduce(0) { $0 + max(0, $1.0 - $1.1) }
            let share = wanted > 0 ? (available - total) / wanted : 0
            return zip(floor, maximum).map { low, high in low + max(0, high - low) * share }
        }
        return nil
    }

    /// Whether `word` (its pieces, between spaces) may break anywhere in a table whose columns'
    /// fair share is `fair`: an identifier, URL or path wider than that.
    static func breaksAnywhere(_ word: [(text: String, width: Double, endsWord: Bool)], fair: Double) -> Bool {
        let text = word.map(\.text).joined()
        return word.reduce(0) { $0 + $1.width } > fair && text.contains(where: \.isLetter) && text.contains(where: connectors.contains)
    }

    /// Whether `cell` holds a word that ``breaksAnywhere(_:fair:)``.
    static func breaksAnywhere(_ cell: Paragraph, fair: Double) -> Bool {
        var word: [(text: String, width: Double, endsWord: Bool)] = []
        for piece in cell.pieces {
            word.append(piece)
            guard piece.endsWord else { continue }
            if breaksAnywhere(word, fair: fair) { return true }
            word = []
        }
        return false
    }
}
