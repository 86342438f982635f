import Bidi
import DisplayList

/// One page's content stream (PDF 32000-1, 8 and 9): the display list's items in painting
/// order, in page pixels with y down (one `cm` maps them to points), each text run's glyphs in
/// reading order, each block's text in a marked-content sequence of its structure element and
/// everything else (rules, backgrounds, images, the footer) marked as an artifact (14.8.2.2).
struct PDFContent {
    var output = PDFBytes()
    var resources: PDFResources
    var structure: PDFStructure
    let page: Int
    private let pageHeight: Double
    private enum Marked: Equatable {
        case none, artifact, pagination, element(TextStructure), figure(String, amongWords: Bool)
    }
    private var marked = Marked.none
    private var fill: Color?
    private var stroke: Color?
    /// The last run of a block drawn, and where its text begins and ends on its baseline.
    /// `textLeft`: the left end of its text as extractors see it (spelled-out boxes included).
    private var previous: (run: PositionedGlyphRun, span: RunSpan, textLeft: Double)?

    /// Where a run's text begins and ends on its baseline, in reading order: a right-to-left
    /// run begins at its right end.
    private struct RunSpan {
        var start: Double
        var end: Double
        var baseline: Double
    }

    init(pageHeight: Double, resources: PDFResources, structure: PDFStructure, page: Int) {
        self.pageHeight = pageHeight
        self.resources = resources
        self.structure = structure
        self.page = page
    }

