import Bidi
import CCairo
import DisplayList

/// The glyph-to-text mapping Cairo needs to keep real text in a PDF: one cluster per group of
/// glyphs sharing a source offset, glyphs and clusters in logical order, so that the content
/// stream holds the text in the order it is read.
///
/// Every character reaches a glyph that has width, so that text extractors, which place each
/// character in its glyph's box, never see a character of width zero away from its word: a
/// ligature component (the alef of lam-alef in Noto Naskh Arabic, a base glyph of advance zero
/// drawn over the lam) gives its letters to the glyph before it and is drawn without text, as
/// is the glyph of a bidi formatting character.
/// On a right-to-left run, a cluster of several characters (a lam-alef ligature, a letter with
/// its marks; marks in a cluster of their own join their letter's) is spelled out, see
/// `spelledOut`. Bidi formatting characters (isolates, embeddings, marks) are left
/// out of the PDF's text: they are invisible, and extractors treat them as words of their own.
/// Noncharacters (U+FDD0...U+FDEF, U+xFFFE, U+xFFFF) are left out too: they have no glyph, and
/// Cairo refuses text holding them by putting the whole context in an error state; and so are
/// control characters (U+0000...U+001F, U+007F...U+009F), which draw nothing and, given to an
/// invisible glyph's neighbour, would land inside a word.
///
///     let clusters = TextClusters(run, advances: advances)
///     clusters?.glyphs      // indices into run.glyphs that carry the text, in logical order
///     clusters?.components  // indices of the ligature components, drawn without text
struct TextClusters {
    var clusters: [cairo_text_cluster_t]
    /// The run's text without bidi formatting characters, as UTF-8.
    var text: [UInt8]
    /// The glyphs the clusters cover, in logical order: indices into the run's glyphs.
    var glyphs: [Int]
    /// Glyphs drawn without text: ligature components and the glyphs of bidi formatting
    /// characters. Indices into the run's glyphs.
    var components: [Int]
    /// The clusters spelled out, ascending, each with where its glyphs begin and end on the
    /// baseline: each drawn without text, its characters shown one by one as invisible text
    /// over that span (see InvisibleFont), each in its own box (see SpellingBoxes). So is every
    /// cluster of several characters on a right-to-left run (a lam-alef ligature, a letter
    /// with its marks), which poppler would read backwards: it lays a glyph's characters out
    /// left to right in the glyph's box and a zero-width mark at its glyph's origin, right of
    /// its letter, and then reads the line right to left by each character's left edge. So is
    /// a letter that kashida stretched: its box spans its tatweels, where poppler and PyMuPDF
    /// would otherwise see a gap, and a space, inside the word. And so is every cluster of a left-to-right run holding an
    /// Arabic number character (bidi class AN: the Arabic-Indic digits ٠...٩), which MuPDF
    /// takes for right-to-left and, drawn left to right as they are read, for a sign that the
    /// whole line was drawn in visual order; and so, for the same reason, are the neutral
    /// characters (bidi classes WS, ON, CS) that begin a left-to-right run drawn after a
    /// right-to-left one, when there are two or more (`) ` after a Hebrew word): MuPDF takes
    /// them for right-to-left too.
    var spelledOut: [(cluster: Int, left: Double, right: Double)]

