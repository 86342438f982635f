import DisplayList
import Document

/// CSS tables (CSS 2.1 §17), the boxes of `display: table` and its parts (``TablePart``), as
/// browsers lay them out in the separated borders model (§17.6.1): columns in the table's
/// direction (§17.5: column 1 on the right of a right-to-left table), sized by the fixed
/// (§17.5.2.1) or the automatic (§17.5.2.2) table layout; rows as tall as their tallest cell,
/// cells aligned in them by `vertical-align` (§17.5.3); captions above or below (§17.4.1); the
/// backgrounds of column groups, columns, row groups, rows and cells under each cell (§17.5.1).
/// A cell's `direction` turns its own content, never the columns.
extension PageLayout {
    /// One row of the grid: its box, its row group's, its cells in column order.
    private struct GridRow {
        var style: BoxStyle
        var group: BoxStyle?
        var cells: [Block]
    }

    /// What a column's cells have beneath them: its column's and column group's boxes.
    private struct GridColumn {
        var style: BoxStyle?
        var group: BoxStyle?
    }

    /// How far the page's lists had got when a cell's content began, to move that content.
    private struct Marks {
        var items: Int, boxes: Int, texts: Int, breakPoints: Int
    }

    private var marks: Marks {
        Marks(items: result.items.count, boxes: result.boxes.count, texts: result.texts.count, breakPoints: result.breakPoints.count)
    }