    mutating func paint(_ list: DisplayList, images: ImageCache) throws {
        output.append(PDFWriter.points)
        output.append(" 0 0 ")
        output.append(-PDFWriter.points)
        output.append(" 0 ")
        output.append(list.height * PDFWriter.points)
        output.append(" cm\n")
        if list.background != .white {
            mark(.artifact)
            withColor(list.background) { $0.rectangle(Rect(x: 0, y: 0, width: list.width, height: list.height), operator: "f") }
        }
        var signsBefore = 0
        for (index, item) in list.items.enumerated() {
            switch item {
            case let .glyphs(run):
                guard TextJoin.hasText(run) else { continue }
                let span = try self.span(of: run)
                var join = TextJoin(signsBefore: signsBefore)
                signsBefore = 0
                // The run drawn before this one on its line.
                let before = previous.flatMap { abs($0.span.baseline - span.baseline) < 0.25 * $0.run.font.size ? $0 : nil }
                if let (last, lastSpan, textLeft) = before, run.structure != nil {
                    if TextJoin.beginsWithSpaceAfterNumber(run, after: last, skipping: join.signsBefore) { join.numberText = textLeft }
                    // The number's right end is where the letters end: a list number drawn after its item's text is on the line's far side.
                    if TextJoin.continuesWord(run, after: last), abs(lastSpan.end - span.end) < 0.25 * last.font.size {
                        join.wordEnd = lastSpan.end
                    } else if join.signsBefore == 0, lastSpan.end - span.start > 0.25 * last.font.size {
                        try bridge(from: lastSpan.end, to: span.start, baseline: span.baseline, font: last.font)
                    }
                }
                // Not after a number spelled out up to a conjunction: its boxes end inside the conjunction's letter, and with the
                // signs' boxes too they would begin too far left of it for MuPDF, which reads `و ٧٨٩،` then.
                if join.wordEnd == nil, TextJoin.endsInArabicNumber(run), let next = TextJoin.nextRun(in: list.items, after: index) {
                    let nextSpan = try self.span(of: next)
                    join.signsAfter = TextJoin.signs(after: run, start: (span.start, span.baseline), before: next, nextStart: (nextSpan.start, nextSpan.baseline))
                    signsBefore = join.signsAfter.count
                }
                mark(run.structure.map { .element($0) } ?? .pagination)
                var textLeft = try text(run, join: join)
                // A number spelled out up to a conjunction ends short of its own left end; a sign right after it (`و٧٨٩،`) would read
                // apart from it in poppler, or before it, across the gap: a right-to-left mark fills it.
                if join.wordEnd != nil, textLeft - span.start > 0.05 * run.font.size, let next = TextJoin.nextRun(in: list.items, after: index),
                   let first = TextJoin.firstShown(next), !first.properties.isWhitespace {
                    rightToLeftMark(from: span.start, to: textLeft, baseline: span.baseline, em: run.font.size)
                    textLeft = span.start
                }
                // A left-to-right run going on from the one before it (`1` and `-800-555-0199`): their text begins where that one's does.
                if let (last, lastSpan, lastLeft) = before, !run.isRightToLeft, !last.isRightToLeft, abs(lastSpan.end - span.start) < 0.25 * last.font.size {
                    textLeft = min(textLeft, lastLeft)
                }
                if run.structure != nil { previous = (run, span, textLeft) }
            case let .rectangle(rect, color):
                mark(.artifact)
                withColor(color) { $0.rectangle(rect, operator: "f") }
            case let .roundedRectangle(rect, radius, color):
                mark(.artifact)
                withColor(color) { $0.roundedRectangle(rect, radius: min(radius, rect.width / 2, rect.height / 2)) }
            case let .stroke(rect, color, width):
                mark(.artifact)
                withColor(color, stroking: true) { content in
                    content.output.append(width)
                    content.output.append(" w ")
                    content.rectangle(rect, operator: "S")
                }
            case let .image(path, frame, mirrored, alternative):
                // 14.8.4.5: an image with alt text is a Figure; one without, decoration.
                let amongWords = previous.map { abs($0.span.baseline - frame.maxY) < 0.01 } ?? false
                if let alternative, !alternative.isEmpty {
                    mark(.figure(alternative, amongWords: amongWords))
                } else {
                    mark(.artifact)
                }
                _ = try images.image(path)
                let name = resources.image(path)
                output.append("q ")
                output.append(mirrored ? -frame.width : frame.width)
                output.append(" 0 0 ")
                output.append(-frame.height)
                output.append(" ")
                output.append(mirrored ? frame.maxX : frame.x)
                output.append(" ")
                output.append(frame.maxY)
                output.append(" cm /Im")
                output.append(name)
                output.append(" Do Q\n")
                // An image among words, standing on the baseline of the text before it: a space carries the line across it.
                if amongWords, let (last, lastSpan, _) = previous {
                    let (start, end) = last.isRightToLeft ? (frame.maxX, frame.x) : (frame.x, frame.maxX)
                    try bridge(from: start, to: end, baseline: lastSpan.baseline, font: last.font)
                    previous?.span = RunSpan(start: start, end: end, baseline: lastSpan.baseline)
                }
            case .link, .heading, .destination: break
            }
        }
        mark(.none)
    }

    private mutating func span(of run: PositionedGlyphRun) throws -> RunSpan {
        let font = try resources.font(run.font).font
        let first = run.glyphs[0], last = run.glyphs[run.glyphs.count - 1]
        let left = first.position.x, right = last.position.x + font.advance(last.id) * run.font.size
        return run.isRightToLeft ? RunSpan(start: right, end: left, baseline: first.position.y)
            : RunSpan(start: left, end: right, baseline: first.position.y)
    }

    /// A space glyph (no ink), an artifact, stretched over the gap between two runs on one
    /// baseline drawn one after the other, from where the first ends to where the second begins.
    ///
    /// In a right-to-left line Galley draws runs in reading order, so after the words right of
    /// an embedded left-to-right run (`Tabula Sheets`, `A1:A10`) comes that run's first glyph,
    /// at its far left end, and after its last glyph the next right-to-left word, past its left
    /// end. pdfminer.six ends a line wherever two glyphs drawn in a row are further apart than
    /// twice a glyph's width, and then orders the pieces as separate blocks; the space carries
    /// it across. Between the cells of a right-to-left table row it is the only space pypdf
    /// sees (it adds spaces only where text moves rightwards), so the cells' words no longer run
    /// together. poppler skips spaces and places text by position alone; PyMuPDF reads the space
    /// where the gap is.
    private mutating func bridge(from end: Double, to start: Double, baseline: Double, font reference: FontReference) throws {
        guard !reference.hasColorGlyphs else { return }
        let (font, number) = try resources.font(reference)
        guard let space = font.glyph(for: " ") else { return }
        let advance = font.advance(space)
        guard advance > 0 else { return }
        font.use(space, text: [0x20][...])
        mark(.artifact)
        output.append("BT /F")
        output.append(number)
        output.append(" 1 Tf ")
        output.append(abs(start - end) / advance)
        output.append(" 0 0 ")
        output.append(-reference.size)
        output.append(" ")
        output.append(min(start, end))
        output.append(" ")
        output.append(baseline)
        output.append(" Tm ")
        output.append(glyph: space)
        output.append("Tj ET\n")
    }

