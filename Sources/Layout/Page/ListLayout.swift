import LocaleRules
import Bidi
import Document
import DisplayList

extension PageLayout {
    /// A list: items indented on the start side, markers in the gutter there, next to the text.
    /// Numbers use the locale's digits and are isolated (LRI ... PDI) so that a number reads
    /// as one unit; the period follows it in reading order, so it sits on its left in RTL.
    mutating func list(_ list: ListBlock, in column: Column, line: Int) throws {
        let style = options.style
        let inner = column.indented(style.indent)
        let numerals = options.language.numberingSystem
        // The enclosing item's marker aligns with this list's first line when the list comes first.
        let enclosing = firstBaseline
        var listFirstBaseline: Double?
        for (n, item) in list.items.enumerated() {
            if n > 0 { result.breakPoints.append(y) }
            let top = y
            firstBaseline = nil
            try blocks(item, in: inner)
            let itemBaseline = firstBaseline
            if n == 0 { listFirstBaseline = itemBaseline }
            // Tight lists keep their items close; the last item keeps the space after the list.
            if list.isTight, y > top, n + 1 < list.items.count { y -= style.paragraphSpacing * 0.6 }
            result.boxes.append(LayoutBox(kind: .listItem, frame: Rect(x: inner.x, y: top, width: inner.width, height: y - top), line: line))

            let marker = list.ordered ? "\u{2066}\(numerals.format(list.start + n))\u{2069}." : "\u{2022}"
            let attributes = TextAttributes(size: style.bodySize, color: style.textColor)
            let paragraph = Paragraph([AttributedRun(marker, attributes)], base: BaseDirection(column.direction), shaper: shaper)
            let gap = style.indent * 0.25
            let laidOut = paragraph.layout(width: style.indent - gap, alignment: column.direction == .rightToLeft ? .left : .right,
                                           page: column.direction, lineSpacing: style.lineSpacing)
            let baseline = (itemBaseline ?? top + (laidOut.lines.first?.baseline ?? 0)) - (laidOut.lines.first?.baseline ?? 0)
            let x = column.direction == .rightToLeft ? column.maxX - style.indent + gap : column.x
            result.items += laidOut.displayItems(at: Point(x: x, y: baseline))
            let markerWidth = laidOut.lines.first?.contentWidth ?? 0
            let markerX = x + (laidOut.lines.first?.contentX ?? 0)
            result.boxes.append(LayoutBox(kind: .listMarker, frame: Rect(x: markerX, y: baseline, width: markerWidth, height: laidOut.height), line: line))
        }
        firstBaseline = enclosing ?? listFirstBaseline
    }
}
