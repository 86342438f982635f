/// How the cells of one table column align, as written in the GFM delimiter row.
///
/// GFM's `:--` and `--:` are read as *leading* and *trailing*, not left and right: in a
/// right-to-left table `:--` puts the text on the right. A column without colons follows
/// each cell's own direction (`natural`).
///
/// ```swift
/// // | a | b | c | d |
/// // |---|:--|--:|:-:|
/// [.natural, .leading, .trailing, .center]
/// ```
public enum ColumnAlignment: Equatable, Hashable, Sendable {
    /// `---`: no colon; the cell's own direction decides.
    case natural
    /// `:--`: the start of the line (left in LTR, right in RTL).
    case leading
    /// `--:`: the end of the line (right in LTR, left in RTL).
    case trailing
    /// `:-:`: centred.
    case center
}

/// A GFM table: one header row and any number of body rows of cells.
///
/// Every row has exactly `columns.count` cells: a row written with fewer cells is padded
/// with empty cells, and extra cells are dropped (as GitHub does).
///
/// ```swift
/// // | Name | Size |
/// // |:-----|-----:|
/// // | a    | 250  |
/// table.columns        // [.leading, .trailing]
/// table.header[1]      // TableCell([InlineRun("Size")])
/// table.rows[0][1]     // TableCell([InlineRun("250")])
/// ```
public struct Table: Equatable, Sendable {
    /// The alignment of each column, in logical (source) order.
    public var columns: [ColumnAlignment]
    /// The header cells, one per column.
    public var header: [TableCell]
    /// Whether the table has a header row: an HTML table without `thead` or a row of `th` has
    /// none (its `header` is then empty cells, drawn as no row); a GFM table always has one.
    public var hasHeader: Bool
    /// The body rows; each row has one cell per column.
    public var rows: [[TableCell]]

    /// Creates a table.
    ///
    /// ```swift
    /// Table(columns: [.natural], header: [TableCell([InlineRun("A")])], rows: [[TableCell([InlineRun("1")])]])
    /// ```
    public init(columns: [ColumnAlignment], header: [TableCell], rows: [[TableCell]], hasHeader: Bool = true) {
        self.columns = columns
        self.header = header
        self.hasHeader = hasHeader
        self.rows = rows
    }
}
