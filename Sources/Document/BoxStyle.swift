import Style

/// The CSS box of a block-level element whose box Galley's own blocks do not draw: its margins,
/// borders, padding, background, width and float, read from its computed style (CSS 2 §8,
/// §9.5, §10.3.3), logical sides already resolved against the element's `direction`
/// (`margin-inline-start` is `margin-right` on a right-to-left element, CSS Logical 1 §4).
///
///     let box = BoxStyle(try #require(styled.style(of: div)))
///     box.padding.left   // 12
public struct BoxStyle: Equatable, Sendable {
    /// Lengths on the four physical sides, in px.
    public struct Edges: Equatable, Sendable {
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
    public var borderBox = false
    /// `float`'s used side (CSS 2 §9.5.1; `inline-start`/`inline-end` resolved).
    public var float: ComputedStyle.PhysicalFloat?
    public var clear: Clear?
    /// `position: relative`'s offset (CSS 2 §9.4.3): the box drawn moved, nothing around it moving.
    public var offset = (x: 0.0, y: 0.0)

    public init() {}

    public static func == (a: BoxStyle, b: BoxStyle) -> Bool {
        a.margin == b.margin && a.autoMarginLeft == b.autoMarginLeft && a.autoMarginRight == b.autoMarginRight && a.border == b.border
            && a.borderColors == b.borderColors && a.padding == b.padding && a.background == b.background && a.width == b.width
            && a.maxWidth == b.maxWidth && a.minWidth == b.minWidth && a.borderBox == b.borderBox && a.float == b.float
            && a.clear == b.clear && a.offset == b.offset
    }

    /// The box of an element with computed style `style`.
    public init(_ style: ComputedStyle) {
        func pixels(_ property: Property) -> Double { style.pixels(property) ?? 0 }
        func length(_ property: Property) -> Length? {
            switch style[property] {
            case let .percentage(share): .percentage(share)
            case let value: value.pixels.map { .pixels($0) }
            }
        }
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
        if style.keyword(.position) == "relative" {
            // §9.4.3: left wins over right, top over bottom.
            let x = style.pixels(.left) ?? style.pixels(.right).map { -$0 } ?? 0
            let y = style.pixels(.top) ?? style.pixels(.bottom).map { -$0 } ?? 0
            offset = (x, y)
        }
    }

    /// Whether the box draws or places anything a plain block does not: a border, padding, a
    /// background, a width, a float, a clearance, an offset, inline margins or margins other
    /// than `verticalMargins` (the margins Galley's own block of that element already has).
    public func isVisible(beyond verticalMargins: (top: Double, bottom: Double) = (0, 0)) -> Bool {
        border != Edges() || padding != Edges() || background != nil || width != nil || maxWidth != nil || float != nil || clear != nil
            || offset != (0, 0) || margin.horizontal != 0 || autoMarginLeft || autoMarginRight
            || margin.top != verticalMargins.top || margin.bottom != verticalMargins.bottom
    }
}
