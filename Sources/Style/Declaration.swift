/// One declaration after parsing: a longhand (physical, or logical to be resolved against the
/// element's `direction`) with its value or a CSS-wide keyword.
struct Declaration: Hashable, Sendable {
    enum Target: Hashable, Sendable {
        case physical(Property)
        /// CSS Logical Properties 1 §4: a box side named by flow, mapped in ``Cascade``.
        case logical(LogicalSide, LogicalBox)
    }

    /// CSS Cascade 4 §7.3: the keywords every property takes.
    enum Value: Hashable, Sendable {
        case value(CSSValue)
        case inherit
        case initial
        /// `unset` (and `revert`, which Galley treats as `unset`: it has no user sheet to revert to).
        case unset
    }

    var target: Target
    var value: Value
    var important: Bool

    /// The declarations `name: value` stands for (a shorthand gives several), or empty when
    /// the property is unknown or the value invalid: the declaration is ignored, as browsers
    /// ignore it.
    static func parse(_ declaration: CSSParser.Declaration) -> [Declaration] {
        let items = declaration.value.filter { !$0.isWhitespace }
        if items.count == 1, let keyword = items[0].token?.keyword, let wide = cssWide[keyword] {
            return targets(of: declaration.name).map { Declaration(target: $0, value: wide, important: declaration.important) }
        }
        return Shorthand.expand(declaration.name, declaration.value[...]).map {
            Declaration(target: $0.0, value: .value($0.1), important: declaration.important)
        }
    }

    private static let cssWide: [String: Value] = ["inherit": .inherit, "initial": .initial, "unset": .unset, "revert": .unset]

    /// The longhands a name sets, for CSS-wide keywords.
    private static func targets(of name: String) -> [Target] {
        if let property = Property.named(name) { return [.physical(property)] }
        if let logical = LogicalSide.longhand(name) { return [.logical(logical.0, logical.1)] }
        return Shorthand.longhands(of: name)
    }
}

/// A side named by flow: in horizontal writing modes the block sides are top and bottom, the
/// inline sides left and right in the order `direction` gives (CSS Logical Properties 1 §4).
enum LogicalSide: Hashable, Sendable {
    case blockStart, blockEnd, inlineStart, inlineEnd

    static let inlineSides: [LogicalSide] = [.inlineStart, .inlineEnd]
    static let blockSides: [LogicalSide] = [.blockStart, .blockEnd]

    /// The physical side for an element whose `direction` is `rightToLeft` or not.
    func physical(rightToLeft: Bool) -> PhysicalSide {
        switch self {
        case .blockStart: .top
        case .blockEnd: .bottom
        case .inlineStart: rightToLeft ? .right : .left
        case .inlineEnd: rightToLeft ? .left : .right
        }
    }

    /// `margin-inline-start` and the other logical longhands, by name.
    static func longhand(_ name: String) -> (LogicalSide, LogicalBox)? {
        longhands[name]
    }

    /// The logical longhands by name, spelled once rather than for each declaration parsed.
    private static let longhands: [String: (LogicalSide, LogicalBox)] = {
        var names: [String: (LogicalSide, LogicalBox)] = [:]
        for box in LogicalBox.allCases {
            for (suffix, side) in [("block-start", blockStart), ("block-end", blockEnd), ("inline-start", inlineStart), ("inline-end", inlineEnd)] {
                names[box.name(suffix)] = (side, box)
            }
        }
        return names
    }()
}

/// The four physical sides, in the order of CSS's 1-to-4-value shorthands.
enum PhysicalSide: Int, CaseIterable, Sendable {
    case top, right, bottom, left
}

/// The side-dependent longhand families that have logical forms.
enum LogicalBox: CaseIterable, Hashable, Sendable {
    case margin, padding, borderWidth, borderStyle, borderColor, inset

    func name(_ side: String) -> String {
        switch self {
        case .margin: "margin-\(side)"
        case .padding: "padding-\(side)"
        case .borderWidth: "border-\(side)-width"
        case .borderStyle: "border-\(side)-style"
        case .borderColor: "border-\(side)-color"
        case .inset: "inset-\(side)"
        }
    }

    /// The physical longhand on `side`.
    func property(_ side: PhysicalSide) -> Property {
        let sides: [Property]
        switch self {
        case .margin: sides = [.marginTop, .marginRight, .marginBottom, .marginLeft]
        case .padding: sides = [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft]
        case .borderWidth: sides = [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth]
        case .borderStyle: sides = [.borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle]
        case .borderColor: sides = [.borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor]
        case .inset: sides = [.top, .right, .bottom, .left]
        }
        return sides[side.rawValue]
    }
}
