/// The horizontal edges of an HTML inline element's box (CSS 2 §8.1, §10.3.1): the space its
/// left and right margin, border and padding take on the line beside its content. An inline
/// box's vertical margins, borders and padding take no room on the line (§10.8.1).
///
///     InlineBoxEdges(element: 12, left: 40, right: 0)   // <span style="margin-left: 2em"> at 20px
public struct InlineBoxEdges: Hashable, Sendable {
    /// The element's node, which tells two boxes with the same edges apart.
    public var element: Int
    /// Pixels on its left and right side.
    public var left: Double, right: Double

    public init(element: Int, left: Double, right: Double) {
        self.element = element
        self.left = left
        self.right = right
    }
}
