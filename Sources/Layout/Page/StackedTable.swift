import LocaleRules
import Bidi
import DisplayList
import Document

extension PageLayout {
    /// A table too wide for its column, stacked: each body row becomes a block of
    /// `header: value` lines, one per column in reading order, in the page's direction, rows
    /// parted by a rule. (The layout switches instead of cutting columns off or breaking words.)
    /// A cell with its own `{dir=…}` keeps it inside an isolate.
    mutating func stackedTable(_ table: Table, in column: Column, line: Int) {
        let style = options.style
        let top = y
        // A table of a header alone stacks its header cells.
        let rows = table.rows.isEmpty ? [table.header.map { _ in TableCell([]) }] : table.rows
        for (r, row) in rows.enumerated() {
            result.items.append(.rectangle(Rect(x: column.x, y: y, width: column.width, height: style.tableRuleWidth), fill: style.tableRuleColor))
            y += style.cellPadding
            for (c, cell) in row.enumerated() {
                let header = c < table.header.count ? table.header[c].content : []
                var runs = attributedRuns(header, size: style.bodySize, bold: true, direction: column.direction)
                if !runs.isEmpty, !cell.content.isEmpty { runs[runs.count - 1].text += ": " }
                var value = attributedRuns(cell.content, size: style.bodySize, direction: cell.direction.flatMap { LayoutDirection(BaseDirection($0, inheriting: column.direction)) } ?? column.direction)
                if let direction = cell.direction, !value.isEmpty {
                    // LRI, RLI or FSI ... PDI (UAX #9 X5a-X5c, X6a): the value reads its own way inside the line.
                    let isolate = direction == .leftToRight ? "\u{2066}" : direction == .rightToLeft ? "\u{2067}" : "\u{2068}"
                    value[0].text = isolate + value[0].text
                    value[value.count - 1].text += "\u{2069}"
                }
                text(runs + value, in: column, kind: .tableCell(row: r + 1, column: c), line: line)
                result.breakPoints.append(BreakPoint(y: y))
            }
            y += style.cellPadding
        }
        result.items.append(.rectangle(Rect(x: column.x, y: y, width: column.width, height: style.tableRuleWidth), fill: style.tableRuleColor))
        y += 1
        y = max(y, top)
    }
}
