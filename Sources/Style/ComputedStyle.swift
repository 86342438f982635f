/// The computed value of every property for one element (CSS Cascade 4 §4.4): lengths in px,
/// logical sides resolved against the element's own `direction`, `currentcolor` and relative
/// sizes resolved. Layout reads only this, never a selector or a declaration.
///
///     style.direction          // .rightToLeft
///     style[.marginLeft]       // .length(40)
public struct ComputedStyle: Hashable, Sendable {
    var values: [CSSValue]

    /// The initial values (CSS Cascade 4 §7.1), with `direction` and the fonts the page sets.
    static let initial = ComputedStyle(values: initialValues).resolvingBorderWidths()
    /// The initial values as the properties define them: border widths `medium`, resolved
    /// against the element's own border styles once its declarations are applied.
    private static let initialValues = Property.allCases.map { $0.definition.initial }

    /// The computed value of `property`.
    public subscript(property: Property) -> CSSValue {
        get { values[property.rawValue] }
        set { values[property.rawValue] = newValue }
    }

    /// The style an element with no declarations of its own gets below `self`: inherited
    /// properties kept, the others initial (CSS Cascade 4 §7.2).
    func inheritedStyle() -> ComputedStyle {
        var style = self
        for property in Property.allCases where !property.definition.inherited {
            style.values[property.rawValue] = Self.initialValues[property.rawValue]
        }
        return style
    }

    // MARK: Typed access

    /// CSS Writing Modes 3 §2.1.
    public var isRightToLeft: Bool { self[.direction] == .keyword("rtl") }
    /// The keyword of `display`, `unicode-bidi`, `text-align` and other keyword properties.
    public func keyword(_ property: Property) -> String { self[property].keyword ?? "" }
    /// The length in px, or nil for `auto`, `none` and percentages.
    public func pixels(_ property: Property) -> Double? { self[property].pixels }
    /// The font size in px.
    public var fontSize: Double { pixels(.fontSize) ?? 16 }
    /// The font weight, 1 to 1000.
    public var fontWeight: Double {
        if case let .number(weight) = self[.fontWeight] { return weight }
        return 400
    }
    /// `italic` or `oblique`.
    public var isItalic: Bool { keyword(.fontStyle) != "normal" }
    /// `color` as sRGB.
    public var color: RGBA {
        if case let .color(color) = self[.color] { return color }
        return .black
    }
    /// `background-color`, nil when transparent.
    public var backgroundColor: RGBA? {
        if case let .color(color) = self[.backgroundColor], color.alpha > 0 { return color }
        return nil
    }
    /// The font families in order, generic ones as their keyword (`monospace`).
    public var fontFamilies: [String] {
        if case let .families(names) = self[.fontFamily] { return names }
        return []
    }
    /// `font-family` when it starts with a family name, not a generic family (CSS Fonts 4
    /// §2.1.3): the page names a font of its own; nil when Galley's own faces draw it.
    public var namedFamilies: [String]? {
        let families = fontFamilies
        guard let first = families.first, !ValueGrammar.genericFamilies.contains(first) else { return nil }
        return families
    }
    /// CSS Fonts 4 §2.1.3's generic families, as `font-family` keeps them (lower case).
    package static var genericFamilies: Set<String> { ValueGrammar.genericFamilies }
    /// Whether the first generic family is `monospace`, as for `code`, `kbd`, `pre`.
    public var isMonospace: Bool { fontFamilies.contains { $0 == "monospace" || $0 == "ui-monospace" } }
    /// `text-decoration-line` values.
    public var decorationLines: [String] {
        if case let .keywords(lines) = self[.textDecorationLine] { return lines }
        return []
    }
    /// The used side of `float` (CSS Logical 1 §3.2: `inline-start` and `inline-end` by the
    /// containing block's direction, which for a float is its own inherited one).
    public var floatSide: PhysicalFloat? {
        switch keyword(.float) {
        case "left": .left
        case "right": .right
        case "inline-start": isRightToLeft ? .right : .left
        case "inline-end": isRightToLeft ? .left : .right
        default: nil
        }
    }

    /// A float's used side.
    public enum PhysicalFloat: Sendable { case left, right }

    /// CSS Backgrounds 3 §4.3: a border whose style is `none` or `hidden` has width 0.
    func resolvingBorderWidths() -> ComputedStyle {
        var style = self
        for side in PhysicalSide.allCases {
            let width = LogicalBox.borderWidth.property(side)
            let styleKeyword = style.keyword(LogicalBox.borderStyle.property(side))
            if styleKeyword == "none" || styleKeyword == "hidden" {
                style[width] = .length(0)
            } else if let keyword = style[width].keyword {
                style[width] = .length(keyword == "thin" ? 1 : keyword == "thick" ? 5 : 3)
            }
        }
        return style
    }
}
