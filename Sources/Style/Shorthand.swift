/// Shorthands and logical longhands, expanded into the longhands of ``Property`` when parsed
/// (CSS Cascade 4 §1.2: a shorthand sets all its longhands, those it omits to their initial values).
enum Shorthand {
    typealias Longhand = (Declaration.Target, CSSValue)

    /// The longhands `name: values` sets; empty when the name is unknown or the value invalid.
    static func expand(_ name: String, _ values: ArraySlice<ComponentValue>) -> [Longhand] {
        if let property = Property.named(name) {
            return property.definition.grammar.parse(values).map { [(.physical(property), $0)] } ?? []
        }
        if let (side, box) = LogicalSide.longhand(name) {
            return grammar(of: box).parse(values).map { [(.logical(side, box), $0)] } ?? []
        }
        let items = Array(values.filter { !$0.isWhitespace })
        switch name {
        case "margin": return sides(items, .margin)
        case "padding": return sides(items, .padding)
        case "inset": return sides(items, .inset)
        case "border-width": return sides(items, .borderWidth)
        case "border-style": return sides(items, .borderStyle)
        case "border-color": return sides(items, .borderColor)
        case "margin-inline", "margin-block", "padding-inline", "padding-block", "inset-inline", "inset-block":
            let box: LogicalBox = name.hasPrefix("margin") ? .margin : name.hasPrefix("padding") ? .padding : .inset
            return pair(items, box, name.hasSuffix("inline") ? LogicalSide.inlineSides : LogicalSide.blockSides)
        case "border":
            return border(items).map { parts in PhysicalSide.allCases.flatMap { side in physical(parts, side) } } ?? []
        case "border-top", "border-right", "border-bottom", "border-left":
            let side = PhysicalSide.allCases.first { name == "border-\($0.name)" }!
            return border(items).map { physical($0, side) } ?? []
        case "border-inline-start", "border-inline-end", "border-block-start", "border-block-end", "border-inline", "border-block":
            let sides: [LogicalSide] = switch name {
            case "border-inline-start": [.inlineStart]
            case "border-inline-end": [.inlineEnd]
            case "border-block-start": [.blockStart]
            case "border-block-end": [.blockEnd]
            case "border-inline": LogicalSide.inlineSides
            default: LogicalSide.blockSides
            }
            return border(items).map { parts in sides.flatMap { side in
                [(.logical(side, .borderWidth), parts.width), (.logical(side, .borderStyle), parts.style), (.logical(side, .borderColor), parts.color)]
            } } ?? []
        case "background":
            return background(items)
        case "font":
            return font(values)
        case "text-decoration":
            let lines = items.filter { item in ["underline", "overline", "line-through", "none", "blink"].contains(item.token?.keyword ?? "") }
            return ValueGrammar.decorationLines.parse(lines[...]).map { [(.physical(.textDecorationLine), $0)] } ?? []
        case "list-style":
            var result: [Longhand] = [(.physical(.listStyleType), .keyword("disc")), (.physical(.listStylePosition), .keyword("outside"))]
            for item in items {
                if let word = item.token?.keyword, word == "inside" || word == "outside" {
                    result[1].1 = .keyword(word)
                } else if item.token?.keyword == "none" || ValueGrammar.counterStyle.parse([item]) != nil {
                    result[0].1 = ValueGrammar.counterStyle.parse([item])!
                } else if case .function = item {
                    continue
                } else {
                    return []
                }
            }
            return result
        case "word-wrap":
            return expand("overflow-wrap", values)
        case "flex":
            return flex(items)
        case "flex-flow":
            return flexFlow(items)
        case "gap":
            return gap(items)
        default:
            return []
        }
    }

    /// The longhands a shorthand sets, for `inherit` and the other CSS-wide keywords.
    static func longhands(of name: String) -> [Declaration.Target] {
        switch name {
        case "margin": PhysicalSide.allCases.map { .physical(LogicalBox.margin.property($0)) }
        case "padding": PhysicalSide.allCases.map { .physical(LogicalBox.padding.property($0)) }
        case "border": [LogicalBox.borderWidth, .borderStyle, .borderColor].flatMap { box in PhysicalSide.allCases.map { .physical(box.property($0)) } }
        case "font": [.physical(.fontStyle), .physical(.fontWeight), .physical(.fontSize), .physical(.lineHeight), .physical(.fontFamily)]
        case "background": [.physical(.backgroundColor)]
        case "text-decoration": [.physical(.textDecorationLine)]
        case "list-style": [.physical(.listStyleType), .physical(.listStylePosition)]
        case "flex": [.physical(.flexGrow), .physical(.flexShrink), .physical(.flexBasis)]
        case "flex-flow": [.physical(.flexDirection), .physical(.flexWrap)]
        case "gap": [.physical(.rowGap), .physical(.columnGap)]
        default: []
        }
    }