    /// Ends the marked-content sequence open, if it is not `next`, and begins `next`.
    private mutating func mark(_ next: Marked) {
        guard next != marked else { return }
        if marked != .none { output.append("EMC\n") }
        switch next {
        case .none: break
        case .artifact: output.append("/Artifact BMC\n")
        case .pagination: output.append("/Artifact << /Type /Pagination /Subtype /Footer >> BDC\n")
        case let .figure(alternative, amongWords):
            output.append("/Figure << /MCID ")
            output.append(structure.addFigure(alternative: alternative, page: page, amongWords: amongWords))
            output.append(" >> BDC\n")
        case let .element(block):
            guard let (mcid, type) = structure.beginContent(block, page: page) else {
                output.append("/Artifact << /Type /Pagination >> BDC\n")
                break
            }
            output.append(name: type)
            output.append(" << /MCID ")
            output.append(mcid)
            output.append(" >> BDC\n")
        }
        marked = next
    }

    private mutating func rectangle(_ rect: Rect, operator op: StaticString) {
        output.append(rect.x)
        output.append(" ")
        output.append(rect.y)
        output.append(" ")
        output.append(rect.width)
        output.append(" ")
        output.append(rect.height)
        output.append(" re ")
        output.append(op)
        output.append("\n")
    }

    /// Fills `rect` with its corners rounded: each quarter circle a cubic Bézier curve whose
    /// control points lie 0.5523 of the radius from its ends (the usual approximation, within
    /// 0.03% of the radius).
    private mutating func roundedRectangle(_ rect: Rect, radius r: Double) {
        let k = 0.5523 * r
        func point(_ x: Double, _ y: Double) {
            output.append(x)
            output.append(" ")
            output.append(y)
            output.append(" ")
        }
        point(rect.x + r, rect.y)
        output.append("m ")
        point(rect.maxX - r, rect.y)
        output.append("l ")
        point(rect.maxX - r + k, rect.y); point(rect.maxX, rect.y + r - k); point(rect.maxX, rect.y + r)
        output.append("c ")
        point(rect.maxX, rect.maxY - r)
        output.append("l ")
        point(rect.maxX, rect.maxY - r + k); point(rect.maxX - r + k, rect.maxY); point(rect.maxX - r, rect.maxY)
        output.append("c ")
        point(rect.x + r, rect.maxY)
        output.append("l ")
        point(rect.x + r - k, rect.maxY); point(rect.x, rect.maxY - r + k); point(rect.x, rect.maxY - r)
        output.append("c ")
        point(rect.x, rect.y + r)
        output.append("l ")
        point(rect.x, rect.y + r - k); point(rect.x + r - k, rect.y); point(rect.x + r, rect.y)
        output.append("c h f\n")
    }

