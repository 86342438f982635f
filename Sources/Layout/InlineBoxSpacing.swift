import Document

/// The space an inline box's left and right margins, borders and padding take on a line
/// (``InlineBoxEdges``, CSS 2 §8.1, §10.3.1), put at the box's visual edges once its line is
/// reordered: the left side's before the box's leftmost glyph on the line, the right side's after
/// its rightmost (CSS 2 §9.10 places a box's edges on its fragments as they are laid out, whatever
/// its direction). Line breaking does not measure it: a line of spaced boxes may reach past its
/// width by it.
extension ParagraphLayout {
    /// Moves the glyphs of `runs` (one line's, in visual order, their clusters relative to each
    /// run's range) right by the spacing of the inline boxes before them; returns the width added.
    static func spacingInlineBoxes(_ runs: inout [Run], attributes: (Int) -> TextAttributes) -> Double {
        // The first and last glyph of each box on the line, in visual order.
        var first: [Int: (run: Int, glyph: Int)] = [:], last: [Int: (run: Int, glyph: Int)] = [:]
        var spacing: [Int: InlineBoxEdges] = [:]
        for r in runs.indices {
            for g in runs[r].glyphs.indices {
                for box in attributes(runs[r].range.lowerBound + runs[r].glyphs[g].cluster).inlineBoxes {
                    if first[box.element] == nil { first[box.element] = (r, g) }
                    last[box.element] = (r, g)
                    spacing[box.element] = box
                }
            }
        }
        guard !spacing.isEmpty else { return 0 }
        var shift = 0.0
        for r in runs.indices {
            let runShift = shift
            for g in runs[r].glyphs.indices {
                for (box, at) in first where at == (r, g) { shift += spacing[box]!.left }
                runs[r].glyphs[g].position.x += shift
                for (box, at) in last where at == (r, g) { shift += spacing[box]!.right }
            }
            // The run keeps its glyphs between its edges: it starts where its first glyph's spacing begins.
            runs[r].x += runShift
            runs[r].width += shift - runShift
        }
        return shift
    }
}
