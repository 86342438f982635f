import Document
import DisplayList

extension PageLayout {
    /// A GFM table as a grid: columns sized to their content (widest line, shrunk towards the
    /// longest word when the page is narrow), laid out from the start side in reading order
    /// (so in RTL the first column has the largest x and the widths mirror), rows as tall as
    /// their tallest cell, the header row shaded and repeated atop each printed page. Throws
    /// `LayoutError.tableTooWide` when even the narrowest columns do not fit across the column:
    /// they would be cut off at the page's edge.
    mutating func table(_ table: Table, in column: Column, line: Int) throws {
        let style = options.style
        let padding = style.cellPadding
        let rows = [table.header] + table.rows
        let count = table.columns.count
        guard count > 0 else { return }
        let fitting = Int(column.width / (Self.minimumColumnWidth + 2 * padding))
        guard count <= fitting else {
            throw LayoutError.tableTooWide(file: options.source, line: line, columns: count, fitting: fitting)
        }
        let paragraphs = rows.enumerated().map { r, row in
            row.prefix(count).map { Paragraph(attributedRuns($0, size: style.bodySize, bold: r == 0), base: column.base, shaper: shaper) }
        }
        let widths = columnWidths(paragraphs, count: count, available: column.width - 2 * padding * Double(count))
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
        var headerItems: [DisplayItem] = []
        var headerHeight = 0.0
        for (r, row) in paragraphs.enumerated() {
            if r > 1 { result.breakPoints.append(y) }
            let laidOut = row.enumerated().map { c, paragraph in
                paragraph.layout(width: widths[c], alignment: Self.alignment(table.columns[c]), page: column.direction,
                                 lineSpacing: style.lineSpacing)
            }
            let height = (laidOut.map(\.height).max() ?? 0) + 2 * padding
            let first = result.items.count
            if r == 0 { result.items.append(.rectangle(Rect(x: tableX, y: y, width: tableWidth, height: height), fill: style.shadeColor)) }
            for (c, cell) in laidOut.enumerated() {
                let origin = Point(x: xs[c] + padding, y: y + padding)
                result.items += cell.displayItems(at: origin)
                result.boxes.append(LayoutBox(kind: .tableCell(row: r, column: c),
                                              frame: Rect(x: xs[c], y: y, width: widths[c] + 2 * padding, height: height), line: line))
                for cellLine in cell.lines.dropFirst() { result.breakPoints.append(origin.y + cellLine.top) }
            }
            result.items.append(.rectangle(Rect(x: tableX, y: y + height - 1, width: tableWidth, height: 1), fill: style.ruleColor))
            if r == 0 {
                result.items.append(.rectangle(Rect(x: tableX, y: y, width: tableWidth, height: 1), fill: style.ruleColor))
                headerItems = result.items[first...].map { $0.shifted(dy: -y) }
                headerHeight = height
            }
            y += height
        }
        let edges = Set(xs.indices.flatMap { [xs[$0], xs[$0] + widths[$0] + 2 * padding] }).sorted()
        for x in edges {
            result.items.append(.rectangle(Rect(x: min(x, tableX + tableWidth - 1), y: top, width: 1, height: y - top), fill: style.ruleColor))
        }
        result.repeatingHeaders.append(.init(body: (top + headerHeight)..<y, items: headerItems, height: headerHeight))
    }

    /// Column widths (content only): each column's widest line when everything fits; else each
    /// gets its longest word plus a share of what is left in proportion to how much more it wants.
    private func columnWidths(_ rows: [[Paragraph]], count: Int, available: Double) -> [Double] {
        var minimum = [Double](repeating: 0, count: count)
        var maximum = [Double](repeating: 0, count: count)
        for row in rows {
            for (c, paragraph) in row.enumerated() where c < count {
                minimum[c] = max(minimum[c], paragraph.minContentWidth.rounded(.up))
                maximum[c] = max(maximum[c], paragraph.maxContentWidth.rounded(.up))
            }
        }
        let totalMax = maximum.reduce(0, +), totalMin = minimum.reduce(0, +)
        if totalMax <= available { return maximum }
        if totalMin >= available {
            // Not even the longest words fit: shrink proportionally; words then break between graphemes.
            return minimum.map { max(Self.minimumColumnWidth, $0 * available / max(totalMin, 1)) }
        }
        let share = (available - totalMin) / max(totalMax - totalMin, 1)
        return (0..<count).map { minimum[$0] + (maximum[$0] - minimum[$0]) * share }
    }

    /// The narrowest a column's content gets: about one letter.
    static let minimumColumnWidth = 8.0

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
