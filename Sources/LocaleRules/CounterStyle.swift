import CLocaleICU

/// A list's counter style (CSS Counter Styles 3 §6, the predefined styles): the marker of item
/// n. Numeric and algorithmic styles are CLDR numbering systems formatted by ICU (`hebrew` is
/// ICU's Hebrew numbering, `lower-roman` its Roman numerals, `persian` Extended Arabic-Indic
/// digits); alphabetic ones count in their letters (§6.2: `a`…`z`, `aa`…); the bullets are
/// their symbols.
///
///     CounterStyle("hebrew")?.marker(15)        // "טו"
///     CounterStyle("arabic-indic")?.marker(12)  // "١٢"
///     CounterStyle("lower-alpha")?.marker(27)   // "aa"
public struct CounterStyle: Sendable, Hashable {
    /// The CSS name.
    public let name: String
    private let kind: Kind

    private enum Kind: Hashable {
        case numbering(String)
        case alphabetic(ClosedRange<UInt32>)
        case symbol(String)
    }

    /// CSS's predefined counter styles by the CLDR numbering system that writes them.
    private static let numberingSystems = [
        "decimal": "latn", "arabic-indic": "arab", "persian": "arabext", "devanagari": "deva", "bengali": "beng",
        "gujarati": "gujr", "gurmukhi": "guru", "kannada": "knda", "malayalam": "mlym", "oriya": "orya",
        "telugu": "telu", "thai": "thai", "lao": "laoo", "khmer": "khmr", "myanmar": "mymr", "tamil": "tamldec",
        "cjk-decimal": "hanidec", "hebrew": "hebr", "lower-roman": "romanlow", "upper-roman": "roman",
        "georgian": "geor", "upper-armenian": "armn", "lower-armenian": "armnlow", "armenian": "armn",
    ]

    /// The style named `name` (lower case); nil for a name CSS does not predefine.
    public init?(_ name: String) {
        self.name = name
        if let system = Self.numberingSystems[name] {
            kind = .numbering(system)
        } else {
            switch name {
            case "lower-alpha", "lower-latin": kind = .alphabetic(0x61...0x7A)
            case "upper-alpha", "upper-latin": kind = .alphabetic(0x41...0x5A)
            case "lower-greek": kind = .alphabetic(0x3B1...0x3C9)
            case "disc": kind = .symbol("\u{2022}")
            case "circle": kind = .symbol("\u{25E6}")
            case "square": kind = .symbol("\u{25AA}")
            case "none": kind = .symbol("")
            default: return nil
            }
        }
    }

    /// Whether the marker is a number, followed by its suffix (`.`); a bullet is not.
    public var isNumbered: Bool {
        if case .symbol = kind { return false }
        return true
    }

    /// The marker of item `number`; a number outside what the style counts (0 or below for an
    /// alphabetic style, ICU's range for an algorithmic one) in decimal, as §6 falls back.
    public func marker(_ number: Int) -> String {
        switch kind {
        case let .symbol(symbol):
            return symbol
        case let .alphabetic(letters):
            guard number > 0 else { return String(number) }
            // Greek skips final sigma (U+03C2).
            let symbols = letters.compactMap(Unicode.Scalar.init).filter { $0 != "\u{03C2}" }
            var n = number, text = String.UnicodeScalarView()
            while n > 0 {
                n -= 1
                text.insert(symbols[n % symbols.count], at: text.startIndex)
                n /= symbols.count
            }
            return String(text)
        case let .numbering(system):
            var units = [UInt16](repeating: 0, count: 64)
            let length = galley_format_in_numbering_system("und@numbers=\(system)", Int64(number), &units, Int32(units.count))
            guard length > 0 else { return String(number) }
            let text = String(decoding: units.prefix(Int(length)), as: UTF16.self)
            // CSS's `hebrew` is letters alone (§6.1's additive symbols); ICU marks them as numerals with geresh and gershayim.
            return system == "hebr" ? text.filter { $0 != "\u{05F3}" && $0 != "\u{05F4}" } : text
        }
    }
}
