import LocaleRules
import Bidi
import DisplayList
import Shaping

extension Paragraph {
    /// Breaks the paragraph at `width` and positions every line: bidi reordering per line
    /// (L1-L2 on the line's visible text), then alignment in the box.
    ///
    /// - Parameters:
    ///   - alignment: see `Alignment`; `natural` uses the direction of the line's bidi paragraph, `leading`
    ///     and `trailing` the page's.
    ///   - page: the direction `leading` and `trailing` (CSS `end`) take: the page's (from its
    ///     language), or nil for each line's own bidi paragraph's, where a block's direction is its
    ///     text's (HTML `dir=auto`; `unicode-bidi: plaintext`, whose every bidi paragraph has a
    ///     direction and so an end of its own, CSS Writing Modes 3 §2.4).
    ///   - lineSpacing: line box height as a multiple of the fonts' ascent plus descent.
    ///   - justification: how justified lines fill the width: stretched spaces, or kashida in Arabic words.
    ///   - strut: the block's font and CSS `line-height`, when it sets one: each line is then
    ///     as tall as CSS 2 §10.8 makes it from the strut and its runs' line heights, and
    ///     `lineSpacing` is not used.
    ///   - breaksLongWords: whether a word wider than the line is broken between grapheme
    ///     clusters (CSS `overflow-wrap: anywhere`, Galley's own look) or overflows the line
    ///     (`overflow-wrap: normal`, CSS's initial value).
    ///   - lastLineAlignment: CSS Text 3 §6.3 `text-align-last`: the alignment of the last line
    ///     and of each line before a hard break; nil for `auto` (`alignment`, never justified).
    public func layout(width: Double, alignment: Alignment, page: LayoutDirection?, lineSpacing: Double = 1.1,
                       justification: Justification = .spaces, strut: Strut? = nil, breaksLongWords: Bool = true,
                       lastLineAlignment: Alignment? = nil) -> ParagraphLayout {
        let ranges = lineRanges(width: width, breaksLongWords: breaksLongWords)
        var lines: [ParagraphLayout.Line] = []
        var top = 0.0
        for (n, lineRange) in ranges.enumerated() {
            var line = positionedLine(lineRange.range, top: top, lineSpacing: lineSpacing, strut: strut)
            let isLast = lineRange.endsInHardBreak || n + 1 == ranges.count
            let lineAlignment = isLast ? lastLineAlignment ?? alignment : alignment
            let justify = lineAlignment == .justify && (!isLast || lastLineAlignment == .justify)
            if justify, justification == .kashida {
                let elongations = kashidas(line, width: width)
                if !elongations.isEmpty { line = positionedLine(lineRange.range, top: top, lineSpacing: lineSpacing, strut: strut, elongations: elongations) }
            }
            // `natural` is the start of the line's own bidi paragraph (CSS Writing Modes 3 §2.4 `plaintext`).
            let own: LayoutDirection = bidi.baseLevel(at: lineRange.range.lowerBound).isRightToLeft ? .rightToLeft : .leftToRight
            align(&line, width: width, edge: justify ? nil : lineAlignment.edge(paragraph: own, page: page ?? own))
            lines.append(line)
            top += line.height
        }
        return ParagraphLayout(lines: lines, width: width)
    }

