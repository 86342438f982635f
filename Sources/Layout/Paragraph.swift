import LocaleRules
import Bidi
import DisplayList
import LineBreak
import Shaping

/// A paragraph shaped once and ready to be broken into lines at any width: its text (UTF-16),
/// bidi levels, line-break opportunities and glyph runs in logical order.
///
/// Hard line breaks (`\n`) become U+2028 LINE SEPARATOR, which breaks the line (UAX #14 BK)
/// and, as `<br>` does in browsers, ends the bidi paragraph, the next one keeping the same
/// base direction (``BidiParagraph/init(utf16:base:starts:)``); tabs become four spaces; noncharacters (U+FDD0...U+FDEF,
/// U+xFFFE, U+xFFFF) are left out.
///
///     let paragraph = Paragraph([AttributedRun("Galley מציג 250 עמודים.")], shaper: shaper)
///     let layout = paragraph.layout(width: 300, alignment: .natural, page: .rightToLeft)
///     layout.lines.count
public struct Paragraph {
    /// The text as laid out, in UTF-16 code units (all offsets below index it).
    public let text: [UInt16]
    /// The paragraph's bidi levels (UAX #9), from which each line's visual runs come.
    public let bidi: BidiParagraph
    /// The paragraph's own direction (from its first strong character unless set).
    public let direction: LayoutDirection
    /// The visible characters none of Galley's fonts has, in logical order: they are drawn as boxes
    /// (the fonts' .notdef glyph). An inline image's U+FFFC is not one of them.
    public let missingCharacters: [Unicode.Scalar]
    let attributes: [(range: Range<Int>, attributes: TextAttributes)]
    let glyphRuns: [GlyphRun]
    let breaks: [LineBreakOpportunity]
    let leftToRight: LeftToRightSpans
    /// `advanceBefore[i]`: the advance in pixels of all clusters starting before offset `i`.
    let advanceBefore: [Double]
    let shaper: Shaper

    /// Shapes `runs` as one paragraph. `base` sets its direction; `.auto` takes it from the first
    /// strong character (UAX #9 P2-P3).
    ///
    ///     let heading = Paragraph([AttributedRun("Install", TextAttributes(style: FontStyle(bold: true), size: 24))],
    ///                             base: .rightToLeft, shaper: shaper)
    public init(_ runs: [AttributedRun], base: BaseDirection = .auto, shaper: Shaper) {
        var text: [UInt16] = []
        var attributes: [(range: Range<Int>, attributes: TextAttributes)] = []
        for run in runs {
            let start = text.count
            for scalar in run.text.unicodeScalars {
                switch scalar.value {
                case 0x0A: text.append(0x2028)
                case 0x09: text.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
                case 0x0D: continue
                // Noncharacters are never drawn (no font has them): they take no place on the line.
                case 0xFDD0...0xFDEF, _ where scalar.value & 0xFFFE == 0xFFFE: continue
                default: text.append(contentsOf: scalar.utf16)
                }
            }
            if text.count > start { attributes.append((start..<text.count, run.attributes)) }
        }
        if attributes.isEmpty { attributes.append((0..<0, runs.first?.attributes ?? TextAttributes())) }
        self.text = text
        self.attributes = attributes
        self.shaper = shaper
        bidi = BidiParagraph(utf16: text, base: base, starts: text.indices.filter { text[$0] == 0x2028 }.map { $0 + 1 })
        direction = bidi.baseLevel.isRightToLeft ? .rightToLeft : .leftToRight
        let language = shaper.languageTag
        // Browsers' defaults: CSS `line-break: auto` breaks as `normal` does, SA text by dictionary.
        breaks = LineBreaker.opportunities(in: text, tailoring: LineBreakTailoring(lineBreakNormal: true) { text, run in
            DictionaryLineBreaks.opportunities(in: text, range: run, language: language)
        })

        leftToRight = LeftToRightSpans(attributes.filter(\.attributes.readsLeftToRight).map(\.range), in: bidi)
        let styles = attributes.map { StyleRun(range: $0.range, style: $0.attributes.style, size: $0.attributes.size) }
        let items = Itemizer(fonts: shaper.fonts, language: shaper.fontLanguage).items(text: text, levels: leftToRight.shapingLevels(bidi.levels), styles: styles)
        let objects = attributes.filter { $0.attributes.object != nil }
        glyphRuns = items.map { item in
            let run = shaper.shape(item, in: text)
            guard objects.contains(where: { $0.range.overlaps(item.range) }) else { return run }
            // An inline image's character advances by the image's width, whatever glyph the font gave it.
            return GlyphRun(item: item, glyphs: run.glyphs.map { glyph in
                guard text[glyph.cluster] == 0xFFFC, let object = objects.first(where: { $0.range.contains(glyph.cluster) })?.attributes.object
                else { return glyph }
                return GlyphRun.Glyph(id: glyph.id, cluster: glyph.cluster, advance: object.width / item.size, xOffset: 0, yOffset: 0)
            })
        }
        missingCharacters = Self.missingCharacters(glyphRuns, text: text, objects: objects.map(\.range))

        var advance = [Double](repeating: 0, count: text.count + 1)
        for run in glyphRuns {
            for glyph in run.glyphs { advance[glyph.cluster + 1] += glyph.advance * run.item.size }
        }
        for i in 0..<text.count { advance[i + 1] += advance[i] }
        advanceBefore = advance
    }

    /// The characters behind glyph 0 (.notdef) that should have been visible: not spaces,
    /// controls or default-ignorable characters, which HarfBuzz may leave without a glyph.
    private static func missingCharacters(_ runs: [GlyphRun], text: [UInt16], objects: [Range<Int>]) -> [Unicode.Scalar] {
        let clusters = Set(runs.flatMap { $0.glyphs.filter { $0.id == 0 }.map(\.cluster) })
            .filter { offset in !objects.contains { $0.contains(offset) } }
        return clusters.sorted().compactMap { offset -> Unicode.Scalar? in
            let units = text[offset..<min(offset + 2, text.count)]
            guard let scalar = String(decoding: units, as: UTF16.self).unicodeScalars.first else { return nil }
            let properties = scalar.properties
            let invisible = properties.isDefaultIgnorableCodePoint || properties.isWhitespace
                || [.control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator].contains(properties.generalCategory)
            return invisible ? nil : scalar
        }
    }

    /// The advance in pixels of the text in `range`.
    func width(of range: Range<Int>) -> Double {
        advanceBefore[range.upperBound] - advanceBefore[range.lowerBound]
    }

    /// The attributes of the text at `offset`.
    func attributes(at offset: Int) -> TextAttributes {
        var low = 0, high = attributes.count
        while low < high {
            let mid = (low + high) / 2
            if attributes[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return attributes[min(low, attributes.count - 1)].attributes
    }
}