    /// Lays out a table box at the current y: `column` has the table's direction, `parent` is
    /// the column it is placed in (on its start side, as a block is).
    mutating func tableBox(_ table: BoxBlock, in column: Column, placedIn parent: Column, line: Int) throws {
        guard case let .table(fixedLayout, spacing) = table.tablePart else { return }
        let style = table.style
        var captions: [Block] = [], columns: [GridColumn] = []
        var header: [GridRow] = [], body: [GridRow] = [], footer: [GridRow] = []
        var hasHeader = false, hasFooter = false
        for child in table.children {
            guard case let .box(part) = child.kind else { continue }
            switch part.tablePart {
            case .caption?:
                captions.append(child)
            case let .column(span)?:
                columns += Array(repeating: GridColumn(style: part.style), count: span)
            case let .columnGroup(span)?:
                let own = part.children.compactMap { block -> (BoxStyle, Int)? in
                    guard case let .box(column) = block.kind, case let .column(span)? = column.tablePart else { return nil }
                    return (column.style, span)
                }
                if own.isEmpty { columns += Array(repeating: GridColumn(group: part.style), count: span) }
                for (style, span) in own { columns += Array(repeating: GridColumn(style: style, group: part.style), count: span) }
            case let .rowGroup(kind)?:
                let rows = part.children.compactMap { block -> GridRow? in
                    guard case let .box(row) = block.kind else { return nil }
                    return GridRow(style: row.style, group: part.style, cells: row.children)
                }
                // §17.2: the first header group goes first, the first footer group last; others are body groups.
                if kind == .header, !hasHeader {
                    hasHeader = true
                    header = rows
                } else if kind == .footer, !hasFooter {
                    hasFooter = true
                    footer = rows
                } else {
                    body += rows
                }
            case .row?:
                body.append(GridRow(style: part.style, cells: part.children))
            default:
                break
            }
        }
        let rows = header + body + footer
        let count = max(rows.map(\.cells.count).max() ?? 0, columns.count)
        columns += Array(repeating: GridColumn(), count: count - columns.count)
        let totalSpacing = count > 0 ? Double(count + 1) * spacing : 0
        let edges = style.border.horizontal + style.padding.horizontal
        let specified = style.width.map { $0.resolved(in: parent.width) - (style.borderBox ? edges : 0) }
        let available = max(0, parent.width - style.margin.horizontal - edges - totalSpacing)

        // Column widths (cells' border boxes), and the grid's width between the table's padding.
        var captionMinimum = 0.0
        for caption in captions {
            guard case let .box(box) = caption.kind else { continue }
            let own = box.style.border.horizontal + box.style.padding.horizontal + box.style.margin.horizontal
            captionMinimum = max(captionMinimum, Self.layoutUnits(try contentWidths(box.children, in: self.column(for: caption, in: column)).min + own))
        }
        var widths: [Double]
        if fixedLayout, let specified {
            widths = fixedWidths(rows.first?.cells ?? [], columns: columns, target: max(0, specified - totalSpacing))
        } else {
            var minimum = [Double](repeating: 0, count: count), maximum = [Double](repeating: 0, count: count)
            for row in rows {
                for (c, cell) in row.cells.enumerated() {
                    guard case let .box(box) = cell.kind else { continue }
                    let cellEdges = box.style.border.horizontal + box.style.padding.horizontal
                    let content = try contentWidths(box.children, in: self.column(for: cell, in: column))
                    let low = content.min + cellEdges
                    var high = max(low, min(content.max, max(1, available)) + cellEdges)
                    if case let .pixels(width)? = box.style.width { high = max(low, width + (box.style.borderBox ? 0 : cellEdges)) }
                    minimum[c] = max(minimum[c], Self.layoutUnits(low))
                    maximum[c] = max(maximum[c], Self.layoutUnits(high))
                }
            }
            let wanted = specified.map { $0 - totalSpacing } ?? min(maximum.reduce(0, +), available)
            widths = Self.distribute(max(wanted, captionMinimum - edges - totalSpacing), minimum: minimum, maximum: maximum)
        }
        var gridWidth = widths.reduce(0, +) + totalSpacing
        if count == 0 { gridWidth = max(specified ?? 0, captionMinimum - edges) }

        // Placed as a block of that width (§17.4: the table wrapper box is a block box).
        if let clear = style.clear { y = max(y, clearance(clear)) }
        y += max(0, style.margin.top - trailingSpace)
        var placement = style
        placement.width = nil
        placement.minWidth = nil
        placement.maxWidth = nil
        let (x, width) = horizontal(placement, in: parent, contentWidth: gridWidth)
        let outerBaseline = firstBaseline
        firstBaseline = nil
        for caption in captions where caption.isTopCaption { try self.caption(caption, x: x, width: width, in: column) }
        let firstItem = result.items.count
        let top = y
        y += style.border.top + style.padding.top
        let contentTop = y
        let contentX = x + style.border.left + style.padding.left
        // §17.5: the first column on the table's start side.
        var xs = [Double](repeating: 0, count: count)
        var cursor = spacing
        for c in 0..<count {
            xs[c] = column.direction == .rightToLeft ? contentX + gridWidth - cursor - widths[c] : contentX + cursor
            cursor += widths[c] + spacing
        }
        var under: [DisplayItem] = []
        var tableBaseline: Double?
        if !rows.isEmpty { y += spacing }
        for (r, row) in rows.enumerated() {
            if r > 0 { result.breakPoints.append(BreakPoint(y: y)) }
            let rowTop = y
            var placed: [(c: Int, cell: BoxBlock, height: Double, baseline: Double, start: Marks, end: Marks)] = []
            for (c, block) in row.cells.enumerated() {
                guard case let .box(cell) = block.kind else { continue }
                let start = marks
                var inner = self.column(for: block, in: column)
                inner.x = xs[c] + cell.style.border.left + cell.style.padding.left
                inner.width = max(1, widths[c] - cell.style.border.horizontal - cell.style.padding.horizontal)
                y = rowTop + cell.style.border.top + cell.style.padding.top
                let cellTop = y
                // A cell is a block formatting context (CSS 2.1 §9.4.1).
                let outerFloats = floats, outerContextTop = formattingContextTop
                floats = []
                formattingContextTop = cellTop
                firstBaseline = nil
                try blocks(cell.children, in: inner, inBox: true)
                y = max(y, floats.map(\.frame.maxY).max() ?? y)
                floats = outerFloats
                formattingContextTop = outerContextTop
                let contentHeight = cell.style.contentHeight(auto: y - cellTop, given: nil, containing: nil) ?? y - cellTop
                // §17.5.3: a cell's baseline is its first line's, else the bottom of its content box.
                let baseline = (firstBaseline ?? cellTop + contentHeight) - rowTop
                placed.append((c, cell, contentHeight + cell.style.border.vertical + cell.style.padding.vertical, baseline, start, marks))
            }
            let aligned = placed.filter { $0.cell.tablePart == .cell(verticalAlign: .baseline) }
            let rowBaseline = aligned.map(\.baseline).max() ?? placed.map(\.baseline).max() ?? 0
            var rowHeight = row.style.contentHeight(auto: 0, given: nil, containing: nil) ?? 0
            for cell in placed {
                let shift = cell.cell.tablePart == .cell(verticalAlign: .baseline) ? rowBaseline - cell.baseline : 0
                rowHeight = max(rowHeight, shift + cell.height)
            }
            if tableBaseline == nil { tableBaseline = rowTop + rowBaseline }
            for cell in placed {
                let shift: Double
                switch cell.cell.tablePart {
                case .cell(verticalAlign: .middle)?: shift = (rowHeight - cell.height) / 2
                case .cell(verticalAlign: .bottom)?: shift = rowHeight - cell.height
                case .cell(verticalAlign: .top)?: shift = 0
                default: shift = rowBaseline - cell.baseline
                }
                if shift != 0 { move(from: cell.start, to: cell.end, dy: shift) }
                let frame = Rect(x: xs[cell.c], y: rowTop, width: widths[cell.c], height: rowHeight)
                // §17.5.1: the layers beneath the cell, lowest first.
                for layer in [columns[cell.c].group, columns[cell.c].style, row.group, row.style] {
                    if let background = layer?.background { under.append(.rectangle(frame, fill: Color(background))) }
                }
                under += decorations(cell.cell.style, frame: frame)
                result.boxes.append(LayoutBox(kind: .box, frame: frame, line: line))
            }
            y = rowTop + rowHeight + spacing
        }
        if let used = style.contentHeight(auto: y - contentTop, given: nil, containing: nil), used > y - contentTop { y = contentTop + used }
        y += style.padding.bottom + style.border.bottom
        let frame = Rect(x: x, y: top, width: width, height: y - top)
        under.insert(contentsOf: decorations(style, frame: frame), at: 0)
        result.items.insert(contentsOf: under, at: firstItem)
        itemsInserted(at: firstItem, count: under.count)
        for caption in captions where !caption.isTopCaption { try self.caption(caption, x: x, width: width, in: column) }
        result.boxes.append(LayoutBox(kind: .box, frame: Rect(x: x, y: top, width: width, height: y - top), line: line))
        firstBaseline = outerBaseline ?? tableBaseline ?? firstBaseline
        y += style.margin.bottom
    }

