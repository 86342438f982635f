import DOM

/// HTML §15 (Rendering): the attributes that style an element without CSS (`align`, `width`,
/// `height`, `bgcolor`, `border`, `valign`, `cellpadding`, `type` …), as declarations of the
/// author origin with specificity zero, placed before every author rule (CSS Cascade 4 §6.4.5).
/// `dir`, `hidden` and the elements' defaults are in ua.css, as the standard writes them.
enum PresentationalHints {
    /// The declarations `element`'s attributes stand for; `table` is the nearest enclosing
    /// `<table>` for cells (whose `border` and `cellpadding` reach its cells).
    static func declarations(of element: Element, table: Element?) -> [Declaration] {
        var result: [Declaration] = []
        func set(_ property: Property, _ value: CSSValue) {
            result.append(Declaration(target: .physical(property), value: .value(value), important: false))
        }
        let name = element.name
        // §15.3.3, §15.3.8: `align` on blocks and cells is text alignment; on tables and
        // images a float (or centring for a table).
        if let align = element["align"]?.lowercased() {
            switch name {
            case "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "legend":
                switch align {
                case "left": set(.textAlign, .keyword("left"))
                case "right": set(.textAlign, .keyword("right"))
                case "center", "middle": set(.textAlign, .keyword("center"))
                case "justify": set(.textAlign, .keyword("justify"))
                default: break
                }
            case "table", "img", "object", "iframe":
                switch align {
                case "left": set(.float, .keyword("left"))
                case "right": set(.float, .keyword("right"))
                case "center" where name == "table":
                    set(.marginLeft, .keyword("auto"))
                    set(.marginRight, .keyword("auto"))
                default: break
                }
            case "hr":
                if align == "left" { set(.marginLeft, .length(0)); set(.marginRight, .keyword("auto")) }
                if align == "right" { set(.marginLeft, .keyword("auto")); set(.marginRight, .length(0)) }
                if align == "center" { set(.marginLeft, .keyword("auto")); set(.marginRight, .keyword("auto")) }
            default: break
            }
        }
        if let valign = element["valign"]?.lowercased(), ["td", "th", "tr", "tbody", "thead", "tfoot"].contains(name),
           ["top", "middle", "bottom", "baseline"].contains(valign) {
            set(.verticalAlign, .keyword(valign))
        }
        // §15.3.8, §15.4.3: `width` and `height` are "maps to the dimension property".
        if ["img", "table", "td", "th", "col", "hr", "video", "canvas", "picture", "source", "iframe", "embed", "object"].contains(name) {
            if let width = element["width"].flatMap(dimension) { set(.width, width) }
        }
        if ["img", "table", "td", "th", "tr", "video", "canvas", "iframe", "embed", "object"].contains(name) {
            if let height = element["height"].flatMap(dimension) { set(.height, height) }
        }
        if ["img", "object"].contains(name) {
            if let space = element["hspace"].flatMap(dimension) { set(.marginLeft, space); set(.marginRight, space) }
            if let space = element["vspace"].flatMap(dimension) { set(.marginTop, space); set(.marginBottom, space) }
        }
        if let color = element["bgcolor"].flatMap(legacyColor), ["body", "table", "thead", "tbody", "tfoot", "tr", "td", "th"].contains(name) {
            set(.backgroundColor, color)
        }
        if name == "body", let color = element["text"].flatMap(legacyColor) { set(.color, color) }
        if name == "font" {
            if let color = element["color"].flatMap(legacyColor) { set(.color, color) }
            if let face = element["face"], case let .families(names)? = ValueGrammar.families(CSSParser.componentValues(face)) {
                set(.fontFamily, .families(names))
            }
        }
        // §15.3.8: a table's `border` draws an outset border around it and a 1px inset one
        // around its cells; `cellpadding` pads its cells; `cellspacing` spaces them.
        if name == "table", let border = element["border"].map({ Int($0.prefix { $0.isNumber }) ?? 1 }) {
            for side in PhysicalSide.allCases {
                set(LogicalBox.borderWidth.property(side), .length(Double(border)))
                set(LogicalBox.borderStyle.property(side), .keyword(border > 0 ? "outset" : "none"))
            }
        }
        if name == "table", let spacing = element["cellspacing"].flatMap(dimension) { set(.borderSpacing, spacing) }
        if name == "td" || name == "th", let table {
            if let border = table["border"].map({ Int($0.prefix { $0.isNumber }) ?? 1 }), border > 0 {
                for side in PhysicalSide.allCases {
                    set(LogicalBox.borderWidth.property(side), .length(1))
                    set(LogicalBox.borderStyle.property(side), .keyword("inset"))
                }
            }
            if let padding = table["cellpadding"].flatMap(dimension) {
                for side in PhysicalSide.allCases { set(LogicalBox.padding.property(side), padding) }
            }
            if element["nowrap"] != nil { set(.whiteSpace, .keyword("nowrap")) }
        }
        // §15.3.7: `type` on lists and items.
        if ["ol", "ul", "li"].contains(name), let type = element["type"] {
            let styles = ["1": "decimal", "a": "lower-alpha", "A": "upper-alpha", "i": "lower-roman", "I": "upper-roman",
                          "disc": "disc", "circle": "circle", "square": "square", "none": "none"]
            if let style = styles[type] ?? styles[type.lowercased()] { set(.listStyleType, .keyword(style)) }
        }
        return result
    }

    /// HTML §2.3.4.4 "rules for parsing dimension values": leading digits, as px, or a percentage.
    static func dimension(_ text: String) -> CSSValue? {
        let trimmed = text.drop { $0.isHTMLWhitespace }
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let value = Double(digits), value >= 0 else { return nil }
        return trimmed.dropFirst(digits.count).first == "%" ? .percentage(value) : .length(value)
    }

    /// HTML §2.3.6 "rules for parsing a legacy colour value", for the common forms: a name,
    /// `#rgb`, `#rrggbb`, or six hex digits without `#`.
    private static func legacyColor(_ text: String) -> CSSValue? {
        let text = text.trimmingWhitespace
        if let named = ValueGrammar.color(.token(.ident(text))) { return named }
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        return ValueGrammar.color(.token(.hash(hex, isID: false)))
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isHTMLWhitespace }.reversed().drop { $0.isHTMLWhitespace }.reversed())
    }
}
