/// The flex shorthands (CSS Flexbox 1 §7.1 `flex`, §5.3 `flex-flow`).
extension Shorthand {
    /// §7.1: `none | [<flex-grow> <flex-shrink>? || <flex-basis>]`; a grow factor without a
    /// basis sets the basis to 0, and `auto` is `1 1 auto`.
    static func flex(_ items: [ComponentValue]) -> [Longhand] {
        func longhands(_ grow: Double, _ shrink: Double, _ basis: CSSValue) -> [Longhand] {
            [(.physical(.flexGrow), .number(grow)), (.physical(.flexShrink), .number(shrink)), (.physical(.flexBasis), basis)]
        }
        if items.count == 1, let word = items[0].token?.keyword {
            switch word {
            case "none": return longhands(0, 0, .keyword("auto"))
            case "auto": return longhands(1, 1, .keyword("auto"))
            default: break
            }
        }
        guard (1...3).contains(items.count) else { return [] }
        var factors: [Double] = [], basis: CSSValue?
        var afterFactor = false
        for item in items {
            // The two factors are adjacent: a basis goes before or after both. A bare 0 is a factor.
            if case let .number(value)? = item.token, value >= 0, factors.isEmpty || factors.count == 1 && afterFactor {
                factors.append(value)
                afterFactor = true
            } else if basis == nil, let value = Property.flexBasis.definition.grammar.parse([item]) {
                basis = value
                afterFactor = false
            } else {
                return []
            }
        }
        return longhands(factors.first ?? 1, factors.count > 1 ? factors[1] : 1, basis ?? (factors.isEmpty ? .keyword("auto") : .length(0)))
    }

    /// §5.3: `<flex-direction> || <flex-wrap>`.
    static func flexFlow(_ items: [ComponentValue]) -> [Longhand] {
        var direction: CSSValue?, wrap: CSSValue?
        guard (1...2).contains(items.count) else { return [] }
        for item in items {
            if direction == nil, let value = Property.flexDirection.definition.grammar.parse([item]) {
                direction = value
            } else if wrap == nil, let value = Property.flexWrap.definition.grammar.parse([item]) {
                wrap = value
            } else {
                return []
            }
        }
        return [(.physical(.flexDirection), direction ?? .keyword("row")), (.physical(.flexWrap), wrap ?? .keyword("nowrap"))]
    }

    /// CSS Box Alignment 3 §8.3: `gap: <row-gap> <column-gap>?`, the column gap the row gap when
    /// it is not given.
    static func gap(_ items: [ComponentValue]) -> [Longhand] {
        guard (1...2).contains(items.count) else { return [] }
        let values = items.map { Property.rowGap.definition.grammar.parse([$0]) }
        guard let row = values[0], let column = values.count > 1 ? values[1] : row else { return [] }
        return [(.physical(.rowGap), row), (.physical(.columnGap), column)]
    }
}
