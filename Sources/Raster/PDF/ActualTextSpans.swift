import Bidi
import DisplayList

/// A glyph run in the order its text is read, cut into spans: the glyphs a PDF shows one after
/// another, each span with the text its glyphs stand for (PDF 32000-1, 14.9.4). A span is one
/// shaped cluster (a lam-alef, a letter with its marks, a letter stretched by kashida) or a
/// number of Arabic-Indic digits with its signs (`٤٢٪`, `١٬٥`); a span of several characters or
/// glyphs gets `/ActualText`, so extractors that honour it read the span whole.
///
/// Characters that draw nothing and would land inside words as words of their own are left
/// out of the text: bidi formatting characters, noncharacters and controls.
///
/// Flat arrays, no strings: a page's runs pass through here glyph by glyph.
///
///     let spans = ActualTextSpans(run)
///     for span in spans.spans { spans.order[span.glyphs] /* indices into run.glyphs */; spans.units[span.text] }
struct ActualTextSpans {
    struct Span {
        /// The span's glyphs: a range of `order`.
        var glyphs: Range<Int>
        /// The span's text: a range of `units`.
        var text: Range<Int>
        /// Whether the span needs /ActualText: it has several characters or glyphs.
        var needsActualText: Bool
    }

    /// The run's glyphs in reading order: indices into its glyphs.
    private(set) var order: [Int]
    /// The text shown, UTF-16, in reading order.
    private(set) var units: [UInt16] = []
    /// Each glyph's own text (by position in `order`), a range of `units`, for the font's
    /// ToUnicode map: one character per glyph in order where a span has as many glyphs as
    /// characters, else all on its first glyph.
    private(set) var glyphText: [Range<Int>]
    private(set) var spans: [Span] = []

    /// `hasAdvance` tells whether a glyph moves the pen: on a right-to-left run, marks of a
    /// cluster of their own (no advance) join their letter's span.
    init(_ run: PositionedGlyphRun, hasAdvance: (UInt32) -> Bool = { _ in true }) {
        let utf16 = Array(run.text.utf16)
        let count = run.glyphs.count
        order = run.isRightToLeft ? Array((0..<count).reversed()) : Array(0..<count)
        glyphText = Array(repeating: 0..<0, count: count)
        units.reserveCapacity(utf16.count)
        spans.reserveCapacity(count)
        // Per span: whether it is all number characters, and whether it has an Arabic-Indic digit.
        var numberParts: [(isNumber: Bool, hasArabicDigit: Bool)] = []
        numberParts.reserveCapacity(count)
        // Where each character shown begins in `units`; a group's are those from its first.
        var scalarStarts: [Int] = []
        scalarStarts.reserveCapacity(utf16.count)
        // Groups of glyphs sharing a cluster, as ranges of `order` and of the text; a cluster
        // that goes backwards (a reordered mark) joins the group before it.
        var groups: [(glyphs: Range<Int>, text: Range<Int>)] = []
        groups.reserveCapacity(count)
        var position = 0
        while position < count {
            let start = min(max(run.glyphs[order[position]].cluster, 0), utf16.count)
            var end = position + 1
            while end < count, min(max(run.glyphs[order[end]].cluster, 0), utf16.count) <= start { end += 1 }
            let lower = position == 0 ? 0 : start
            let upper = end < count ? min(max(run.glyphs[order[end]].cluster, 0), utf16.count) : utf16.count
            if run.isRightToLeft, let last = groups.last, (position..<end).allSatisfy({ !hasAdvance(run.glyphs[order[$0]].id) }) {
                groups[groups.count - 1] = (last.glyphs.lowerBound..<end, last.text.lowerBound..<upper)
            } else {
                groups.append((position..<end, lower..<upper))
            }
            position = end
        }
        for group in groups {
            let (position, end, lower, upper) = (group.glyphs.lowerBound, group.glyphs.upperBound, group.text.lowerBound, group.text.upperBound)
            let textStart = units.count, firstScalar = scalarStarts.count
            var isNumber = true, hasArabicDigit = false
            var i = lower
            while i < upper {
                let unit = utf16[i]
                let isPair = UTF16.isLeadSurrogate(unit) && i + 1 < upper && UTF16.isTrailSurrogate(utf16[i + 1])
                let value = isPair ? 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(utf16[i + 1]) - 0xDC00) : UInt32(unit)
                if let scalar = Unicode.Scalar(value), Self.isShown(scalar) {
                    scalarStarts.append(units.count)
                    units.append(unit)
                    if isPair { units.append(utf16[i + 1]) }
                    switch BidiClass(scalar) {
                    case .arabicNumber: hasArabicDigit = true
                    case .europeanNumber, .europeanTerminator, .commonSeparator: break
                    default: isNumber = false
                    }
                }
                i += isPair ? 2 : 1
            }
            let text = textStart..<units.count
            let glyphs = end - position, scalars = scalarStarts.count - firstScalar
            if scalars == glyphs {
                for n in 0..<scalars {
                    let scalar = firstScalar + n
                    glyphText[position + n] = scalarStarts[scalar]..<(n + 1 < scalars ? scalarStarts[scalar + 1] : units.count)
                }
            } else {
                glyphText[position] = text
            }
            spans.append(Span(glyphs: position..<end, text: text, needsActualText: scalars > 1 || glyphs > 1))
            numberParts.append((isNumber && !text.isEmpty, hasArabicDigit))
        }
        joinArabicNumbers(numberParts)
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
    private mutating func joinArabicNumbers(_ parts: [(isNumber: Bool, hasArabicDigit: Bool)]) {
        guard parts.contains(where: \.hasArabicDigit) else { return }
        var joined: [Span] = [], n = 0
        while n < spans.count {
            var end = n
            while end < spans.count, parts[end].isNumber { end += 1 }
            if end - n > 1, parts[n..<end].contains(where: \.hasArabicDigit) {
                joined.append(Span(glyphs: spans[n].glyphs.lowerBound..<spans[end - 1].glyphs.upperBound,
                                   text: spans[n].text.lowerBound..<spans[end - 1].text.upperBound, needsActualText: true))
                n = end
            } else {
                joined.append(spans[n])
                n += 1
            }
        }
        spans = joined
    }
}