    /// Nil when the glyphs' clusters are not monotonic in logical order, in which case the run
    /// is drawn as glyphs only. `advances[i]` is the advance of `run.glyphs[i]` in its font;
    /// `tatweel` is the font's glyph for U+0640, if it has one; `afterRightToLeft` tells that the
    /// run drawn before this one was right-to-left.
    init?(_ run: PositionedGlyphRun, advances: [Double], tatweel: UInt32? = nil, afterRightToLeft: Bool = false) {
        let order = run.isRightToLeft ? Array(run.glyphs.indices.reversed()) : Array(run.glyphs.indices)
        let utf16 = Array(run.text.utf16)
        // UTF-8 length of each UTF-16 offset range, via a prefix sum of UTF-8 bytes per unit.
        var utf8Before = [Int](repeating: 0, count: utf16.count + 1)
        // Whether the scalar starting at each UTF-16 offset is a letter, digit or symbol: not a
        // mark, not a bidi control.
        var isBase = [Bool](repeating: false, count: utf16.count)
        text = []
        var i = 0
        while i < utf16.count {
            let unit = utf16[i]
            let isPair = UTF16.isLeadSurrogate(unit) && i + 1 < utf16.count && UTF16.isTrailSurrogate(utf16[i + 1])
            let scalar = isPair ? Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(utf16[i + 1]) - 0xDC00))
                : Unicode.Scalar(unit)
            var kept = false
            if let scalar, !Self.isBidiControl(scalar), !Self.isNoncharacter(scalar) {
                let category = scalar.properties.generalCategory
                kept = category != .control
                if kept {
                    text.append(contentsOf: UTF8.encode(scalar)!)
                    isBase[i] = !Self.isMark(category)
                }
            }
            let bytes = kept ? (isPair ? 4 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3) : 0
            utf8Before[i + 1] = utf8Before[i] + (isPair ? 0 : bytes)
            if isPair {
                utf8Before[i + 2] = utf8Before[i] + bytes
                i += 2
            } else {
                i += 1
            }
        }
        // Groups of glyphs sharing a cluster, in logical order: each a stretch of `order`.
        var groups: [(cluster: Int, glyphs: Range<Int>)] = []
        groups.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            let cluster = min(max(run.glyphs[index].cluster, 0), utf16.count)
            if let last = groups.last, last.cluster == cluster {
                groups[groups.count - 1].glyphs = last.glyphs.lowerBound..<position + 1
            } else {
                if let last = groups.last, last.cluster > cluster { return nil }
                groups.append((cluster, position..<position + 1))
            }
        }
        // Text ranges as UTF-16 offsets: the first group from the start, each to the next's start.
        var ranges = groups.indices.map { n in
            (n == 0 ? 0 : groups[n].cluster)..<(n + 1 < groups.count ? groups[n + 1].cluster : utf16.count)
        }
        // A run of bidi formatting characters only (an isolate's LRI or PDI) has no text at all.
        components = text.isEmpty ? order : []
        if text.isEmpty {
            groups = []
            ranges = []
        }
        // Kashida: tatweel glyphs in a cluster of letters that has no tatweel are ink without text.
        var elongations = Set<Int>()
        if let tatweel {
            for n in groups.indices where groups[n].glyphs.count > 1 && !utf16[ranges[n]].contains(0x0640) {
                let stretch = order[groups[n].glyphs]
                let added = stretch.filter { run.glyphs[$0].id == tatweel }
                if added.count < stretch.count { elongations.formUnion(added) }
            }
            components += elongations.sorted()
        }
        var n = 0
        while n < groups.count {
            let hasNoText = utf8Before[ranges[n].upperBound] == utf8Before[ranges[n].lowerBound]
            let isZeroWidth = order[groups[n].glyphs].allSatisfy { advances[$0] == 0 }
            let isComponent = groups.count > 1 && (hasNoText || isZeroWidth && ranges[n].contains { isBase[$0] })
            if !isComponent, isZeroWidth, run.isRightToLeft, n > 0 {
                // Marks of their own cluster on a right-to-left run join their letter's, to be spelled out with it.
                groups[n - 1].glyphs = groups[n - 1].glyphs.lowerBound..<groups[n].glyphs.upperBound
                ranges[n - 1] = ranges[n - 1].lowerBound..<ranges[n].upperBound
                groups.remove(at: n)
                ranges.remove(at: n)
                continue
            }
            guard isComponent else {
                n += 1
                continue
            }
            components += order[groups[n].glyphs]
            let into = n > 0 ? n - 1 : n + 1
            ranges[into] = min(ranges[into].lowerBound, ranges[n].lowerBound)..<max(ranges[into].upperBound, ranges[n].upperBound)
            groups.remove(at: n)
            ranges.remove(at: n)
        }
        func shown(_ stretch: Range<Int>) -> ArraySlice<Int> {
            elongations.isEmpty ? order[stretch] : ArraySlice(order[stretch].filter { !elongations.contains($0) })
        }
        glyphs = groups.flatMap { shown($0.glyphs) }
        clusters = []
        clusters.reserveCapacity(groups.count)
        spelledOut = []
        func span(_ n: Int) -> (cluster: Int, left: Double, right: Double) {
            let all = order[groups[n].glyphs]
            return (n, all.map { run.glyphs[$0].position.x }.min()!, all.map { run.glyphs[$0].position.x + advances[$0] }.max()!)
        }
        // The neutral clusters (spaces, punctuation: bidi classes WS, ON, CS) that begin a
        // left-to-right run drawn after a right-to-left one.
        var leading: [(cluster: Int, left: Double, right: Double)] = [], isLeading = afterRightToLeft && !run.isRightToLeft
        for n in groups.indices {
            let bytes = utf8Before[ranges[n].lowerBound]..<utf8Before[ranges[n].upperBound]
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(bytes.count),
                                                 num_glyphs: Int32(elongations.isEmpty ? groups[n].glyphs.count : shown(groups[n].glyphs).count)))
            let isSpelledOut: Bool
            if run.isRightToLeft {
                var characters = 0
                for i in bytes where text[i] & 0xC0 != 0x80 { characters += 1 }
                isSpelledOut = characters > 1 || Int(clusters[n].num_glyphs) < groups[n].glyphs.count
            } else {
                isSpelledOut = text[bytes].contains { $0 >= 0x80 }
                    && String(decoding: text[bytes], as: UTF8.self).unicodeScalars.contains { BidiClass($0) == .arabicNumber }
                if isLeading, !isSpelledOut, String(decoding: text[bytes], as: UTF8.self).unicodeScalars.allSatisfy({
                    [.whiteSpace, .otherNeutral, .commonSeparator].contains(BidiClass($0))
                }) {
                    leading.append(span(n))
                    continue
                }
                if isLeading, leading.count > 1 { spelledOut += leading }
                isLeading = false
            }
            if isSpelledOut { spelledOut.append(span(n)) }
        }
        if isLeading, leading.count > 1 { spelledOut += leading }
    }

    /// Unicode's 66 noncharacters (chapter 23.7): U+FDD0...U+FDEF and the last two code points of each plane.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
