import Style

/// The horizontal edges of an HTML inline element's box (CSS 2 §8.1, §10.3.1): the space its
/// left and right margin, border and padding take on the line beside its content, and what is
/// drawn of the box (its borders, padding and background, §8.5, CSS Backgrounds 3 §3.7). An
/// inline box's vertical margins, borders and padding take no room on the line (§10.8.1).
///
///     InlineBoxEdges(element: 12, left: 40, right: 0)   // <span style="margin-left: 2em"> at 20px
public struct InlineBoxEdges: Hashable, Sendable {
    /// The element's node, which tells two boxes with the same edges apart.
    public var element: Int
    /// Pixels on its left and right side: margin, border and padding together.
    public var left: Double, right: Double
    /// Whether the element's `direction` is right to left: its first line then has its right
    /// side's edges and its last line its left side's (CSS 2 §8.6).
    public var isRightToLeft = false
    /// The widths of its border, and of its padding, on the four sides.
    public var border = BoxStyle.Edges(), padding = BoxStyle.Edges()
    /// The colour of each border: top, right, bottom, left.
    public var borderColors: [RGBA] = []
    public var background: RGBA?
    /// Whether the box goes on before the paragraph, or after it: an inline element split round a
    /// block inside it (CSS 2 §9.2.1.1) has its start side on its first piece only, its end side
    /// on its last.
    public var continuesBefore = false, continuesAfter = false

    public init(element: Int, left: Double, right: Double) {
        self.element = element
        self.left = left
        self.right = right
    }

    /// Whether anything of the box is drawn: a border or a background.
    public var isDrawn: Bool { background != nil || border != BoxStyle.Edges() }
}
