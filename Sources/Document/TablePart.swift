/// The part of a CSS table a box is (CSS 2.1 §17.2): the `display` values `table`,
/// `inline-table` and `table-*`, with what the table layout reads of each. A table's box holds
/// its captions, columns and column groups, row groups and rows; a row holds its cells; a cell
/// holds blocks. Where the page leaves a part out, the reader supplies an anonymous one
/// (§17.2.1), so a table reaches layout whole.
///
///     // <div style="display: table"><div style="display: table-cell">a</div></div>
///     BoxBlock(style: table, children: [row], tablePart: .table(fixedLayout: false, spacing: 0))
///     // row: BoxBlock(style: BoxStyle(), children: [cell], tablePart: .row)
public enum TablePart: Equatable, Sendable {
    /// The table box (`table`, `inline-table`): `table-layout: fixed` (§17.5.2.1) or automatic
    /// (§17.5.2.2), and its `border-spacing` in px (§17.6.1).
    case table(fixedLayout: Bool, spacing: Double)
    /// `table-caption`, above the table or, for `caption-side: bottom`, below it (§17.4.1).
    case caption(bottom: Bool)
    /// `table-column-group`: its columns, or `span` columns of its own when it has none (§17.2).
    case columnGroup(span: Int)
    /// `table-column`: `span` columns.
    case column(span: Int)
    /// `table-header-group`, `table-row-group` or `table-footer-group`: header groups come
    /// first and footer groups last, wherever they are in the source (§17.2).
    case rowGroup(RowGroup)
    /// `table-row`.
    case row
    /// `table-cell`, aligned in its row by its `vertical-align` (§17.5.3).
    case cell(verticalAlign: CellAlignment)

    /// Which rows a row group holds.
    public enum RowGroup: Equatable, Sendable { case header, body, footer }

    /// Where a cell's content sits in a row taller than it (§17.5.3).
    public enum CellAlignment: Equatable, Sendable { case baseline, top, middle, bottom }
}
