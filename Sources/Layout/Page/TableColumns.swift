/// Column widths of a table as CSS automatic table layout gives them (CSS 2.1 §17.5.2.2, as
/// browsers do it): each column's min-content width (its longest unbreakable piece) and
/// max-content width (its longest line); every column gets at least its min-content, and what
/// the table has beyond the sum of those is shared in proportion to how much more each column
/// wants (max − min), up to its max-content.
///
/// When the min-contents do not fit, only pieces far longer than a fair share may break
/// anywhere: a piece wider than the fair share (the available width over the column count)
/// that holds a letter and one of `/ _ . : @ # = ? & \ -` (an identifier, a URL, a path). An
/// ordinary word or a number never breaks. If the table still does not fit, it has no widths:
/// the caller stacks it.
///
///     TableColumns.widths(cells, available: 600)   // nil: too wide even with long pieces broken
enum TableColumns {
    /// The characters that make a long piece an identifier, URL or path, which may break anywhere.
    static let connectors = Set("/_.:@#=?&\\-")

    /// Widths of the columns' content (padding excluded), or nil when the table must be stacked.
    /// `cells[c]` holds the pieces and line widths of column `c`'s cells.
    static func widths(_ columns: [[Paragraph]], available: Double) -> [Double]? {
        guard !columns.isEmpty else { return [] }
        let fair = available / Double(columns.count)
        var minimum = [Double](repeating: 0, count: columns.count)
        var breakable = [Double](repeating: 0, count: columns.count)
        var maximum = [Double](repeating: 0, count: columns.count)
        for (c, cells) in columns.enumerated() {
            for cell in cells {
                for piece in cell.pieces {
                    minimum[c] = max(minimum[c], piece.width.rounded(.up))
                    let long = piece.width > fair && piece.text.contains(where: \.isLetter) && piece.text.contains(where: connectors.contains)
                    breakable[c] = max(breakable[c], long ? fair.rounded(.down) : piece.width.rounded(.up))
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
}
