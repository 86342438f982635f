import DisplayList

/// A paragraph broken into lines and positioned in a box of a given width: coordinates are
/// relative to the box's top left corner.
///
///     let layout = paragraph.layout(width: 400, alignment: .natural, page: .rightToLeft)
///     layout.lines[0].runs.map(\.range)   // the first line's runs in visual order
///     let items = layout.displayItems(at: Point(x: 40, y: 100))
public struct ParagraphLayout: Sendable {
    /// The lines, top to bottom.
    public var lines: [Line]
    /// The width of the box the lines were aligned in.
    public var width: Double
    /// The sum of the lines' heights.
    public var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }

    /// One laid-out line.
    ///
    ///     let line = layout.lines[0]
    ///     let ascent = line.baseline - line.top   // the line's ascent plus half its extra spacing
    public struct Line: Sendable {
        /// The line's text in the paragraph, trailing spaces included.
        public var range: Range<Int>
        /// The top of the line box, from the paragraph's top.
        public var top: Double
        /// The baseline, from the paragraph's top.
        public var baseline: Double
        /// The line box's height: the tallest ascent plus the deepest descent of the fonts used
        /// on this line, times the line spacing.
        public var height: Double
        /// The runs in visual order, left to right.
        public var runs: [Run]
        /// The left edge of the line's content, from the box's left edge.
        public var contentX: Double
        /// The advance width of the line's content, trailing spaces excluded.
        public var contentWidth: Double
    }

    /// A stretch of one line in one font, one direction and one set of attributes.
    ///
    ///     for run in layout.lines[0].runs { print(run.x, run.isRightToLeft, run.text) }
    public struct Run: Sendable {
        /// Logical range of the run's text in the paragraph.
        public var range: Range<Int>
        /// The run's text, in logical order.
        public var text: String
        /// Whether the run's bidi level is odd: its glyphs read right to left.
        public var isRightToLeft: Bool
        /// The font file and size the run is drawn with.
        public var font: FontReference
        /// The colour, link and strikethrough of the run's text.
        public var attributes: TextAttributes
        /// The left edge of the run on the line, from the box's left edge.
        public var x: Double
        /// The advance width of the run, stretched spaces included when justified.
        public var width: Double
        /// Glyphs in visual order; positions relative to the box's top left corner, clusters
        /// relative to `range.lowerBound`.
        public var glyphs: [PositionedGlyphRun.Glyph]
        /// For a run with a ``TextAttributes/Backdrop/Extent/contentArea`` backdrop: how far
        /// its content area reaches above and below the line's baseline, in pixels.
        var contentArea: (above: Double, below: Double)?
    }

    /// The display items for the paragraph placed with its box's top left corner at `origin`.
    /// A link's runs get its underline and a `.link` item over the line box. Each line's runs
    /// come in logical order, not left to right: a PDF's content stream then
    /// holds the text in reading order, which is what text extractors follow.
    /// `structure` goes on every glyph run, for a tagged PDF.
    public func displayItems(at origin: Point, structure: TextStructure? = nil) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for line in lines {
            // Key caps: one outline around each stretch of adjacent keyboard runs (a key's text and
            // the thin spaces inside its ends may be runs of different faces).
            var caps: [(x: Double, maxX: Double, size: Double, color: Color)] = []
            for run in line.runs where run.attributes.keyboard {
                if let last = caps.last, abs(last.maxX - run.x) < 0.5 {
                    caps[caps.count - 1].maxX = run.x + run.width
                } else {
                    caps.append((run.x, run.x + run.width, run.font.size, run.attributes.color))
                }
            }
            // Backdrops: one rounded box behind each stretch of adjacent runs that have the same one,
            // over the runs' content areas or from a little above their ascent to below their
            // descent (``TextAttributes/Backdrop/Extent``), a little wider than them.
            var backdrops: [(x: Double, maxX: Double, size: Double, above: Double, below: Double, backdrop: TextAttributes.Backdrop)] = []
            for run in line.runs {
                guard let backdrop = run.attributes.backdrop else { continue }
                let (above, below) = run.contentArea ?? (run.font.size * 1.03, run.font.size * 0.30)
                if let last = backdrops.last, last.backdrop == backdrop, abs(last.maxX - run.x) < 0.5 {
                    backdrops[backdrops.count - 1].maxX = run.x + run.width
                    backdrops[backdrops.count - 1].size = max(last.size, run.font.size)
                    backdrops[backdrops.count - 1].above = max(last.above, above)
                    backdrops[backdrops.count - 1].below = max(last.below, below)
                } else {
                    backdrops.append((run.x, run.x + run.width, run.font.size, above, below, backdrop))
                }
            }
            for box in backdrops where box.maxX > box.x {
                let pad = box.size * box.backdrop.padding
                let frame = Rect(x: origin.x + box.x - pad, y: origin.y + line.baseline - box.above,
                                 width: box.maxX - box.x + 2 * pad, height: box.above + box.below)
                items.append(.roundedRectangle(frame, radius: box.backdrop.radius, fill: box.backdrop.fill))
            }
            for cap in caps {
                let frame = Rect(x: origin.x + cap.x + 0.5, y: origin.y + line.baseline - cap.size * 1.05,
                                 width: cap.maxX - cap.x - 1, height: cap.size * 1.4)
                items.append(.stroke(frame, color: cap.color, width: 1))
            }
            // In logical order; the indices are sorted, not the runs, which are large to move.
            for index in line.runs.indices.sorted(by: { line.runs[$0].range.lowerBound < line.runs[$1].range.lowerBound }) {
                let run = line.runs[index]
                guard !run.glyphs.isEmpty else { continue }
                if let object = run.attributes.object {
                    // An inline image in place of its character; the isolate's controls around it draw nothing.
                    for glyph in run.glyphs where run.text.utf16[run.text.utf16.index(run.text.utf16.startIndex, offsetBy: glyph.cluster)] == 0xFFFC {
                        items.append(object.displayItem(at: Point(x: origin.x + glyph.position.x, y: origin.y + glyph.position.y), color: run.attributes.color))
                    }
                    if let link = run.attributes.link {
                        items.append(.link(target: link, area: Rect(x: origin.x + run.x, y: origin.y + line.top, width: run.width, height: line.height)))
                    }
                    continue
                }
                let glyphs = run.glyphs.map {
                    PositionedGlyphRun.Glyph(id: $0.id, position: Point(x: $0.position.x + origin.x, y: $0.position.y + origin.y),
                                             cluster: $0.cluster)
                }
                items.append(.glyphs(PositionedGlyphRun(font: run.font, color: run.attributes.color, glyphs: glyphs,
                                                        text: run.text, isRightToLeft: run.isRightToLeft, structure: structure)))
                let thickness = max(1, run.font.size / 16)
                if let link = run.attributes.link {
                    // Underlined on the baseline; a raised link (a footnote number) is marked by its colour alone.
                    if run.attributes.baselineShift == 0 {
                        items.append(.rectangle(Rect(x: origin.x + run.x, y: origin.y + line.baseline + thickness * 2,
                                                     width: run.width, height: thickness), fill: run.attributes.color))
                    }
                    items.append(.link(target: link, area: Rect(x: origin.x + run.x, y: origin.y + line.top, width: run.width, height: line.height)))
                }
                if run.attributes.strikethrough {
                    items.append(.rectangle(Rect(x: origin.x + run.x, y: origin.y + line.baseline - run.font.size * 0.3,
                                                 width: run.width, height: thickness), fill: run.attributes.color))
                }
            }
        }
        return items
    }
}
