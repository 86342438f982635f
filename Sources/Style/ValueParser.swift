/// Parses the component values of one declaration into a ``CSSValue`` by the grammar its
/// property declares (CSS Values 4). A value that does not fit is nil, and the declaration is
/// dropped, as browsers drop it (CSS Syntax 3 §5.4.6, CSS Cascade 4 §2).
enum ValueGrammar: Sendable {
    /// One of these keywords.
    case keywords(Set<String>)
    /// A length; `percentage` allows `%`, `auto` the keyword `auto` (and `none` where max-* take it),
    /// `negative` negative values.
    case length(percentage: Bool, keywords: Set<String> = [], negative: Bool = true)
    case color
    case families
    /// `font-weight`: 1…1000, `normal`, `bold`, `bolder`, `lighter`.
    case fontWeight
    /// `font-size`: a length or percentage ≥ 0, or an absolute or relative size keyword.
    case fontSize
    /// `line-height`: `normal`, a number, a length or a percentage.
    case lineHeight
    /// `text-decoration-line`: `none`, or any of `underline`, `overline`, `line-through`.
    case decorationLines
    /// `list-style-type`: a counter style name or a string.
    case counterStyle
    /// A number ≥ 0 (`flex-grow`), or any integer (`order`).
    case number(integer: Bool)
    /// CSS Box Alignment 3: one of these keywords, two-word ones (`last baseline`) written with
    /// one space; `safe` and `unsafe` before a position are read and dropped (Galley never scrolls).
    case alignment(Set<String>)

    func parse(_ values: ArraySlice<ComponentValue>) -> CSSValue? {
        let items = values.filter { !$0.isWhitespace }
        switch self {
        case let .keywords(allowed):
            guard items.count == 1, let word = items[0].token?.keyword, allowed.contains(word) else { return nil }
            return .keyword(word)
        case let .length(percentage, keywords, negative):
            guard items.count == 1 else { return nil }
            if let word = items[0].token?.keyword { return keywords.contains(word) ? .keyword(word) : nil }
            guard let value = Self.length(items[0], percentage: percentage) else { return nil }
            if !negative, Self.isNegative(value) { return nil }
            return value
        case .color:
            guard items.count == 1 else { return nil }
            return Self.color(items[0])
        case .families:
            return Self.families(Array(values))
        case .fontWeight:
            guard items.count == 1 else { return nil }
            if let word = items[0].token?.keyword {
                switch word {
                case "normal": return .number(400)
                case "bold": return .number(700)
                case "bolder", "lighter": return .keyword(word)
                default: return nil
                }
            }
            if case let .number(n)? = items[0].token, (1...1000).contains(n) { return .number(n) }
            return nil
        case .fontSize:
            guard items.count == 1 else { return nil }
            if let word = items[0].token?.keyword {
                return Self.absoluteSizes[word].map { .length($0) } ?? (word == "smaller" || word == "larger" ? .keyword(word) : nil)
            }
            guard let value = Self.length(items[0], percentage: true), !Self.isNegative(value) else { return nil }
            return value
        case .lineHeight:
            guard items.count == 1 else { return nil }
            if items[0].token?.keyword == "normal" { return .keyword("normal") }
            if case let .number(n)? = items[0].token, n >= 0 { return .number(n) }
            guard let value = Self.length(items[0], percentage: true), !Self.isNegative(value) else { return nil }
            return value
        case .decorationLines:
            let words = items.compactMap { $0.token?.keyword }
            guard words.count == items.count, !words.isEmpty else { return nil }
            if words == ["none"] { return .keyword("none") }
            let allowed: Set = ["underline", "overline", "line-through", "blink"]
            guard words.allSatisfy(allowed.contains), Set(words).count == words.count else { return nil }
            return .keywords(words.sorted())
        case let .number(integer):
            guard items.count == 1, case let .number(n)? = items[0].token else { return nil }
            if integer { return n == n.rounded() ? .number(n) : nil }
            return n >= 0 ? .number(n) : nil
        case let .alignment(allowed):
            var words = items.compactMap { $0.token?.keyword }
            guard words.count == items.count, (1...2).contains(words.count) else { return nil }
            if words.count == 2, ["safe", "unsafe"].contains(words[0]) { words.removeFirst() }
            let word = words.joined(separator: " ")
            return allowed.contains(word) ? .keyword(word) : nil
        case .counterStyle:
            guard items.count == 1 else { return nil }
            switch items[0].token {
            case let .ident(name)?: return .keyword(name.lowercased())
            case let .string(text)?: return .string(text)
            default: return nil
            }
        }
    }

