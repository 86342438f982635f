/// An element laid out as an atomic inline (CSS 2 §9.2.4 `display: inline-block`): a block box
/// of its own, shrink-to-fit wide (§10.3.9), standing in its line as one character, U+FFFC, a
/// bidi neutral, on the baseline of its last line (§10.8.1).
///
///     InlineRun("\u{FFFC}", style: InlineStyle(inlineBlock: InlineBlock(element: 7, box: box)))
public struct InlineBlock: Hashable, Sendable {
    /// The element's node, which tells two equal boxes apart.
    public var element: Int
    /// Its box and the blocks inside it.
    public var box: BoxBlock

    public init(element: Int, box: BoxBlock) {
        self.element = element
        self.box = box
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(element) }
}