    /// The line's runs in visual order from x = 0, with its metrics. `elongations` stretches the
    /// join before the letter at each offset by that many pixels with tatweel glyphs (kashida
    /// justification).
    private func positionedLine(_ range: Range<Int>, top: Double, lineSpacing: Double, strut: Strut? = nil,
                                elongations: [Int: Double] = [:]) -> ParagraphLayout.Line {
        let visible = range.lowerBound..<visibleEnd(range)
        var runs: [ParagraphLayout.Run] = []
        // Each run's font's ascent and descent: the content area of the inline boxes it is in.
        var extents: [(ascent: Double, descent: Double)] = []
        var x = 0.0
        var ascent = 0.0, descent = 0.0
        var tallestScript = Script.common
        // Objects aligned with the line box's top or bottom: their run, glyph, and the object.
        var lineAligned: [(run: Int, glyph: Int, object: InlineObject)] = []
        // CSS 2 §10.8.1: with a strut, each run's box is its line height, half the leading either side.
        var (above, below) = strut.map { Strut.extent(ascent: $0.ascent, descent: $0.descent, lineGap: $0.lineGap, lineHeight: $0.lineHeight) } ?? (0, 0)
        let hyphenAt = visible.upperBound > visible.lowerBound && text[visible.upperBound - 1] == 0xAD ? visible.upperBound - 1 : nil
        for bidiRun in visible.isEmpty ? [] : leftToRight.apply(to: bidi.visualRuns(in: visible), line: visible) {
            let pieces = glyphRunIndices(overlapping: bidiRun.range)
            for glyphRun in bidiRun.isRightToLeft ? pieces.reversed().map({ glyphRuns[$0] }) : pieces.map({ glyphRuns[$0] }) {
                let pieceRange = max(glyphRun.item.range.lowerBound, bidiRun.range.lowerBound)..<min(glyphRun.item.range.upperBound, bidiRun.range.upperBound)
                var selected = Array(glyphRun.glyphs[glyphRun.glyphIndices(clusters: pieceRange)])
                if let hyphenAt, pieceRange.contains(hyphenAt) {
                    let hyphen = shaper.shape(ShapingItem(range: 0..<1, level: glyphRun.item.level, script: glyphRun.item.script,
                                                          face: glyphRun.item.face, style: glyphRun.item.style, size: glyphRun.item.size),
                                              in: [0x2D]).glyphs.map { GlyphRun.Glyph(id: $0.id, cluster: hyphenAt, advance: $0.advance, xOffset: $0.xOffset, yOffset: $0.yOffset) }
                    selected = glyphRun.item.isRightToLeft ? hyphen + selected : selected + hyphen
                }
                let face = shaper.fonts.face(at: glyphRun.item.face)
                let size = glyphRun.item.size
                if glyphRun.item.script.lineSpacingFactor > tallestScript.lineSpacingFactor { tallestScript = glyphRun.item.script }
                ascent = max(ascent, face.ascender * size)
                descent = max(descent, -face.descender * size)
                var glyphs: [PositionedGlyphRun.Glyph] = []
                glyphs.reserveCapacity(selected.count)
                let start = x
                let tatweel = elongations.isEmpty ? nil : self.tatweel(glyphRun.item)
                let pieceAttributes = attributes(at: pieceRange.lowerBound)
                let shift = pieceAttributes.baselineShift
                var previousCluster: Int?
                for glyph in selected {
                    // Kashida: in a right-to-left run the letter after the tatweel is drawn first (left of it).
                    if let tatweel, let previous = previousCluster, previous != glyph.cluster, let length = elongations[previous] {
                        // As many whole tatweels as cover the length, the last overlapping the one
                        // before (or the letter's join, for less than one): one stroke on the baseline.
                        let step = tatweel.advance * size
                        let count = max(1, Int((length / step).rounded(.up)))
                        for n in 0..<count {
                            glyphs.append(PositionedGlyphRun.Glyph(id: tatweel.id, position: Point(x: x + min(Double(n) * step, length - step), y: 0),
                                                                   cluster: previous - pieceRange.lowerBound))
                        }
                        x += length
                    }
                    previousCluster = glyph.cluster
                    if let object = pieceAttributes.object, text[glyph.cluster] == 0xFFFC {
                        if object.lineAligned != nil {
                            lineAligned.append((runs.count, glyphs.count, object))
                        } else {
                            // An inline image stands on the baseline; a tall one grows the line.
                            ascent = max(ascent, object.height + shift)
                            above = max(above, object.height + shift)
                            descent = max(descent, object.depth - shift)
                            below = max(below, object.depth - shift)
                        }
                    } else if strut == nil {
                        // Marks stacked beyond the font's ascent or descent grow the line.
                        let ink = face.inkExtents(glyph.id)
                        ascent = max(ascent, (ink.above + glyph.yOffset) * size + shift)
                        descent = max(descent, (ink.below - glyph.yOffset) * size - shift)
                    }
                    glyphs.append(PositionedGlyphRun.Glyph(id: glyph.id, position: Point(x: x + glyph.xOffset * size, y: -glyph.yOffset * size - shift),
                                                           cluster: glyph.cluster - pieceRange.lowerBound))
                    x += glyph.advance * size
                }
                if let strut {
                    let box = Strut.extent(ascent: face.ascender * size, descent: -face.descender * size, lineGap: face.lineGap * size,
                                           lineHeight: pieceAttributes.lineHeight ?? strut.lineHeight)
                    above = max(above, box.above + shift)
                    below = max(below, box.below - shift)
                }
                extents.append((face.ascender * size, -face.descender * size))
                runs.append(ParagraphLayout.Run(range: pieceRange, text: UTF16Text.string(text[pieceRange]),
                                                isRightToLeft: glyphRun.item.isRightToLeft, font: FontReference(path: face.path, index: face.index, hasColorGlyphs: face.hasColorGlyphs, size: size, slant: slant(glyphRun.item)),
                                                attributes: pieceAttributes, x: start, width: x - start, glyphs: glyphs))
                if pieceAttributes.backdrop?.extent == .contentArea {
                    // CSS 2 §10.6.1: the content area is the first available font's, whatever face drew the run.
                    let primary = shaper.fonts.face(at: shaper.fonts.face(for: " ", script: .common, style: pieceAttributes.style))
                    runs[runs.count - 1].contentArea = (primary.ascender * size + shift, -primary.descender * size - shift)
                }
            }
        }
        // A line in no inline box (most lines) skips the glyph by glyph search for boxes' edges.
        let inBoxes = attributes.contains { $0.range.overlaps(range) && !$0.attributes.inlineBoxes.isEmpty }
        let (spacing, inlineBoxes) = !inBoxes ? (0, [])
            : ParagraphLayout.spacingInlineBoxes(&runs, line: range, length: text.count, extents: extents) { attributes(at: $0) }
        x += spacing
        if runs.isEmpty {
            // An empty line is as tall as the primary font of the text at its start.
            let attributes = attributes(at: range.lowerBound)
            let face = shaper.fonts.face(at: shaper.fonts.face(for: " ", script: .common, style: attributes.style))
            ascent = face.ascender * attributes.size
            descent = -face.descender * attributes.size
        }
        var height = strut == nil ? (ascent + descent) * lineSpacing * tallestScript.lineSpacingFactor : above + below
        var baseline = top + (strut == nil ? (height - ascent - descent) / 2 + ascent : above)
        // CSS 2 §10.8: objects aligned with the line box's top or bottom are placed after the rest,
        // the line box as short as holds them: one at the bottom taller than the line pushes the
        // baseline's content down, one at the top makes the line reach further below.
        let tallestAtBottom = lineAligned.filter { $0.object.lineAligned == .bottom }.map(\.object.height).max() ?? 0
        let tallestAtTop = lineAligned.filter { $0.object.lineAligned == .top }.map(\.object.height).max() ?? 0
        let pushedDown = max(0, tallestAtBottom - height)
        baseline += pushedDown
        height = max(height + pushedDown, tallestAtTop)
        for r in runs.indices {
            for g in runs[r].glyphs.indices { runs[r].glyphs[g].position.y += baseline }
        }
        // An object's glyph is its bottom edge.
        for (r, g, object) in lineAligned {
            runs[r].glyphs[g].position.y = object.lineAligned == .top ? top + object.height : top + height
        }
        return ParagraphLayout.Line(range: range, top: top, baseline: baseline, height: height, runs: runs, contentX: 0, contentWidth: x,
                                    inlineBoxes: inlineBoxes)
    }

