import LocaleRules
import Bidi
import Document
import DisplayList

extension PageLayout {
    /// A GFM table as a grid: columns sized as CSS automatic table layout sizes them
    /// (`TableColumns`), laid out from the start side in reading order (so in RTL the first
    /// column has the largest x and the widths mirror), rows as tall as their tallest cell, the
    /// header row shaded and repeated atop each printed page. A table whose columns do not fit
    /// even with identifiers and URLs broken is stacked instead (`stackedTable`): nothing is
    /// cut off and no word breaks.
    mutating func table(_ table: Table, in column: Column, line: Int) {
        let style = options.style
        let padding = style.cellPadding
        let rows = [table.header] + table.rows
        let count = table.columns.count
        guard count > 0 else { return }
        let paragraphs = rows.enumerated().map { r, row in
            row.prefix(count).map { cell in
                let base = cell.direction.map { BaseDirection($0, inheriting: column.direction) } ?? column.base
                return Paragraph(attributedRuns(cell.content, size: style.bodySize, bold: r == 0, direction: direction(of: cell.content, base: base)),
                                 base: base, shaper: shaper)
            }
        }
        for paragraph in paragraphs.joined() { noteMissingGlyphs(paragraph, line: line) }
        let columns = (0..<count).map { c in paragraphs.map { $0[c] } }
        guard let widths = TableColumns.widths(columns, available: column.width - 2 * padding * Double(count), em: style.bodySize) else {
            return stackedTable(table, in: column, line: line)
        }
        // x of each logical column: in reading order from the start side.
        var xs = [Double](repeating: 0, count: count)
        var cursor = 0.0
        for c in 0..<count {
            let cellWidth = widths[c] + 2 * padding
            xs[c] = column.direction == .rightToLeft ? column.maxX - cursor - cellWidth : column.x + cursor
            cursor += cellWidth
        }
        let tableWidth = cursor
        let tableX = column.start(tableWidth)
        let top = y
        let tableNumber = result.items.count
        var headerItems: [DisplayItem] = []
        var headerHeight = 0.0
        // A table without a header row draws none: its row 0 holds only empty cells.
        for (r, row) in paragraphs.enumerated() where r > 0 || table.hasHeader {
            if r > (table.hasHeader ? 1 : 0) { result.breakPoints.append(BreakPoint(y: y)) }
            let laidOut = row.enumerated().map { c, paragraph in
                paragraph.layout(width: widths[c], alignment: Self.alignment(table.columns[c]), page: column.direction,
                                 lineSpacing: style.lineSpacing)
            }
            let height = (laidOut.map(\.height).max() ?? 0) + 2 * padding
            let first = result.items.count
            if r == 0 { result.items.append(.rectangle(Rect(x: tableX, y: y, width: tableWidth, height: height), fill: style.shadeColor)) }
            for (c, cell) in laidOut.enumerated() {
                let origin = Point(x: xs[c] + padding, y: y + padding)
                result.items += cell.displayItems(at: origin, structure: TextStructure(role: .tableCell(header: r == 0), block: result.items.count,
                                                                                    table: TextStructure.TablePosition(table: tableNumber, row: r)))
                result.boxes.append(LayoutBox(kind: .tableCell(row: r, column: c),
                                              frame: Rect(x: xs[c], y: y, width: widths[c] + 2 * padding, height: height), line: line))
                result.texts.append(PlacedText(kind: .tableCell(row: r, column: c), line: line, layout: cell, origin: origin))
                for cellLine in cell.lines.dropFirst() { result.breakPoints.append(BreakPoint(y: origin.y + cellLine.top)) }
            }
            let rule = style.tableRuleWidth
            result.items.append(.rectangle(Rect(x: tableX, y: y + height - rule, width: tableWidth, height: rule), fill: style.tableRuleColor))
            if r == (table.hasHeader ? 0 : 1) {
                result.items.append(.rectangle(Rect(x: tableX, y: y, width: tableWidth, height: rule), fill: style.tableRuleColor))
            }
            if r == 0 {
                headerItems = result.items[first...].map { $0.shifted(dy: -y) }
                headerHeight = height
            }
            y += height
        }
        let edges = Set(xs.indices.flatMap { [xs[$0], xs[$0] + widths[$0] + 2 * padding] }).sorted()
        for x in edges {
            let rule = style.tableRuleWidth
            result.items.append(.rectangle(Rect(x: min(x, tableX + tableWidth - rule), y: top, width: rule, height: y - top), fill: style.tableRuleColor))
        }
        if table.hasHeader { result.repeatingHeaders.append(.init(body: (top + headerHeight)..<y, items: headerItems, height: headerHeight)) }
    }

    /// GFM's `:--` and `--:` are leading and trailing (they flip in RTL); no colon is natural.
    static func alignment(_ column: ColumnAlignment) -> Alignment {
        switch column {
        case .natural: .natural
        case .leading: .leading
        case .trailing: .trailing
        case .center: .center
        }
    }
}
