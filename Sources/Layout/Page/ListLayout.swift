import LocaleRules
import Bidi
import Document
import DisplayList

extension PageLayout {
    /// A list: items indented on the start side, markers in the gutter there, next to the text.
    /// Numbers use the locale's digits and are isolated (LRI ... PDI) so that a number reads
    /// as one unit; the period follows it in reading order, so it sits on its left in RTL.
    /// `anchors`: each item is the destination of the `#<anchors><number>` links (footnotes: `fn-`).
    mutating func list(_ list: ListBlock, in column: Column, line: Int, anchors: String? = nil) throws {
        let style = options.style
        let inner = column.indented(style.indent)
        let numerals = options.language.numberingSystem
        // The enclosing item's marker aligns with this list's first line when the list comes first.
        let enclosing = firstBaseline
        var listFirstBaseline: Double?
        let listNumber = result.items.count
        for (n, item) in list.items.enumerated() {
            if n > 0 { result.breakPoints.append(BreakPoint(y: y)) }
            let top = y
            if let anchors { result.items.append(.destination(anchor: "\(anchors)\(list.start + n)", position: Point(x: column.x, y: top))) }
            firstBaseline = nil
            listItems.append(TextStructure.ListItem(list: listNumber, item: n))
            defer { listItems.removeLast() }
            try blocks(item, in: inner)
            let itemBaseline = firstBaseline
            if n == 0 { listFirstBaseline = itemBaseline }
            // A tight list's items follow one another line by line, as browsers lay out `<li>`s
            // without paragraphs (cmark-gfm's HTML); the last item keeps the space after the list.
            if list.isTight, y > top, n + 1 < list.items.count { y -= style.paragraphSpacing }
            result.boxes.append(LayoutBox(kind: .listItem, frame: Rect(x: inner.x, y: top, width: inner.width, height: y - top), line: line))

            if n < list.tasks.count, let checked = list.tasks[n] {
                checkBox(checked, baseline: itemBaseline ?? top + style.bodySize, in: column, line: line)
                continue
            }
            let marker: String
            if let style = list.counterStyle.flatMap(CounterStyle.init) {
                let number = style.marker(list.start + n)
                marker = style.isNumbered ? "\u{2068}\(number)\u{2069}." : number
            } else {
                marker = list.ordered ? "\u{2066}\(numerals.format(list.start + n))\u{2069}." : "\u{2022}"
            }
            guard !marker.isEmpty else { continue }
            let attributes = TextAttributes(size: style.bodySize, color: style.textColor)
            let paragraph = Paragraph([AttributedRun(marker, attributes)], base: BaseDirection(column.direction), shaper: shaper)
            let gap = style.indent * 0.25
            // A marker wider than the gutter (`xviii.`) reaches outwards, on one line, as browsers draw it.
            let natural = paragraph.layout(width: .greatestFiniteMagnitude, alignment: .left, page: column.direction,
                                           lineSpacing: style.lineSpacing).lines.first?.contentWidth ?? 0
            let gutter = max(style.indent - gap, natural.rounded(.up))
            let laidOut = paragraph.layout(width: gutter, alignment: column.direction == .rightToLeft ? .left : .right,
                                           page: column.direction, lineSpacing: style.lineSpacing)
            let baseline = (itemBaseline ?? top + (laidOut.lines.first?.baseline ?? 0)) - (laidOut.lines.first?.baseline ?? 0)
            let x = column.direction == .rightToLeft ? column.maxX - style.indent + gap : column.x + style.indent - gap - gutter
            result.items += laidOut.displayItems(at: Point(x: x, y: baseline),
                                                 structure: TextStructure(role: .paragraph, block: result.items.count, listItems: listItems, isListLabel: true))
            let markerWidth = laidOut.lines.first?.contentWidth ?? 0
            let markerX = x + (laidOut.lines.first?.contentX ?? 0)
            result.boxes.append(LayoutBox(kind: .listMarker, frame: Rect(x: markerX, y: baseline, width: markerWidth, height: laidOut.height), line: line))
        }
        firstBaseline = enclosing ?? listFirstBaseline
    }

    /// A task list item's box in the gutter on the start side, its bottom on the item's first
    /// baseline: an outline, or filled with a check mark when done.
    mutating func checkBox(_ checked: Bool, baseline: Double, in column: Column, line: Int) {
        let style = options.style
        let side = (style.bodySize * 0.8).rounded()
        let gap = style.indent * 0.25
        let x = column.direction == .rightToLeft ? column.maxX - style.indent + gap : column.x + style.indent - gap - side
        let frame = Rect(x: x, y: baseline - side, width: side, height: side)
        if checked {
            result.items.append(.rectangle(frame, fill: style.linkColor))
            let mark = Paragraph([AttributedRun("\u{2713}", TextAttributes(size: side, color: Color(red: 1, green: 1, blue: 1)))],
                                 base: BaseDirection(column.direction), shaper: shaper)
                .layout(width: side, alignment: .center, page: column.direction)
            let markBaseline = mark.lines.first?.baseline ?? side
            result.items += mark.displayItems(at: Point(x: frame.x, y: frame.maxY - markBaseline + side * 0.1))
        } else {
            result.items.append(.stroke(Rect(x: frame.x + 0.5, y: frame.y + 0.5, width: side - 1, height: side - 1), color: style.quoteColor, width: 1))
        }
        result.boxes.append(LayoutBox(kind: .listMarker, frame: frame, line: line))
    }
}
