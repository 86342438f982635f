import Document
import DisplayList

/// One line's piece of an inline box (CSS 2 §8.6, §9.4.2): where its border box stands on the
/// line and which of its side edges it has. A box split across lines has its start side's
/// margin, border and padding on its first line only and its end side's on its last.
public struct InlineBoxFragment: Sendable {
    /// The box's edges, borders and background.
    public var edges: InlineBoxEdges
    /// The left and right of its border box, from the paragraph box's left edge.
    public var x: Double, maxX: Double
    /// The height of its content area above and below the baseline (CSS 2 §10.6.1): the
    /// ascent and descent of the fonts of its text.
    public var ascent: Double, descent: Double
    /// Whether the fragment has the box's left side, and its right side.
    public var hasLeftEdge: Bool, hasRightEdge: Bool
}

extension InlineBoxFragment {
    /// Its background and borders, `baseline` being the line's baseline on the page: the border box
    /// reaches its padding and border past the content area above and below (CSS 2 §10.6.1), and
    /// has left and right borders only where it has that side (CSS Backgrounds 3 §3.7).
    func displayItems(at baseline: Point) -> [DisplayItem] {
        let b = edges.border, p = edges.padding
        let frame = Rect(x: baseline.x + x, y: baseline.y - ascent - p.top - b.top, width: maxX - x,
                         height: ascent + descent + p.vertical + b.vertical)
        var items: [DisplayItem] = []
        if let background = edges.background { items.append(.rectangle(frame, fill: Color(background))) }
        let left = hasLeftEdge ? b.left : 0, right = hasRightEdge ? b.right : 0
        let sides = [
            Rect(x: frame.x, y: frame.y, width: frame.width, height: b.top),
            Rect(x: frame.maxX - right, y: frame.y, width: right, height: frame.height),
            Rect(x: frame.x, y: frame.maxY - b.bottom, width: frame.width, height: b.bottom),
            Rect(x: frame.x, y: frame.y, width: left, height: frame.height),
        ]
        for (rect, color) in zip(sides, edges.borderColors.map(Color.init)) where rect.width > 0 && rect.height > 0 && color.alpha > 0 {
            items.append(.rectangle(rect, fill: color))
        }
        return items
    }
}
