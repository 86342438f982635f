/// A block-level HTML element drawn as a CSS box around the blocks it holds: a `div` with a
/// border, a `section` with padding and a background, a floated `aside`, a `p` with a width;
/// or a part of a CSS table (``tablePart``): the table, its rows, its cells.
///
///     Block(.box(BoxBlock(style: box, children: [Block(.paragraph([InlineRun("שלום")]), line: 3)])), line: 2)
public struct BoxBlock: Equatable, Sendable {
    public var style: BoxStyle
    public var children: [Block]
    /// Whether the box is the element of its one child (a `p` or `h2` with a border, whose
    /// text is the child): the child's own spacing then gives way to the box's margins.
    public var isOwnBlock: Bool
    /// The part of a CSS table the box is (`display: table`, `table-row`, `table-cell` …), nil
    /// for a block box.
    public var tablePart: TablePart?

    public init(style: BoxStyle, children: [Block], isOwnBlock: Bool = false, tablePart: TablePart? = nil) {
        self.style = style
        self.children = children
        self.isOwnBlock = isOwnBlock
        self.tablePart = tablePart
    }
}