    /// §17.4.1: a caption as wide as the table, above or below it.
    private mutating func caption(_ caption: Block, x: Double, width: Double, in column: Column) throws {
        guard case let .box(box) = caption.kind else { return }
        y += box.style.margin.top
        try content(of: box, x: x + box.style.margin.left, borderWidth: max(1, width - box.style.margin.horizontal),
                    in: self.column(for: caption, in: column), line: caption.line)
        y += box.style.margin.bottom
    }

    /// §17.5.2.1: the fixed table layout's column widths: a column's own width, else its cell's
    /// in the first row; the columns with neither share what is left of `target` equally.
    private func fixedWidths(_ firstRow: [Block], columns: [GridColumn], target: Double) -> [Double] {
        var widths: [Double?] = columns.map { column in
            if case let .pixels(width)? = column.style?.width { return width }
            return nil
        }
        for (c, cell) in firstRow.enumerated() where widths[c] == nil {
            guard case let .box(box) = cell.kind, case let .pixels(width)? = box.style.width else { continue }
            widths[c] = width + (box.style.borderBox ? 0 : box.style.border.horizontal + box.style.padding.horizontal)
        }
        let known = widths.compactMap { $0 }.reduce(0, +)
        let open = widths.filter { $0 == nil }.count
        let left = max(0, target - known)
        guard open == 0 else { return widths.map { $0 ?? left / Double(open) } }
        // Every column has a width: the table's own, when wider, widens them all alike.
        return widths.map { $0! + (widths.isEmpty ? 0 : left / Double(widths.count)) }
    }

    /// §17.5.2.2, as browsers share a width among columns: at their max-content widths when
    /// they fit (wider in proportion to them when `target` is wider still); else each at least
    /// its min-content, what is left shared in proportion to how much more each wants.
    static func distribute(_ target: Double, minimum: [Double], maximum: [Double]) -> [Double] {
        let low = minimum.reduce(0, +), high = maximum.reduce(0, +)
        if high <= target {
            let extra = target - high
            if high > 0 { return maximum.map { $0 + extra * $0 / high } }
            return maximum.map { $0 + extra / Double(maximum.count) }
        }
        guard low < target else { return minimum }
        let share = (target - low) / (high - low)
        return zip(minimum, maximum).map { $0 + ($1 - $0) * share }
    }

    /// `width` rounded up to the 1/64 px browsers lay out in, so that text fits the width
    /// measured for it and lines up as theirs does.
    private static func layoutUnits(_ width: Double) -> Double { (width * 64).rounded(.up) / 64 }

    /// Moves what was laid out between `start` and `end` down by `dy`.
    private mutating func move(from start: Marks, to end: Marks, dy: Double) {
        for n in start.items..<end.items { result.items[n] = result.items[n].shifted(dy: dy) }
        for n in start.boxes..<end.boxes { result.boxes[n].frame.y += dy }
        for n in start.texts..<end.texts { result.texts[n].origin.y += dy }
        for n in start.breakPoints..<end.breakPoints { result.breakPoints[n].y += dy }
    }
}

extension Block {
    /// Whether the block is a table caption above its table (`caption-side: top`).
    fileprivate var isTopCaption: Bool {
        guard case let .box(box) = kind, case let .caption(bottom)? = box.tablePart else { return false }
        return !bottom
    }
}
