import DOM
import Foundation
import Style

/// CSS tables (CSS 2.1 §17) from styled HTML: an element whose `display` is `table` or
/// `inline-table` (a `table` in the UA look, a `div` styled so), its captions, columns, row
/// groups, rows and cells, each a ``BoxBlock`` with its ``TablePart``. What the page leaves out
/// is supplied as §17.2.1 says: anonymous rows around what a table or row group holds besides
/// rows, anonymous cells around what a row holds besides cells, and an anonymous table around
/// table parts found outside one (``blocks(of:in:context:depth:)`` gathers those).
extension HTMLBlocks {
    /// The `display` values of the parts inside a table (§17.2: internal table elements and captions).
    static let internalTableDisplays: Set = [
        "table-row-group", "table-header-group", "table-footer-group", "table-row", "table-cell", "table-column-group", "table-column",
        "table-caption",
    ]

    /// The table of the element at `node`, `display: table` or `inline-table` (an inline table
    /// is laid out on a line of its own).
    mutating func table(_ node: Int, style: ComputedStyle, context: Context, depth: Int) -> [Block] {
        if depth >= MarkdownParser.maximumNesting { return flattened([node], in: node, context: context) }
        let inner = innerContext(node, tree[node].element!, style: style, context: context)
        let part = TablePart.table(fixedLayout: style.keyword(.tableLayout) == "fixed", spacing: style.pixels(.borderSpacing) ?? 0)
        let children = tableChildren(tree[node].children, in: node, context: inner, depth: depth + 1)
        return [Block(.box(BoxBlock(style: BoxStyle(style), children: children, tablePart: part)), line: line(of: node, fallback: node),
                      direction: Self.direction(style))]
    }

    /// §17.2.1 rule 3: the anonymous table around `nodes`, table parts that are children of
    /// `parent` but not of a table. It inherits `parent`'s direction and `border-spacing`.
    mutating func anonymousTable(_ nodes: [Int], in parent: Int, context: Context, depth: Int) -> [Block] {
        if depth >= MarkdownParser.maximumNesting { return flattened(nodes, in: parent, context: context) }
        let style = styled.style(of: parent)
        let part = TablePart.table(fixedLayout: false, spacing: style.pixels(.borderSpacing) ?? 0)
        let children = tableChildren(nodes, in: parent, context: context, depth: depth + 1)
        return [Block(.box(BoxBlock(style: BoxStyle(), children: children, tablePart: part)), line: line(of: nodes[0], fallback: parent),
                      direction: Self.direction(style))]
    }

    /// Tables nested deeper than Markdown's own limit are read as one paragraph of their text,
    /// as other blocks are (see `unboxedBlock`).
    private func flattened(_ nodes: [Int], in parent: Int, context: Context) -> [Block] {
        let text = nodes.map { tree.textContent(of: $0) }.joined()
        guard !text.isEmpty else { return [] }
        return [apply(context, to: font(of: parent, Block(.paragraph([InlineRun(text)]), line: line(of: nodes[0], fallback: parent))))]
    }

    private static func direction(_ style: ComputedStyle) -> TextDirection { style.isRightToLeft ? .rightToLeft : .leftToRight }

