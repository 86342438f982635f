import CCairo
import DisplayList

/// The glyph-to-text mapping Cairo needs to keep real text in a PDF: one cluster per group of
/// glyphs sharing a source offset, in logical order (backwards through the glyphs for RTL runs).
/// Bidi formatting characters (isolates, embeddings, marks) are left out of the PDF's text:
/// they are invisible, and text extractors treat them as words of their own. Noncharacters
/// (U+FDD0...U+FDEF, U+xFFFE, U+xFFFF) are left out too: they have no glyph, and Cairo refuses
/// text holding them by putting the whole context in an error state.
struct TextClusters {
    var clusters: [cairo_text_cluster_t]
    /// The run's text without bidi formatting characters, as UTF-8.
    var text: [UInt8]

    /// Nil when the glyphs' clusters are not monotonic in logical order, in which case the run
    /// is drawn as glyphs only.
    init?(_ run: PositionedGlyphRun) {
        let order = run.isRightToLeft ? Array(run.glyphs.indices.reversed()) : Array(run.glyphs.indices)
        let utf16 = Array(run.text.utf16)
        // UTF-8 length of each UTF-16 offset range, via a prefix sum of UTF-8 bytes per unit.
        var utf8Before = [Int](repeating: 0, count: utf16.count + 1)
        text = []
        var i = 0
        while i < utf16.count {
            let unit = utf16[i]
            let isPair = UTF16.isLeadSurrogate(unit) && i + 1 < utf16.count && UTF16.isTrailSurrogate(utf16[i + 1])
            let scalar = isPair ? Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(utf16[i + 1]) - 0xDC00))
                : Unicode.Scalar(unit)
            let kept = scalar.map { !Self.isBidiControl($0) && !Self.isNoncharacter($0) } ?? false
            if kept, let scalar { text += Array(String(scalar).utf8) }
            let bytes = kept ? (isPair ? 4 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3) : 0
            utf8Before[i + 1] = utf8Before[i] + (isPair ? 0 : bytes)
            if isPair {
                utf8Before[i + 2] = utf8Before[i] + bytes
                i += 2
            } else {
                i += 1
            }
        }
        var starts: [(cluster: Int, glyphs: Int)] = []
        for index in order {
            let cluster = min(max(run.glyphs[index].cluster, 0), utf16.count)
            if let last = starts.last, last.cluster == cluster {
                starts[starts.count - 1].glyphs += 1
            } else {
                if let last = starts.last, last.cluster > cluster { return nil }
                starts.append((cluster, 1))
            }
        }
        clusters = []
        for (n, start) in starts.enumerated() {
            let from = n == 0 ? 0 : start.cluster
            let to = n + 1 < starts.count ? starts[n + 1].cluster : utf16.count
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(utf8Before[to] - utf8Before[from]), num_glyphs: Int32(start.glyphs)))
        }
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
}
