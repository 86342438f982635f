import Bidi
import DisplayList
import Shaping

extension PageLayout {
    /// Cuts a page laid out at the paper's width into printed pages: each ends at the last
    /// line, row or block boundary that fits, never mid-line, and where it can not under a
    /// heading nor one line into or before the end of a paragraph (``BreakPoint``); a table cut across pages gets its
    /// header row again on the next; the footer shows the title on the start side and the page
    /// number (in the locale's digits) on the end side, so it mirrors in RTL.
    ///
    /// `page` should be laid out at the paper's width, which the options give:
    ///
    ///     let layout = PageLayout(options: PageOptions(width: Paper.a4.width, language: try LanguageTag("ar")), shaper: shaper)
    ///     let pages = layout.paginate(try layout.layout(page), paper: .a4, title: "مساعدة")
    ///     try Rasterizer().writePDF(pages: pages, to: "out/help.ar.pdf")
    public func paginate(_ page: LaidOutPage, paper: Paper, title: String?) -> [DisplayList] {
        let style = options.style
        let footerHeight = style.bodySize * 2.5
        let contentHeight = paper.height - 2 * style.margin - footerHeight
        let bottom = page.height - style.margin
        var pages: [DisplayList] = []
        var top = style.margin
        while top < bottom || pages.isEmpty {
            // A header is repeated only when it leaves at least half the page for the rows.
            let header = page.repeatingHeaders.first {
                $0.body.lowerBound < top && top < $0.body.upperBound && $0.height < contentHeight / 2
            }
            let available = contentHeight - (header?.height ?? 0)
            let limit = top + available
            let end = limit >= bottom ? bottom : Self.lastBreak(in: page.breakPoints, after: top + 1, upTo: limit) ?? limit
            var list = DisplayList(width: paper.width, height: paper.height)
            let offset = style.margin + (header?.height ?? 0) - top
            if let header { list.items += header.items.map { $0.shifted(dy: style.margin) } }
            for item in page.items {
                if let piece = item.clipped(to: top..<end) { list.items.append(piece.shifted(dy: offset)) }
            }
            pages.append(list)
            top = end
        }
        for n in pages.indices {
            pages[n].items += footer(number: n + 1, of: pages.count, title: title, paper: paper, height: footerHeight)
        }
        return pages
    }

    /// The last break in `after...upTo` that no rule avoids; else, giving up rule 3 (orphans and
    /// widows) and then rule 1 (keep with next) as CSS Fragmentation 3 §4.4 says, the last
    /// break the fewest rules avoid.
    static func lastBreak(in breaks: [BreakPoint], after top: Double, upTo limit: Double) -> Double? {
        let fitting = breaks.filter { $0.y > top && $0.y <= limit }
        guard let least = fitting.map(\.avoided).min() else { return nil }
        return fitting.last { $0.avoided == least }?.y
    }

    private func footer(number: Int, of count: Int, title: String?, paper: Paper, height: Double) -> [DisplayItem] {
        let style = options.style
        let direction = options.layoutDirection
        let numerals = options.language.numberingSystem
        let attributes = TextAttributes(size: style.bodySize * 0.8, color: style.quoteColor)
        let base = BaseDirection(direction)
        let width = paper.width - 2 * style.margin
        let y = paper.height - style.margin - height * 0.6
        var items: [DisplayItem] = [.rectangle(Rect(x: style.margin, y: y - 6, width: width, height: 1), fill: style.ruleColor)]
        if let title {
            let titleLayout = Paragraph([AttributedRun(title, attributes)], base: options.baseDirection, shaper: shaper)
                .layout(width: width * 0.7, alignment: .leading, page: direction)
            let x = direction == .rightToLeft ? paper.width - style.margin - width * 0.7 : style.margin
            items += titleLayout.displayItems(at: Point(x: x, y: y))
        }
        let pageNumber = "\u{2066}\(numerals.format(number)) / \(numerals.format(count))\u{2069}"
        let numberLayout = Paragraph([AttributedRun(pageNumber, attributes)], base: base, shaper: shaper)
            .layout(width: width * 0.3, alignment: .trailing, page: direction)
        let x = direction == .rightToLeft ? style.margin : paper.width - style.margin - width * 0.3
        items += numberLayout.displayItems(at: Point(x: x, y: y))
        return items
    }
}
