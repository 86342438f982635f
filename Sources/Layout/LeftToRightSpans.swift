import Bidi

/// Stretches of a paragraph whose own parts read left to right, in the place the Unicode
/// Bidirectional Algorithm gives them among their neighbours (phone numbers, see
/// `TextAttributes.readsLeftToRight`). A rule of Galley's on top of UAX #9: it may change the
/// order of a stretch's parts, never where the stretch stands relative to the text around it.
///
/// A stretch qualifies when its characters stand together in the paragraph's visual order
/// (UAX #9 L2 on the whole paragraph); then it is shaped left to right and, on each line, its
/// runs are replaced by one left-to-right run in the same place.
///
///     // "+1 (408) 555-1212" in a Hebrew sentence: UAX #9 alone shows "555-1212 (408) 1+".
struct LeftToRightSpans {
    /// The qualifying stretches, in logical order, as UTF-16 ranges of the paragraph.
    let ranges: [Range<Int>]

    /// The stretches of `candidates` that stand together in `bidi`'s visual order.
    init(_ candidates: [Range<Int>], in bidi: BidiParagraph) {
        guard !candidates.isEmpty, bidi.utf16Count > 0 else {
            ranges = []
            return
        }
        var position = [Int](repeating: 0, count: bidi.utf16Count)
        for (visual, logical) in bidi.visualOrder(in: 0..<bidi.utf16Count).enumerated() { position[logical] = visual }
        ranges = candidates.filter { range in
            let positions = range.map { position[$0] }
            return positions.max()! - positions.min()! + 1 == range.count
        }
    }

    /// The bidi levels to shape with: even (left to right) inside the stretches, so nothing in
    /// them is mirrored or shaped backwards.
    func shapingLevels(_ levels: [EmbeddingLevel]) -> [UInt8] {
        var result = levels.map(\.rawValue)
        for range in ranges {
            for i in range where result[i] & 1 == 1 { result[i] += 1 }
        }
        return result
    }

    /// One line's visual runs with each stretch on the line made one left-to-right run where
    /// its pieces stood.
    func apply(to runs: [BidiRun], line: Range<Int>) -> [BidiRun] {
        var runs = runs
        for range in ranges where range.overlaps(line) {
            let part = range.clamped(to: line)
            // Cut runs at the part's ends, keeping visual order (an RTL run's later text is on its left).
            runs = runs.flatMap { run -> [BidiRun] in
                let cuts = [part.lowerBound, part.upperBound].filter { run.range.lowerBound < $0 && $0 < run.range.upperBound }
                let bounds = [run.range.lowerBound] + cuts + [run.range.upperBound]
                let pieces = zip(bounds, bounds.dropFirst()).map { BidiRun(range: $0..<$1, level: run.level) }
                return run.isRightToLeft ? pieces.reversed() : pieces
            }
            let inside = runs.indices.filter { part.contains(runs[$0].range.lowerBound) }
            guard let first = inside.first, let last = inside.last else { continue }
            let level = EmbeddingLevel(rawValue: (runs[first...last].map(\.level.rawValue).max()! + 1) & ~1)
            if last - first + 1 == inside.count {
                runs.replaceSubrange(first...last, with: [BidiRun(range: part, level: level)])
            } else {
                // The line's L1 split the stretch around other text: each piece reads left to right where it is.
                for i in inside { runs[i].level = EmbeddingLevel(rawValue: (runs[i].level.rawValue + 1) & ~1) }
            }
        }
        return runs
    }
}
