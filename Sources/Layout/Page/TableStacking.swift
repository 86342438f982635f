import LocaleRules
import Bidi
import Document

extension PageLayout {
    /// The narrowest column, in pixels, that `table` is laid out in as a grid (in a narrower one
    /// it is stacked, `stackedTable`); the column below which its long identifiers, URLs and
    /// paths may break anywhere (where its columns' min-contents no longer fit, `TableColumns`);
    /// and the cells, by row (the header first) and column, that hold such a word at the
    /// narrowest. The HTML writer gives the browser both widths as container queries, and those
    /// cells `overflow-wrap: anywhere` below the second, so that it breaks and stacks where Galley does.
    ///
    ///     layout.grid(of: table)   // (412, 530, [[1, 1]]): stacked in a column of 411 px; the path in row 1 breaks below 530
    package func grid(of table: Table) -> (width: Double, breakingBelow: Double, breakingAnywhere: Set<[Int]>) {
        let style = options.style
        let count = table.columns.count
        guard count > 0 else { return (0, 0, []) }
        let rows = [table.header] + table.rows
        let columns = (0..<count).map { c in
            rows.enumerated().map { r, row in
                let cell = c < row.count ? row[c] : TableCell([])
                let base = cell.direction.map { BaseDirection($0, inheriting: options.layoutDirection) } ?? options.baseDirection
                return Paragraph(attributedRuns(cell.content, size: style.bodySize, bold: r == 0, direction: direction(of: cell.content, base: base)),
                                 base: base, shaper: shaper)
            }
        }
        let padding = 2 * style.cellPadding * Double(count)
        func fits(_ width: Double) -> Bool { TableColumns.widths(columns, available: width - padding, em: style.bodySize) != nil }
        // Every column at its min-content always fits; below that, the first width that does not.
        let unbroken = (columns.map { $0.map(\.minContentWidth).max() ?? 0 }.map { $0.rounded(.up) }.reduce(0, +) + padding).rounded(.up)
        var width = unbroken
        while width > 1, fits(width - 1) { width -= 1 }
        let fair = (width - padding) / Double(count)
        var breaking: Set<[Int]> = []
        for (c, cells) in columns.enumerated() {
            for (r, cell) in cells.enumerated() where TableColumns.breaksAnywhere(cell, fair: fair) { breaking.insert([r, c]) }
        }
        return (width, unbroken, breaking)
    }
}
