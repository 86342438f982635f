import Style

/// The properties of a flex item (CSS Flexbox 1 §7 `flex-grow`, `flex-shrink`, `flex-basis`,
/// §5.4 `order`; CSS Box Alignment 3 §6.1 `align-self`).
///
///     FlexItemStyle(try #require(styled.style(of: span))).grow   // 1 for `flex: 1`
public struct FlexItemStyle: Equatable, Sendable {
    /// §7.2.3: the initial main size, before free space is distributed.
    public enum Basis: Equatable, Sendable {
        /// The item's `width` or `height` in the main axis, or its content's size where that is `auto`.
        case auto
        /// The item's content's size.
        case content
        case length(BoxStyle.Length)
    }

    public var grow = 0.0
    public var shrink = 1.0
    public var basis = Basis.auto
    public var order = 0
    public var alignSelf = SelfAlignment.auto

    public init() {}

    /// The flex item properties of an element with computed style `style`.
    public init(_ style: ComputedStyle) {
        if case let .number(n) = style[.flexGrow] { grow = n }
        if case let .number(n) = style[.flexShrink] { shrink = n }
        let value = style[.flexBasis]
        basis = value == .keyword("content") ? .content : BoxStyle.Length(value).map { .length($0) } ?? .auto
        if case let .number(n) = style[.order] { order = Int(n) }
        alignSelf = SelfAlignment(css: style.keyword(.alignSelf))
    }
}