    /// CSS Fonts 4 §2.5: `medium` is 16px; each step is the ratio browsers use.
    static let absoluteSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48,
    ]

    private static func isNegative(_ value: CSSValue) -> Bool {
        switch value {
        case let .length(n), let .em(n), let .rem(n), let .percentage(n), let .number(n): n < 0
        default: false
        }
    }

    /// CSS Values 4 §6: a dimension with a length unit, `0`, or a percentage when allowed.
    static func length(_ value: ComponentValue, percentage: Bool) -> CSSValue? {
        switch value.token {
        case let .number(n)? where n == 0: return .length(0)
        case let .percentage(n)? where percentage: return .percentage(n)
        case let .dimension(n, unit)?:
            switch unit.lowercased() {
            case "px": return .length(n)
            case "pt": return .length(n * 4 / 3)
            case "pc": return .length(n * 16)
            case "in": return .length(n * 96)
            case "cm": return .length(n * 96 / 2.54)
            case "mm": return .length(n * 96 / 25.4)
            case "q": return .length(n * 96 / 101.6)
            case "em": return .em(n)
            // CSS Values 4 §6.1.1: without the font's own metrics, ex and ch are 0.5em.
            case "ex", "ch": return .em(n / 2)
            case "rem": return .rem(n)
            default: return nil
            }
        default: return nil
        }
    }

    /// CSS Color 4: names, `#rgb[a]`, `#rrggbb[aa]`, `rgb[a]()`, `hsl[a]()`, `transparent`, `currentcolor`.
    static func color(_ value: ComponentValue) -> CSSValue? {
        switch value {
        case let .token(.ident(name)):
            let name = name.lowercased()
            if name == "transparent" { return .color(.transparent) }
            if name == "currentcolor" { return .keyword("currentcolor") }
            return namedColors[name].map { .color(rgb($0)) }
        case let .token(.hash(hex, _)):
            let digits = Array(hex.lowercased().unicodeScalars)
            guard digits.allSatisfy(\.isHexDigit), [3, 4, 6, 8].contains(digits.count) else { return nil }
            let short = digits.count <= 4
            var values: [Double] = []
            var i = 0
            while i < digits.count {
                let byte: UInt32 = short ? digits[i].hexValue * 17 : digits[i].hexValue * 16 + digits[i + 1].hexValue
                values.append(Double(byte) / 255)
                i += short ? 1 : 2
            }
            return .color(RGBA(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1))
        case let .function(name, arguments) where ["rgb", "rgba", "hsl", "hsla"].contains(name):
            let parts = arguments.filter { !$0.isWhitespace && $0.token != .comma && $0.token != .delim("/") }.compactMap(\.token)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func number(_ token: CSSToken, scale: Double) -> Double? {
                switch token {
                case let .number(n): n / scale
                case let .percentage(p): p / 100
                case let .dimension(n, unit) where unit.lowercased() == "deg": n / scale
                default: nil
                }
            }
            let alpha = parts.count == 4 ? number(parts[3], scale: 1) : 1
            if name.hasPrefix("rgb") {
                guard let r = number(parts[0], scale: 255), let g = number(parts[1], scale: 255), let b = number(parts[2], scale: 255), let alpha else { return nil }
                return .color(RGBA(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(alpha)))
            }
            guard let h = number(parts[0], scale: 1), case let .percentage(s) = parts[1], case let .percentage(l) = parts[2], let alpha else { return nil }
            return .color(hsl(hue: h, saturation: clamp(s / 100), lightness: clamp(l / 100), alpha: clamp(alpha)))
        default:
            return nil
        }
    }

    private static func clamp(_ x: Double) -> Double { min(1, max(0, x)) }

    private static func rgb(_ hex: UInt32) -> RGBA {
        RGBA(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    /// CSS Color 4 §7.1, hsl to sRGB.
    private static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBA {
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBA(red: f(0), green: f(8), blue: f(4), alpha: alpha)
    }

    /// CSS Fonts 4 §2.1: family names (identifiers joined by spaces, or strings) and generic
    /// families (kept as their keyword), comma separated.
    static func families(_ values: [ComponentValue]) -> CSSValue? {
        var result: [String] = []
        for item in values.commaSeparated {
            let parts = Array(item.trimmed)
            if parts.count == 1, case let .string(name)? = parts[0].token {
                result.append(name)
                continue
            }
            let words = parts.filter { !$0.isWhitespace }.compactMap { value -> String? in
                if case let .ident(word)? = value.token { return word }
                return nil
            }
            guard !words.isEmpty, words.count == parts.filter({ !$0.isWhitespace }).count else { return nil }
            result.append(words.count == 1 && genericFamilies.contains(words[0].lowercased()) ? words[0].lowercased() : words.joined(separator: " "))
        }
        return result.isEmpty ? nil : .families(result)
    }

    /// CSS Fonts 4 §2.1.3.
    static let genericFamilies: Set = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-monospace", "ui-sans-serif",
                                       "ui-serif", "ui-rounded", "math", "emoji", "fangsong"]
}