    /// The parts of a table whose children are `nodes` (or, `inGroup`, of a row group): rows,
    /// and in a table also captions, columns and row groups. §17.2.1 rule 2: anything else
    /// (cells, blocks, text) goes in anonymous rows, a row around each run of it.
    private mutating func tableChildren(_ nodes: [Int], in parent: Int, context: Context, depth: Int, inGroup: Bool = false) -> [Block] {
        var result: [Block] = []
        var loose: [Int] = []
        func flushRow(_ this: inout HTMLBlocks) {
            defer { loose = [] }
            guard !loose.isEmpty else { return }
            let cells = this.rowChildren(loose, in: parent, context: context, depth: depth)
            result.append(Block(.box(BoxBlock(style: BoxStyle(), children: cells, tablePart: .row)), line: this.line(of: loose[0], fallback: parent),
                                direction: Self.direction(this.styled.style(of: parent))))
        }
        for child in nodes {
            guard let element = tree[child].element else {
                // §17.2.1 rule 1: white space between a table's parts is not rendered.
                if loose.isEmpty, isWhiteSpace(child) { continue }
                loose.append(child)
                continue
            }
            let style = styled.style(of: child)
            let display = style.keyword(.display)
            if display == "none" || Self.droppedElements.contains(element.name) {
                _ = noteDropped(element, child)
                continue
            }
            let line = line(of: child, fallback: child)
            let inner = innerContext(child, element, style: style, context: context)
            let part: TablePart
            var children: [Block] = []
            switch display {
            case "table-row":
                part = .row
                children = rowChildren(tree[child].children, in: child, context: inner, depth: depth + 1)
            case "table-header-group" where !inGroup, "table-row-group" where !inGroup, "table-footer-group" where !inGroup:
                part = .rowGroup(display == "table-header-group" ? .header : display == "table-footer-group" ? .footer : .body)
                children = tableChildren(tree[child].children, in: child, context: inner, depth: depth + 1, inGroup: true)
            case "table-caption" where !inGroup:
                part = .caption(bottom: style.keyword(.captionSide) == "bottom")
                children = blocks(in: child, context: inner, depth: depth + 1)
            case "table-column-group" where !inGroup:
                part = .columnGroup(span: Self.span(element))
                // §17.2.1 rule 1: a column group holds only its columns.
                children = tree.elementChildren(of: child).filter { styled.style(of: $0).keyword(.display) == "table-column" }.map { column in
                    Block(.box(BoxBlock(style: BoxStyle(styled.style(of: column)), children: [], tablePart: .column(span: Self.span(tree[column].element!)))),
                          line: self.line(of: column, fallback: column))
                }
            case "table-column" where !inGroup:
                part = .column(span: Self.span(element))
            default:
                loose.append(child)
                continue
            }
            flushRow(&self)
            result.append(Block(.box(BoxBlock(style: BoxStyle(style), children: children, tablePart: part)), line: line, direction: Self.direction(style)))
        }
        flushRow(&self)
        return result
    }

    /// The cells of a row whose children are `nodes`. §17.2.1 rule 2: anything else goes in
    /// anonymous cells, a cell around each run of it.
    private mutating func rowChildren(_ nodes: [Int], in parent: Int, context: Context, depth: Int) -> [Block] {
        var result: [Block] = []
        var loose: [Int] = []
        func flushCell(_ this: inout HTMLBlocks) {
            defer { loose = [] }
            guard !loose.isEmpty else { return }
            let blocks = this.blocks(of: loose, in: parent, context: context, depth: depth + 1)
            result.append(Block(.box(BoxBlock(style: BoxStyle(), children: blocks, tablePart: .cell(verticalAlign: .baseline))),
                                line: this.line(of: loose[0], fallback: parent), direction: Self.direction(this.styled.style(of: parent))))
        }
        for child in nodes {
            guard let element = tree[child].element, styled.style(of: child).keyword(.display) == "table-cell" else {
                if !loose.isEmpty || !isWhiteSpace(child) { loose.append(child) }
                continue
            }
            let style = styled.style(of: child)
            flushCell(&self)
            let inner = innerContext(child, element, style: style, context: context)
            let part = TablePart.cell(verticalAlign: Self.cellAlignment(style))
            result.append(Block(.box(BoxBlock(style: BoxStyle(style), children: blocks(in: child, context: inner, depth: depth + 1), tablePart: part)),
                                line: line(of: child, fallback: child), direction: Self.direction(style)))
        }
        flushCell(&self)
        return result
    }

    /// §17.5.3: `vertical-align` of a cell; lengths and the other keywords are `baseline`.
    private static func cellAlignment(_ style: ComputedStyle) -> TablePart.CellAlignment {
        switch style.keyword(.verticalAlign) {
        case "top": .top
        case "middle": .middle
        case "bottom": .bottom
        default: .baseline
        }
    }

    /// HTML §4.9.3-4: the columns a `col` or `colgroup` spans, 1 to 1000.
    private static func span(_ element: Element) -> Int {
        min(max(element["span"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1, 1), 1000)
    }
}