    /// Runs `body` with `color` as the fill (or stroke) colour; a translucent colour inside
    /// `q`...`Q` with a graphics state of its opacity.
    private mutating func withColor(_ color: Color, stroking: Bool = false, _ body: (inout PDFContent) throws -> Void) rethrows {
        let translucent = color.alpha < 1
        if translucent {
            output.append("q /GS")
            output.append(resources.opacity(color.alpha))
            output.append(" gs\n")
        }
        if (stroking ? stroke : fill) != color || translucent {
            output.append(color.red)
            output.append(" ")
            output.append(color.green)
            output.append(" ")
            output.append(color.blue)
            output.append(stroking ? " RG\n" : " rg\n")
        }
        try body(&self)
        if translucent {
            output.append("Q\n")
            fill = nil
            stroke = nil
        } else if stroking {
            stroke = color
        } else {
            fill = color
        }
    }

    /// The run's glyphs in reading order, each placed by its own text matrix, spans whose
    /// glyphs cannot say their text inside `/Span << /ActualText ... >>`, or spelled out (see
    /// `spelling`): their glyphs drawn as ink alone, their characters shown one by one in an
    /// invisible font, each in its own box (SpellingBoxes). Returns the left end of the run's text.
    private mutating func text(_ run: PositionedGlyphRun, join: TextJoin) throws -> Double {
        let (font, number) = try resources.font(run.font)
        let spans = ActualTextSpans(run) { font.advance($0) > 0 }
        if run.font.hasColorGlyphs {
            try colorText(run, spans: spans, font: font)
            return run.glyphs.map(\.position.x).min() ?? 0
        }
        let size = run.font.size
        var matrix = PDFBytes()
        // pypdf reverses each stretch of right-to-left letters it reads between two Tf (it
        // takes glyphs for drawn in visual order); each glyph after its own Tf reads right
        // in it and in pdfminer.six, which reads glyphs in drawing order.
        matrix.append("/F")
        matrix.append(number)
        matrix.append(" 1 Tf ")
        var glyphMatrix = PDFBytes()
        glyphMatrix.append(size)
        glyphMatrix.append(" 0 ")
        glyphMatrix.append(run.font.slant * size)
        glyphMatrix.append(" ")
        glyphMatrix.append(-size)
        glyphMatrix.append(" ")
        matrix.append(glyphMatrix)
        var inText = false
        let marks = TextJoin.rightToLeftMarks(run, spans: spans)
        let lastWithText = spans.spans.lastIndex { !$0.text.isEmpty }
        var textLeft = Double.infinity, inkOnly = 0..<0, inkLeft = Double.infinity
        // The spans the run before spelled out.
        var carried = 0
        while inkOnly.upperBound < spans.spans.count, carried < join.signsBefore {
            carried += spans.units[spans.spans[inkOnly.upperBound].text].count { !UTF16.isTrailSurrogate($0) }
            inkOnly = 0..<(inkOnly.upperBound + 1)
        }
        try withColor(run.color) { content in
            // The ink as paths in the content itself: pypdf starts a new line at a form XObject.
            func ink(_ span: ActualTextSpans.Span) {
                for position in span.glyphs {
                    let glyph = run.glyphs[spans.order[position]]
                    inkLeft = min(inkLeft, glyph.position.x)
                    content.output.append("q ")
                    content.output.append(glyphMatrix)
                    content.output.append(glyph.position.x)
                    content.output.append(" ")
                    content.output.append(glyph.position.y)
                    content.output.append(" cm ")
                    content.output.append(font.outline(glyph.id))
                    content.output.append("Q\n")
                }
            }
            for k in inkOnly { ink(spans.spans[k]) }
            if let numberText = join.numberText {
                let start = inkOnly.isEmpty ? run.glyphs.map { $0.position.x + font.advance($0.id) * size }.max() ?? numberText : inkLeft
                content.rightToLeftMark(from: min(start, numberText - 0.05 * size), to: numberText, baseline: run.glyphs[0].position.y, em: size)
            }
            for (k, span) in spans.spans.enumerated() where !inkOnly.contains(k) {
                if let spelling = content.spelling(span, of: run, spans: spans, font: font,
                                                   wordEnd: span.glyphs.lowerBound == 0 ? join.wordEnd : nil,
                                                   signs: k == lastWithText ? join.signsAfter : []) {
                    if inText { content.output.append("ET\n") }
                    inText = false
                    ink(span)
                    // Each character in its own text object, in a font other than its neighbours'
                    // (two copies taking turns): pypdf reads it apart from them, on their line.
                    textLeft = min(textLeft, spelling.boxes.map(\.x).min() ?? textLeft)
                    for (n, (scalar, box)) in zip(spelling.characters, spelling.boxes).enumerated() {
                        content.invisible(scalar, x: box.x, width: box.width, height: SpellingBoxes.height(ofWidth: box.width, em: size),
                                          baseline: spelling.baseline, copy: n % 2)
                    }
                    if marks[k] { content.rightToLeftMark(at: spelling.boxes.map(\.x).min() ?? 0, baseline: spelling.baseline, em: size) }
                    continue
                }
                // Bidi controls inside a run: HarfBuzz gives them the space glyph with no advance, which would read as a space.
                if span.text.isEmpty, spans.order[span.glyphs].allSatisfy({ font.advance(run.glyphs[$0].id) == 0 }) { continue }
                if !inText { content.output.append("BT\n") }
                inText = true
                if span.needsActualText {
                    content.output.append("/Span << /ActualText ")
                    content.output.append(utf16: spans.units[span.text])
                    content.output.append(" >> BDC\n")
                }
                for position in span.glyphs {
                    let shown = run.glyphs[spans.order[position]]
                    textLeft = min(textLeft, shown.position.x)
                    font.use(shown.id, text: spans.units[spans.glyphText[position]])
                    content.output.append(matrix)
                    content.output.append(shown.position.x)
                    content.output.append(" ")
                    content.output.append(shown.position.y)
                    content.output.append(" Tm ")
                    content.output.append(glyph: shown.id)
                    content.output.append("Tj\n")
                }
                if span.needsActualText { content.output.append("EMC\n") }
                if marks[k] {
                    content.output.append("ET\n")
                    inText = false
                    let glyphs = spans.order[span.glyphs].map { run.glyphs[$0] }
                    content.rightToLeftMark(at: glyphs.map(\.position.x).min() ?? 0, baseline: glyphs[0].position.y, em: size)
                }
            }
            if inText { content.output.append("ET\n") }
        }
        return textLeft.isFinite ? textLeft : run.glyphs[0].position.x
    }