    private static func grammar(of box: LogicalBox) -> ValueGrammar {
        switch box {
        case .margin: LogicalBox.margin.property(.top).definition.grammar
        case .padding: LogicalBox.padding.property(.top).definition.grammar
        case .borderWidth: LogicalBox.borderWidth.property(.top).definition.grammar
        case .borderStyle: LogicalBox.borderStyle.property(.top).definition.grammar
        case .borderColor: .color
        case .inset: Property.top.definition.grammar
        }
    }

    /// CSS Box 3 §2: 1 to 4 values for top, right, bottom, left.
    private static func sides(_ items: [ComponentValue], _ box: LogicalBox) -> [Longhand] {
        guard (1...4).contains(items.count) else { return [] }
        let parsed = items.map { grammar(of: box).parse([$0]) }
        guard parsed.allSatisfy({ $0 != nil }) else { return [] }
        let v = parsed.map { $0! }
        let four = [v[0], v.count > 1 ? v[1] : v[0], v.count > 2 ? v[2] : v[0], v.count > 3 ? v[3] : (v.count > 1 ? v[1] : v[0])]
        return PhysicalSide.allCases.map { (.physical(box.property($0)), four[$0.rawValue]) }
    }

    /// CSS Logical 1 §4.2: 1 or 2 values for the start and end sides.
    private static func pair(_ items: [ComponentValue], _ box: LogicalBox, _ sides: [LogicalSide]) -> [Longhand] {
        guard (1...2).contains(items.count) else { return [] }
        let parsed = items.compactMap { grammar(of: box).parse([$0]) }
        guard parsed.count == items.count else { return [] }
        return [(.logical(sides[0], box), parsed[0]), (.logical(sides[1], box), parsed.count > 1 ? parsed[1] : parsed[0])]
    }

    /// CSS Backgrounds 3 §4.4: `border: <width> || <style> || <color>`, any order, each once.
    private static func border(_ items: [ComponentValue]) -> (width: CSSValue, style: CSSValue, color: CSSValue)? {
        var width: CSSValue?, style: CSSValue?, color: CSSValue?
        guard (1...3).contains(items.count) else { return nil }
        for item in items {
            if style == nil, let value = grammar(of: .borderStyle).parse([item]) {
                style = value
            } else if width == nil, let value = grammar(of: .borderWidth).parse([item]) {
                width = value
            } else if color == nil, let value = ValueGrammar.color.parse([item]) {
                color = value
            } else {
                return nil
            }
        }
        return (width ?? .keyword("medium"), style ?? .keyword("none"), color ?? .keyword("currentcolor"))
    }

    private static func physical(_ parts: (width: CSSValue, style: CSSValue, color: CSSValue), _ side: PhysicalSide) -> [Longhand] {
        [(.physical(LogicalBox.borderWidth.property(side)), parts.width),
         (.physical(LogicalBox.borderStyle.property(side)), parts.style),
         (.physical(LogicalBox.borderColor.property(side)), parts.color)]
    }

    /// CSS Backgrounds 3 §3.10, the colour part only: images, positions and repeats are read
    /// and ignored (Galley draws no background images).
    private static func background(_ items: [ComponentValue]) -> [Longhand] {
        var color = CSSValue.color(.transparent)
        for item in items {
            if let value = ValueGrammar.color.parse([item]) { color = value }
        }
        return [(.physical(.backgroundColor), color)]
    }

    /// CSS Fonts 4 §2.8: `[style || weight]? size [/ line-height]? family`.
    private static func font(_ values: ArraySlice<ComponentValue>) -> [Longhand] {
        var items = Array(values.filter { !$0.isWhitespace })
        var style = CSSValue.keyword("normal"), weight = CSSValue.number(400), lineHeight = CSSValue.keyword("normal")
        while let first = items.first {
            if let word = first.token?.keyword, ["italic", "oblique"].contains(word) {
                style = .keyword(word)
            } else if first.token?.keyword == "normal" || first.token?.keyword == "small-caps" {
                // normal sets nothing new; small-caps is font-variant, which Galley does not draw.
            } else if let value = ValueGrammar.fontWeight.parse([first]) {
                weight = value
            } else {
                break
            }
            items.removeFirst()
        }
        guard let sizeItem = items.first, let size = ValueGrammar.fontSize.parse([sizeItem]) else { return [] }
        items.removeFirst()
        if items.first?.token == .delim("/") {
            guard items.count > 1, let value = ValueGrammar.lineHeight.parse([items[1]]) else { return [] }
            lineHeight = value
            items.removeFirst(2)
        }
        // The family is what follows, commas and spaces as written: from the first item not read
        // above, found by position (an equal token earlier, `font: 12px 12px`, is not it).
        let positions = values.indices.filter { !values[$0].isWhitespace }
        guard !items.isEmpty, let family = ValueGrammar.families(Array(values[positions[positions.count - items.count]...])) else { return [] }
        return [(.physical(.fontStyle), style), (.physical(.fontWeight), weight), (.physical(.fontSize), size),
                (.physical(.lineHeight), lineHeight), (.physical(.fontFamily), family)]
    }
}

extension PhysicalSide {
    var name: String {
        switch self {
        case .top: "top"
        case .right: "right"
        case .bottom: "bottom"
        case .left: "left"
        }
    }
}
