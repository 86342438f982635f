import LineBreak

/// One line of a paragraph as the breaker chose it, before positioning.
struct LineRange: Equatable {
    /// The line's text, trailing spaces and the hard break included.
    var range: Range<Int>
    /// Whether the line ends in a hard break (or the paragraph's end).
    var endsInHardBreak: Bool
}

extension Paragraph {
    /// Greedy line breaking at UAX #14 opportunities, measured with the shaped advances. Trailing
    /// spaces hang (they never push a word to the next line). A word wider than the line is
    /// broken between grapheme clusters, never left to overflow, unless not `breaksLongWords`
    /// (CSS Text 3 §5.5 `overflow-wrap: normal`): it then stands alone on its line, wider than
    /// it. Linear in the text length.
    func lineRanges(width lineWidth: Double, breaksLongWords: Bool = true) -> [LineRange] {
        guard !text.isEmpty else { return [LineRange(range: 0..<0, endsInHardBreak: true)] }
        // Text as wide as the line, to a millionth of a pixel, fits: a box sized to its content
        // (a flex item, a table cell) gets that width back through sums of its edges and
        // shares that differ from the advances' own sum in their last bits.
        let maxWidth = lineWidth + 1e-6
        var lines: [LineRange] = []
        var start = 0
        var fitting: Int?
        var index = 0
        while index < breaks.count {
            let opportunity = breaks[index]
            let end = opportunity.offset
            guard end > start else {
                index += 1
                continue
            }
            let fits = width(of: start..<visibleEnd(start..<end)) <= maxWidth
            if !fits, let previous = fitting {
                lines.append(LineRange(range: start..<previous, endsInHardBreak: false))
                start = previous
                fitting = nil
                continue
            }
            if !fits, breaksLongWords {
                // A single word wider than the line: as many grapheme clusters as fit per line.
                start = breakByGraphemes(start..<end, width: maxWidth, into: &lines)
            }
            if opportunity.isMandatory {
                lines.append(LineRange(range: start..<end, endsInHardBreak: true))
                start = end
                fitting = nil
            } else {
                fitting = end
            }
            index += 1
        }
        if start < text.count { lines.append(LineRange(range: start..<text.count, endsInHardBreak: true)) }
        return lines
    }

    /// Appends lines cut between grapheme clusters of `range` while the rest is too wide;
    /// returns where the remainder starts.
    private func breakByGraphemes(_ range: Range<Int>, width maxWidth: Double, into lines: inout [LineRange]) -> Int {
        let segment = String(decoding: text[range], as: UTF16.self)
        var boundaries: [Int] = []
        var offset = range.lowerBound
        for character in segment {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        var start = range.lowerBound
        var last = start
        for boundary in boundaries {
            if width(of: start..<boundary) > maxWidth, last > start {
                lines.append(LineRange(range: start..<last, endsInHardBreak: false))
                start = last
            }
            last = boundary
        }
        return start
    }

    /// The end of `range` without its trailing white space and hard break, which hang.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, Self.hangs(text[end - 1]) { end -= 1 }
        return end
    }

    /// Spaces that hang at the end of a line, and the line separator.
    static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x2028, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension Paragraph {
    /// The width of the widest line when broken only at hard breaks.
    public var maxContentWidth: Double {
        var widest = 0.0
        var start = 0
        for opportunity in breaks where opportunity.isMandatory {
            widest = max(widest, width(of: start..<visibleEnd(start..<opportunity.offset)))
            start = opportunity.offset
        }
        return widest
    }

    /// The width of the widest piece between two break opportunities: the narrowest the
    /// paragraph can be without breaking inside a word.
    public var minContentWidth: Double {
        pieces.map(\.width).max() ?? 0
    }

    /// The pieces between two break opportunities (UAX #14), trailing spaces left out: what a
    /// line never breaks inside, unless a piece is wider than the line. `endsWord`: white space
    /// (or the end) follows the piece; a URL is several pieces (`example.com/`, `docs/`) of one word.
    public var pieces: [(text: String, width: Double, endsWord: Bool)] {
        var result: [(text: String, width: Double, endsWord: Bool)] = []
        var start = 0
        for opportunity in breaks {
            let end = visibleEnd(start..<opportunity.offset)
            if end > start {
                result.append((String(decoding: text[start..<end], as: UTF16.self), width(of: start..<end),
                               end < opportunity.offset || opportunity.offset == text.count))
            }
            start = opportunity.offset
        }
        return result
    }
}