    /// A right-to-left mark in the invisible font, in the box from `left` to `right` (0.05 em
    /// wide, ending at `x`, for `at`).
    private mutating func rightToLeftMark(from left: Double, to right: Double, baseline: Double, em: Double) {
        invisible("\u{200F}", x: left, width: right - left, height: em, baseline: baseline, copy: 0)
    }

    private mutating func rightToLeftMark(at x: Double, baseline: Double, em: Double) {
        rightToLeftMark(from: x - 0.05 * em, to: x, baseline: baseline, em: em)
    }

    /// Shows `scalar` in the invisible font (copy `copy`), stretched to the box `width` wide from `x`.
    private mutating func invisible(_ scalar: Unicode.Scalar, x: Double, width: Double, height: Double, baseline: Double, copy: Int) {
        let (font, code) = resources.invisible(scalar, copy: copy)
        output.append("BT 3 Tr /T")
        output.append(font)
        output.append(" 1 Tf ")
        output.append(width / PDFInvisibleFont.advance)
        output.append(" 0 0 ")
        output.append(-height)
        output.append(" ")
        output.append(x)
        output.append(" ")
        output.append(baseline)
        output.append(" Tm <")
        output.appendHex(code)
        output.append(">Tj 0 Tr ET\n")
    }

    /// A colour font's run (emoji): each glyph's bitmap drawn as an image where the rasterizer
    /// draws it, and each span's characters shown in the invisible font in boxes sharing the
    /// span's width in reading order, so the text reads as the emoji it shows.
    private mutating func colorText(_ run: PositionedGlyphRun, spans: ActualTextSpans, font: PDFFont) throws {
        let size = run.font.size
        for span in spans.spans {
            var left = Double.infinity, right = -Double.infinity, baseline = 0.0
            for position in span.glyphs {
                let glyph = run.glyphs[spans.order[position]]
                left = min(left, glyph.position.x)
                right = max(right, glyph.position.x + font.advance(glyph.id) * size)
                baseline = glyph.position.y
                guard let bitmap = font.colorBitmap(glyph.id) else { continue }
                let image = resources.image(glyph: glyph.id, of: font, bitmap: bitmap.image)
                output.append("q ")
                output.append(bitmap.width * size)
                output.append(" 0 0 ")
                output.append(-bitmap.height * size)
                output.append(" ")
                output.append(glyph.position.x + bitmap.x * size)
                output.append(" ")
                output.append(glyph.position.y - (bitmap.y - bitmap.height) * size)
                output.append(" cm /Im")
                output.append(image)
                output.append(" Do Q\n")
            }
            let characters = Array(String(decoding: spans.units[span.text], as: UTF16.self).unicodeScalars)
            guard !characters.isEmpty, right > left else { continue }
            let width = (right - left) / Double(characters.count)
            for (n, scalar) in characters.enumerated() {
                invisible(scalar, x: run.isRightToLeft ? right - Double(n + 1) * width : left + Double(n) * width, width: width,
                          height: size, baseline: baseline, copy: n % 2)
            }
        }
    }

