import Document

/// The space an inline box's left and right margins, borders and padding take on a line
/// (``InlineBoxEdges``, CSS 2 §8.1, §10.3.1), put at the box's visual edges once its line is
/// reordered: the left side's before the box's leftmost glyph on the line, the right side's after
/// its rightmost. CSS 2 §8.6: a box split across lines has its start side (the left for a
/// left-to-right element, the right for a right-to-left one) on the line it starts on only, its end
/// side on the line it ends on only. Line breaking does not measure it: a line of spaced boxes may
/// reach past its width by it.
extension ParagraphLayout {
    /// Moves the glyphs of `runs` (one line's, in visual order, their clusters relative to each
    /// run's range) right by the spacing of the inline boxes before them. `line` is the line's
    /// range in a paragraph of `length` UTF-16 units; `extents` the ascent and descent of each
    /// run's font. Returns the width added and the boxes' fragments on the line, outermost first.
    static func spacingInlineBoxes(_ runs: inout [Run], line: Range<Int>, length: Int, extents: [(ascent: Double, descent: Double)],
                                   attributes: (Int) -> TextAttributes) -> (width: Double, fragments: [InlineBoxFragment]) {
        // The line's glyphs in visual order, the boxes each is in, and each box's first and last of
        // them. A bidi formatting character (UAX #9 X9's, and the isolates) draws nothing and is in
        // no fragment: an override's control at a box's start makes no empty fragment where X9's
        // retained level puts it (nil).
        var glyphs: [(run: Int, glyph: Int, boxes: [InlineBoxEdges]?)] = []
        var first: [Int: Int] = [:], last: [Int: Int] = [:]
        var extent: [Int: (ascent: Double, descent: Double)] = [:]
        for r in runs.indices {
            let text = Array(runs[r].text.utf16)
            for g in runs[r].glyphs.indices {
                let cluster = runs[r].glyphs[g].cluster
                if cluster < text.count, (0x202A...0x202E).contains(text[cluster]) || (0x2066...0x2069).contains(text[cluster]) {
                    glyphs.append((r, g, nil))
                    continue
                }
                let boxes = attributes(runs[r].range.lowerBound + cluster).inlineBoxes
                for box in boxes {
                    if first[box.element] == nil { first[box.element] = glyphs.count }
                    last[box.element] = glyphs.count
                    let own = extent[box.element] ?? (0, 0)
                    extent[box.element] = (max(own.ascent, extents[r].ascent), max(own.descent, extents[r].descent))
                }
                glyphs.append((r, g, boxes))
            }
        }
        guard !first.isEmpty else { return (0, []) }
        // §8.6: whether a box starts and ends on this line.
        func holds(_ box: InlineBoxEdges, at index: Int) -> Bool { attributes(index).inlineBoxes.contains { $0.element == box.element } }
        func starts(_ box: InlineBoxEdges) -> Bool { line.lowerBound == 0 ? !box.continuesBefore : !holds(box, at: line.lowerBound - 1) }
        func ends(_ box: InlineBoxEdges) -> Bool { line.upperBound >= length ? !box.continuesAfter : !holds(box, at: line.upperBound) }
        func contains(_ boxes: [InlineBoxEdges], _ box: InlineBoxEdges) -> Bool { boxes.contains { $0.element == box.element } }
        // The boxes of the glyph before and after each, formatting characters passed over.
        var before = [[InlineBoxEdges]](repeating: [], count: glyphs.count), after = before
        var boxes: [InlineBoxEdges] = []
        for n in glyphs.indices {
            before[n] = boxes
            boxes = glyphs[n].boxes ?? boxes
        }
        boxes = []
        for n in glyphs.indices.reversed() {
            after[n] = boxes
            boxes = glyphs[n].boxes ?? boxes
        }
        // Each stretch of adjacent glyphs in a box is a fragment of it (a box split by bidi
        // reordering has several on a line); its left side's edges go on its leftmost fragment
        // and its right side's on its rightmost, where the line has that side.
        var fragments: [InlineBoxFragment] = []
        var open: [Int: Int] = [:]
        var shift = 0.0
        var n = 0
        for r in runs.indices {
            let runShift = shift
            let runEnd = runs[r].x + runs[r].width
            runs[r].x += shift
            for g in runs[r].glyphs.indices {
                defer { n += 1 }
                guard let boxes = glyphs[n].boxes else {
                    runs[r].glyphs[g].position.x += shift
                    continue
                }
                let left = runs[r].glyphs[g].position.x
                let right = g + 1 < runs[r].glyphs.count ? runs[r].glyphs[g + 1].position.x : runEnd
                for box in boxes where !contains(before[n], box) {
                    let hasLeft = n == first[box.element]! && (box.isRightToLeft ? ends(box) : starts(box))
                    let hasRight = box.isRightToLeft ? starts(box) : ends(box)
                    let margin = hasLeft ? box.left - box.border.left - box.padding.left : 0
                    open[box.element] = fragments.count
                    fragments.append(InlineBoxFragment(edges: box, x: left + shift + margin, maxX: 0, ascent: extent[box.element]!.ascent,
                                                       descent: extent[box.element]!.descent, hasLeftEdge: hasLeft, hasRightEdge: hasRight))
                    if hasLeft { shift += box.left }
                }
                runs[r].glyphs[g].position.x += shift
                for box in boxes.reversed() where !contains(after[n], box) {
                    let f = open[box.element]!
                    fragments[f].hasRightEdge = fragments[f].hasRightEdge && n == last[box.element]!
                    fragments[f].maxX = right + shift + (fragments[f].hasRightEdge ? box.border.right + box.padding.right : 0)
                    if fragments[f].hasRightEdge { shift += box.right }
                }
            }
            // The run keeps its glyphs between its edges: it starts where its first glyph's spacing begins.
            runs[r].width += shift - runShift
        }
        return (shift, fragments)
    }
}
