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
        let breaks = BreakSearch(page.breakPoints)
        // A header is repeated only when it leaves at least half the page for the rows.
        var headers = HeaderSweep(page.repeatingHeaders.filter { $0.height < contentHeight / 2 })
        var cuts: [(band: Range<Double>, header: LaidOutPage.RepeatingHeader?)] = []
        var top = style.margin
        while top < bottom || cuts.isEmpty {
            let header = headers.header(at: top)
            let limit = top + contentHeight - (header?.height ?? 0)
            let end = limit >= bottom ? bottom : breaks.last(after: top + 1, upTo: limit) ?? limit
            cuts.append((top..<max(top, end), header))
            top = end
        }
        var pages = cuts.map { cut in
            DisplayList(width: paper.width, height: paper.height, items: cut.header?.items.map { $0.shifted(dy: style.margin) } ?? [])
        }
        // NOTE: the printed pages are consecutive bands, so each item is cut only against the
        // pages its extent reaches, found by a binary search: the same pieces, in the same
        // order, as cutting every item against every page, in n log n rather than n times pages.
        func printedPage(at y: Double) -> Int {
            var low = 0, high = cuts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if cuts[middle].band.lowerBound <= y { low = middle } else { high = middle - 1 }
            }
            return low
        }
        for item in page.items {
            guard let extent = item.verticalExtent else { continue }
            for n in printedPage(at: extent.lowerBound)...printedPage(at: extent.upperBound) {
                let cut = cuts[n]
                if let piece = item.clipped(to: cut.band) {
                    pages[n].items.append(piece.shifted(dy: style.margin + (cut.header?.height ?? 0) - cut.band.lowerBound))
                }
            }
        }
        for n in pages.indices {
            pages[n].items += footer(number: n + 1, of: pages.count, title: title, paper: paper, height: footerHeight)
        }
        return pages
    }

    /// The break a printed page ends at: the last break in `after...upTo` that no rule avoids;
    /// else, giving up rule 3 (orphans and widows) and then rule 1 (keep with next) as CSS
    /// Fragmentation 3 §4.4 says, the last break the fewest rules avoid.
    ///
    /// NOTE: the breaks are kept sorted by y for each avoidance, so a page's break is a binary
    /// search in each, not a walk over every break of the page.
    private struct BreakSearch {
        /// The y of each break, ascending, by avoidance (``BreakPoint/Avoidance/rawValue``).
        let ys: [[Double]]

        init(_ breaks: [BreakPoint]) {
            var ys = [[Double]](repeating: [], count: BreakPoint.Avoidance.allCases.count)
            for point in breaks where !point.y.isNaN { ys[point.avoided.rawValue].append(point.y) }
            self.ys = ys.map { $0.sorted() }
        }

        func last(after top: Double, upTo limit: Double) -> Double? {
            for level in ys {
                // The first break past `limit`; the one before it is the last that fits.
                var low = 0, high = level.count
                while low < high {
                    let middle = (low + high) / 2
                    if level[middle] <= limit { low = middle + 1 } else { high = middle }
                }
                if low > 0, level[low - 1] > top { return level[low - 1] }
            }
            return nil
        }
    }

    /// The table header to repeat atop a printed page starting at `top`: the first, in the
    /// page's order, whose body `top` is inside. Pages are asked for from the top down, so
    /// the headers are visited in order of their bodies, each once.
    private struct HeaderSweep {
        let headers: [LaidOutPage.RepeatingHeader]
        /// The headers by where their bodies start.
        let byStart: [Int]
        var next = 0
        /// The headers whose bodies began above the last `top` asked for and may not have ended.
        var open: [Int] = []

        init(_ headers: [LaidOutPage.RepeatingHeader]) {
            self.headers = headers
            byStart = headers.indices.sorted { headers[$0].body.lowerBound < headers[$1].body.lowerBound }
        }

        /// `top` must grow from one call to the next.
        mutating func header(at top: Double) -> LaidOutPage.RepeatingHeader? {
            while next < byStart.count, headers[byStart[next]].body.lowerBound < top {
                open.append(byStart[next])
                next += 1
            }
            open.removeAll { headers[$0].body.upperBound <= top }
            return open.min().map { headers[$0] }
        }
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