    /// The tatweel (U+0640) glyph of `item`'s face, shaped as the item is; nil when the face has
    /// none.
    private func tatweel(_ item: ShapingItem) -> GlyphRun.Glyph? {
        let run = shaper.shape(ShapingItem(range: 0..<1, level: item.level, script: item.script, face: item.face, style: item.style,
                                           size: item.size), in: [0x0640])
        return run.glyphs.count == 1 && run.glyphs[0].id != 0 && item.isRightToLeft ? run.glyphs[0] : nil
    }

    /// How many pixels of tatweel go before which letters of `line` to fill `width`: the best
    /// place of every Arabic word on the line (`KashidaOpportunity`) takes a share of the width
    /// to fill in proportion to its priority (a Seen's or Sad's tail three times a plain join),
    /// up to three tatweels long; what a place cannot take goes to the others, and what none
    /// can take to the spaces.
    private func kashidas(_ line: ParagraphLayout.Line, width: Double) -> [Int: Double] {
        var extra = width - line.contentWidth
        let places = KashidaOpportunity.find(in: text, range: line.range.lowerBound..<visibleEnd(line.range))
        guard extra > 0, !places.isEmpty, let run = glyphRunIndices(overlapping: places[0].offset..<places[0].offset + 1).first,
              let tatweel = tatweel(glyphRuns[run].item) else { return [:] }
        let most = 3 * tatweel.advance * glyphRuns[run].item.size
        guard most > 0 else { return [:] }
        var lengths: [Int: Double] = [:]
        var open = places
        while extra > 0.01, !open.isEmpty {
            let weights = Double(open.reduce(0) { $0 + $1.priority })
            var given = 0.0
            open = open.filter { place in
                let length = lengths[place.offset] ?? 0
                let added = min(extra * Double(place.priority) / weights, most - length)
                lengths[place.offset] = length + added
                given += added
                return length + added < most - 0.01
            }
            extra -= given
        }
        return lengths
    }

