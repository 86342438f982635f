/// One cell of a GFM table: its runs, and the direction a trailing `{dir=rtl}`, `{dir=ltr}` or
/// `{dir=auto}` gives it (nil: the table's, which is the page's or its block's).
///
/// ```swift
/// // | שם | Pro {dir=ltr} |
/// table.rows[0][1].direction   // .leftToRight
/// ```
public struct TableCell: Equatable, Sendable {
    /// The cell's text.
    public var content: [InlineRun]
    /// The cell's own direction, or nil to take the table's.
    public var direction: TextDirection?

    /// Creates a cell.
    ///
    /// ```swift
    /// TableCell([InlineRun("250")])
    /// ```
    public init(_ content: [InlineRun], direction: TextDirection? = nil) {
        self.content = content
        self.direction = direction
    }
}
