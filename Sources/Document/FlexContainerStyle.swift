import Style

/// The properties of a flex container (CSS Flexbox 1 §5 `flex-direction`, `flex-wrap`; CSS Box
/// Alignment 3 `justify-content`, `align-items`, `align-content`), as written: which physical
/// side each axis starts on depends on the container's `direction` too, and Layout decides it.
///
///     FlexContainerStyle(try #require(styled.style(of: div))).direction   // .columnReverse
public struct FlexContainerStyle: Equatable, Sendable {
    /// §5.1: the main axis and its direction.
    public enum Direction: Equatable, Sendable { case row, rowReverse, column, columnReverse }
    /// §5.2: one line or several, and which way the lines stack.
    public enum Wrap: Equatable, Sendable { case nowrap, wrap, wrapReverse }

    public var direction = Direction.row
    public var wrap = Wrap.nowrap
    public var justifyContent = ContentAlignment.normal
    public var alignItems = SelfAlignment.normal
    public var alignContent = ContentAlignment.normal
    /// The container's `direction`: a row starts on its inline-start side, a column's lines stack from it.
    public var isRightToLeft = false
    /// CSS Box Alignment 3 §8.1: the gutters between rows and between columns of items; nil for `normal` (0 in flex).
    public var rowGap: BoxStyle.Length?
    public var columnGap: BoxStyle.Length?

    public init() {}

    /// The flex container properties of an element with computed style `style`.
    public init(_ style: ComputedStyle) {
        switch style.keyword(.flexDirection) {
        case "row-reverse": direction = .rowReverse
        case "column": direction = .column
        case "column-reverse": direction = .columnReverse
        default: direction = .row
        }
        switch style.keyword(.flexWrap) {
        case "wrap": wrap = .wrap
        case "wrap-reverse": wrap = .wrapReverse
        default: wrap = .nowrap
        }
        justifyContent = ContentAlignment(css: style.keyword(.justifyContent))
        alignItems = SelfAlignment(css: style.keyword(.alignItems))
        alignContent = ContentAlignment(css: style.keyword(.alignContent))
        isRightToLeft = style.isRightToLeft
        rowGap = BoxStyle.Length(style[.rowGap])
        columnGap = BoxStyle.Length(style[.columnGap])
    }

    /// Whether the main axis is the inline axis (`row`, `row-reverse`).
    public var isRow: Bool { direction == .row || direction == .rowReverse }
}