    /// Moves the line to its edge, or, with no edge, stretches its spaces to fill the width.
    private func align(_ line: inout ParagraphLayout.Line, width: Double, edge: Alignment.Edge?) {
        let shift: Double
        var extraPerSpace = 0.0
        switch edge {
        case .left?: shift = 0
        case .right?: shift = width - line.contentWidth
        case .center?: shift = (width - line.contentWidth) / 2
        case nil:
            shift = 0
            let spaces = line.runs.reduce(0) { count, run in count + run.glyphs.filter { isSpace(run, $0) }.count }
            if spaces > 0 { extraPerSpace = (width - line.contentWidth) / Double(spaces) }
        }
        var added = 0.0
        for r in line.runs.indices {
            let before = added
            line.runs[r].x += shift + added
            for g in line.runs[r].glyphs.indices {
                line.runs[r].glyphs[g].position.x += shift + added
                if isSpace(line.runs[r], line.runs[r].glyphs[g]) { added += extraPerSpace }
            }
            line.runs[r].width += added - before
        }
        // NOTE: a justified line's inline boxes keep their unstretched width.
        for b in line.inlineBoxes.indices {
            line.inlineBoxes[b].x += shift
            line.inlineBoxes[b].maxX += shift
        }
        line.contentX = shift
        line.contentWidth += added
    }

    /// The slant of an oblique synthesized for italic text in a face without an italic: 14°,
    /// the angle browsers use (Skia's fake italic skews by 1/4).
    private func slant(_ item: ShapingItem) -> Double {
        shaper.fonts.synthesizesOblique(face: item.face, style: item.style) ? 0.25 : 0
    }

    /// The glyph runs whose items overlap `range`, found by binary search (items are in logical order).
    private func glyphRunIndices(overlapping range: Range<Int>) -> Range<Int> {
        var low = 0, high = glyphRuns.count
        while low < high {
            let mid = (low + high) / 2
            if glyphRuns[mid].item.range.upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < glyphRuns.count, glyphRuns[end].item.range.lowerBound < range.upperBound { end += 1 }
        return low..<end
    }

    private func isSpace(_ run: ParagraphLayout.Run, _ glyph: PositionedGlyphRun.Glyph) -> Bool {
        text[run.range.lowerBound + glyph.cluster] == 0x20
    }
}
