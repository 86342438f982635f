import Bidi
import DisplayList

/// A glyph run in the order its text is read, cut into spans: the glyphs a PDF shows one after
/// another, each span with the text its glyphs stand for (PDF 32000-1, 14.9.4). A span is one
/// shaped cluster (a lam-alef, a letter with its marks, a letter stretched by kashida) or a
/// number of Arabic-Indic digits with its signs (`٤٢٪`, `١٬٥`); a span whose glyphs cannot say
/// its text through their ToUnicode entries alone gets `/ActualText`, so extractors that honour
/// it read the span whole and in order whatever the glyphs' places on the line.
///
/// Characters that draw nothing and would land inside words as words of their own are left
/// out of the text: bidi formatting characters, noncharacters and controls.
///
///     let spans = ActualTextSpans(run)
///     for span in spans.spans { span.glyphs /* indices into run.glyphs */; span.text }
struct ActualTextSpans {
    struct Span {
        /// Indices into the run's glyphs, in reading order.
        var glyphs: [Int]
        /// The span's text, UTF-16.
        var text: [UInt16]
        /// Each glyph's own text, for the font's ToUnicode map: one character per glyph in
        /// order where a span has as many glyphs as characters, else all on the first glyph.
        var glyphText: [[UInt16]]
        /// Whether the span needs /ActualText: its text is not simply one glyph's.
        var needsActualText: Bool
    }

    var spans: [Span] = []

    init(_ run: PositionedGlyphRun) {
        let utf16 = Array(run.text.utf16)
        let order: [Int] = run.isRightToLeft ? run.glyphs.indices.reversed() : Array(run.glyphs.indices)
        // Glyphs sharing a cluster, in reading order; a cluster that goes backwards (a reordered
        // mark) joins the span before it.
        var groups: [(start: Int, glyphs: [Int])] = []
        for index in order {
            let cluster = min(max(run.glyphs[index].cluster, 0), utf16.count)
            if let last = groups.last, last.start >= cluster {
                groups[groups.count - 1].glyphs.append(index)
            } else {
                groups.append((cluster, [index]))
            }
        }
        for (n, group) in groups.enumerated() {
            let lower = n == 0 ? 0 : group.start, upper = n + 1 < groups.count ? groups[n + 1].start : utf16.count
            let text = Self.shownText(utf16[lower..<upper])
            let scalars = String(decoding: text, as: UTF16.self).unicodeScalars
            let count = scalars.count
            var glyphText = [[UInt16]](repeating: [], count: group.glyphs.count)
            if count == group.glyphs.count {
                for (i, scalar) in scalars.enumerated() { glyphText[i] = Array(scalar.utf16) }
            } else if !glyphText.isEmpty {
                glyphText[0] = text
            }
            spans.append(Span(glyphs: group.glyphs, text: text, glyphText: glyphText, needsActualText: count > 1 || group.glyphs.count > 1))
        }
        joinArabicNumbers()
    }

    /// `units` without the characters a PDF's text leaves out.
    static func shownText(_ units: ArraySlice<UInt16>) -> [UInt16] {
        var kept: [UInt16] = []
        kept.reserveCapacity(units.count)
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars where isShown(scalar) {
            kept.append(contentsOf: scalar.utf16)
        }
        return kept
    }

    static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: false   // bidi formatting characters
        case 0xFDD0...0xFDEF: false                                             // noncharacters (Unicode 23.7)
        case _ where scalar.value & 0xFFFE == 0xFFFE: false
        case 0x00...0x1F, 0x7F...0x9F: false                                    // controls
        default: true
        }
    }

    /// Consecutive spans of a number holding Arabic-Indic digits (bidi class AN) with the
    /// separators and percent signs around them become one span with /ActualText: extractors
    /// that order characters by direction otherwise cut `٤٢٪` into `٤٢` and `٪`.
    private mutating func joinArabicNumbers() {
        func isNumberPart(_ span: Span) -> Bool {
            !span.text.isEmpty && String(decoding: span.text, as: UTF16.self).unicodeScalars.allSatisfy {
                switch BidiClass($0) {
                case .arabicNumber, .europeanNumber, .europeanTerminator, .commonSeparator: true
                default: false
                }
            }
        }
        func hasArabicDigit(_ span: Span) -> Bool {
            String(decoding: span.text, as: UTF16.self).unicodeScalars.contains { BidiClass($0) == .arabicNumber }
        }
        var joined: [Span] = [], n = 0
        while n < spans.count {
            var end = n
            while end < spans.count, isNumberPart(spans[end]) { end += 1 }
            if end - n > 1, spans[n..<end].contains(where: hasArabicDigit) {
                let parts = spans[n..<end]
                joined.append(Span(glyphs: parts.flatMap(\.glyphs), text: parts.flatMap(\.text), glyphText: parts.flatMap(\.glyphText),
                                   needsActualText: true))
                n = end
            } else {
                joined.append(spans[n])
                n += 1
            }
        }
        spans = joined
    }
}
