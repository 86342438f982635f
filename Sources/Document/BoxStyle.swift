import Style

/// The CSS box of a block-level element whose box Galley's own blocks do not draw: its margins,
/// borders, padding, background, width, height, float and position, read from its computed
/// style (CSS 2 §8, §9.3, §9.5, §10.3, §10.6), logical sides already resolved against the element's `direction`
/// (`margin-inline-start` is `margin-right` on a right-to-left element, CSS Logical 1 §4).
///
///     let box = BoxStyle(try #require(styled.style(of: div)))
///     box.padding.left   // 12
public struct BoxStyle: Equatable, Sendable {
    /// Lengths on the four physical sides, in px.
    public struct Edges: Hashable, Sendable {
        public var top = 0.0, right = 0.0, bottom = 0.0, left = 0.0

        public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }

        /// Left and right together.
        public var horizontal: Double { left + right }
        /// Top and bottom together.
        public var vertical: Double { top + bottom }
    }

    /// A width in px, or a share of the containing block's.
    public enum Length: Equatable, Sendable {
        case pixels(Double)
        case percentage(Double)

        /// A computed length or percentage; nil for a keyword (`auto`, `none`, `normal`).
        init?(_ value: CSSValue) {
            if case let .percentage(share) = value {
                self = .percentage(share)
            } else if let px = value.pixels {
                self = .pixels(px)
            } else {
                return nil
            }
        }

        /// The length in px in a containing block `available` px wide.
        public func resolved(in available: Double) -> Double {
            switch self {
            case let .pixels(px): px
            case let .percentage(share): available * share / 100
            }
        }
    }

    /// Which floats a box moves below (CSS 2 §9.5.2).
    public enum Clear: Equatable, Sendable { case left, right, both }

    /// The positioning scheme (CSS 2 §9.3.1; `sticky`, never scrolled, is `relative` with no offset).
    public enum Position: Equatable, Sendable { case `static`, relative, absolute, fixed }

    /// `top`, `right`, `bottom` and `left` (CSS 2 §9.3.2), nil for `auto`.
    public struct Insets: Equatable, Sendable {
        public var top: Length?, right: Length?, bottom: Length?, left: Length?

        public init(top: Length? = nil, right: Length? = nil, bottom: Length? = nil, left: Length? = nil) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    public var margin = Edges()
    /// Whether `margin-left` and `margin-right` are `auto`: they share what the width leaves (§10.3.3).
    public var autoMarginLeft = false, autoMarginRight = false
    public var border = Edges()
    /// The colour of each border: top, right, bottom, left.
    public var borderColors: [RGBA] = Array(repeating: RGBA(red: 0, green: 0, blue: 0), count: 4)
    public var padding = Edges()
    public var background: RGBA?
    /// `width`, nil for `auto`; with `borderBox`, the border box's width (CSS UI 3 §4.1).
    public var width: Length?
    public var maxWidth: Length?
    public var minWidth: Length?
    /// `height`, nil for `auto`; a percentage is `auto` unless the containing block's height is
    /// known (CSS 2 §10.5).
    public var height: Length?
    public var maxHeight: Length?
    public var minHeight: Length?
    public var borderBox = false
    /// `float`'s used side (CSS 2 §9.5.1; `inline-start`/`inline-end` resolved).
    public var float: ComputedStyle.PhysicalFloat?
    public var clear: Clear?
    public var position = Position.static
    public var inset = Insets()
    /// The box's flex container properties when it is one (`display: flex`, CSS Flexbox 1 §3).
    public var flexContainer: FlexContainerStyle?
    /// The box's flex item properties when it is a child of a flex container (§4; an absolutely
    /// positioned one is no flex item, but its `align-self` places it, §4.1).
    public var flexItem: FlexItemStyle?

    public init() {}

    /// Whether the box is a containing block for absolutely positioned boxes in it (CSS 2 §10.1 item 4).
    public var isPositioned: Bool { position != .static }

    /// Whether the box is out of flow, placed by its insets (CSS 2 §9.6).
    public var isAbsolutelyPositioned: Bool { position == .absolute || position == .fixed }

    /// Whether the box's blocks are a block formatting context of their own (CSS 2 §9.4.1): no
    /// float outside reaches in, no margin collapses through its edges.
    /// A flex container and each flex item are one too (CSS Flexbox 1 §3, §4).
    public var establishesFormattingContext: Bool { float != nil || isAbsolutelyPositioned || flexContainer != nil || flexItem != nil }

    /// `position: relative`'s offset in a containing block `width` by `height` px (CSS 2 §9.4.3:
    /// `left` wins over `right`, `top` over `bottom`): the box drawn moved, nothing around it moving.
    public func relativeOffset(width: Double, height: Double) -> (x: Double, y: Double) {
        guard position == .relative else { return (0, 0) }
        let x = inset.left.map { $0.resolved(in: width) } ?? inset.right.map { -$0.resolved(in: width) } ?? 0
        let y = inset.top.map { $0.resolved(in: height) } ?? inset.bottom.map { -$0.resolved(in: height) } ?? 0
        return (x, y)
    }

    /// The box of an element with computed style `style`.
    public init(_ style: ComputedStyle) {
        func pixels(_ property: Property) -> Double { style.pixels(property) ?? 0 }
        func length(_ property: Property) -> Length? { Length(style[property]) }
        margin = Edges(top: pixels(.marginTop), right: pixels(.marginRight), bottom: pixels(.marginBottom), left: pixels(.marginLeft))
        autoMarginLeft = style.keyword(.marginLeft) == "auto"
        autoMarginRight = style.keyword(.marginRight) == "auto"
        border = Edges(top: pixels(.borderTopWidth), right: pixels(.borderRightWidth), bottom: pixels(.borderBottomWidth), left: pixels(.borderLeftWidth))
        borderColors = [Property.borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor].map { property in
            if case let .color(color) = style[property] { return color }
            return style.color
        }
        padding = Edges(top: pixels(.paddingTop), right: pixels(.paddingRight), bottom: pixels(.paddingBottom), left: pixels(.paddingLeft))
        background = style.backgroundColor
        width = length(.width)
        maxWidth = length(.maxWidth)
        minWidth = length(.minWidth)
        height = length(.height)
        maxHeight = length(.maxHeight)
        minHeight = length(.minHeight).flatMap { $0 == .pixels(0) ? nil : $0 }
        borderBox = style.keyword(.boxSizing) == "border-box"
        float = style.floatSide
        switch style.keyword(.clear) {
        case "left": clear = .left
        case "right": clear = .right
        case "both": clear = .both
        case "inline-start": clear = style.isRightToLeft ? .right : .left
        case "inline-end": clear = style.isRightToLeft ? .left : .right
        default: clear = nil
        }
        switch style.keyword(.position) {
        case "relative": position = .relative
        case "sticky": position = .relative
        case "absolute": position = .absolute
        case "fixed": position = .fixed
        default: position = .static
        }
        if style.keyword(.position) != "sticky" {
            inset = Insets(top: length(.top), right: length(.right), bottom: length(.bottom), left: length(.left))
        }
        if style.keyword(.display) == "flex" { flexContainer = FlexContainerStyle(style) }
    }

    /// Whether the box draws or places anything a plain block does not: a border, padding, a
    /// background, a width or height, a float, a clearance, a position, inline margins or margins
    /// other than `verticalMargins` (the margins Galley's own block of that element already has).
    public func isVisible(beyond verticalMargins: (top: Double, bottom: Double) = (0, 0)) -> Bool {
        border != Edges() || padding != Edges() || background != nil || width != nil || maxWidth != nil || float != nil || clear != nil
            || height != nil || minHeight != nil || position != .static || margin.horizontal != 0 || autoMarginLeft || autoMarginRight
            || margin.top != verticalMargins.top || margin.bottom != verticalMargins.bottom
    }
}
