import LocaleRules
import Bidi
import Document

extension PageLayout {
    /// The narrowest column, in pixels, that `table` is laid out in as a grid; in a narrower
    /// one it is stacked (`stackedTable`). The HTML writer gives it to the browser as a
    /// container query, so that the browser switches where Galley does.
    ///
    ///     layout.gridWidth(of: table)   // 412: stacked in a column of 411 px
    package func gridWidth(of table: Table) -> Double {
        let style = options.style
        let count = table.columns.count
        guard count > 0 else { return 0 }
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
        var width = (columns.map { $0.map(\.minContentWidth).max() ?? 0 }.map { $0.rounded(.up) }.reduce(0, +) + padding).rounded(.up)
        while width > 1, fits(width - 1) { width -= 1 }
        return width
    }
}