    /// Whether a span is spelled out, and its characters' boxes: a span of several characters
    /// or glyphs on a right-to-left run (a lam-alef, a letter with its marks, a letter kashida
    /// stretched), whose characters poppler lays out left to right in one box, /ActualText or
    /// not, and so reads backwards; and a number of Arabic-Indic digits on a left-to-right
    /// run, which MuPDF takes for right-to-left. Nil for any other span.
    /// A number going on with a right-to-left word (`wordEnd`) is spelled out up to where that
    /// word ends, its last box overlapping the word's last letter by 0.16 em as the digits' boxes
    /// overlap each other: poppler reads a space at an overlap under 0.125 em, and MuPDF a new
    /// line at one over 0.25 em. MuPDF also reads a space before the first box where it begins
    /// more than about 0.45 em left of the letter: a number of more than three characters after
    /// a conjunction (`و٣٣٫٣٣`) reads `و ٣٣٫٣٣` there.
    /// The `signs` after a number (see `TextJoin.signsAfter`) are spelled out after its digits.
    private func spelling(_ span: ActualTextSpans.Span, of run: PositionedGlyphRun, spans: ActualTextSpans, font: PDFFont,
                          wordEnd: Double?, signs: [Unicode.Scalar])
        -> (characters: [Unicode.Scalar], boxes: [(x: Double, width: Double)], baseline: Double)? {
        guard span.needsActualText || !signs.isEmpty, !span.text.isEmpty else { return nil }
        let characters = Array(String(decoding: spans.units[span.text], as: UTF16.self).unicodeScalars) + signs
        var left = Double.infinity, right = -Double.infinity, baseline = 0.0, hasArabicNumber = false
        for position in span.glyphs {
            let glyph = run.glyphs[spans.order[position]]
            let advance = font.advance(glyph.id) * run.font.size
            left = min(left, glyph.position.x)
            right = max(right, glyph.position.x + advance)
            if advance > 0 || position == span.glyphs.lowerBound { baseline = glyph.position.y }
        }
        if run.isRightToLeft {
            return (characters, SpellingBoxes.rightToLeft(count: characters.count, right: right, left: left, em: run.font.size), baseline)
        }
        hasArabicNumber = characters.contains { (0x0660...0x0669).contains($0.value) || (0x06F0...0x06F9).contains($0.value) }
        guard hasArabicNumber else { return nil }
        var boxes = SpellingBoxes.leftToRight(count: characters.count, left: left, em: run.font.size)
        if let wordEnd, let last = boxes.last {
            let shift = wordEnd + 0.16 * run.font.size - (last.x + last.width)
            boxes = boxes.map { (x: $0.x + shift, width: $0.width) }
        }
        return (characters, boxes, baseline)
    }
}
