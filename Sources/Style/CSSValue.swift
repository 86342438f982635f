/// The value of one property, as declared and, after ``Cascade``, as computed: keywords lower
/// case, lengths in px (`em`, `rem`, `%` kept until computed where they depend on the element).
public enum CSSValue: Hashable, Sendable {
    case keyword(String)
    /// An absolute length in CSS px (`pt`, `in`, `mm` … converted when parsed).
    case length(Double)
    /// A length relative to the font size (`em`; `ex` and `ch` as half an em).
    case em(Double)
    /// A length relative to the root's font size.
    case rem(Double)
    case percentage(Double)
    case number(Double)
    case color(RGBA)
    /// `font-family`: the families in order of preference, generic ones as keywords.
    case families([String])
    /// `text-decoration-line`, `list-style-type` strings and the like that are several words.
    case keywords([String])
    /// A `counter-style` or other value given as a string (`list-style-type: "-"`).
    case string(String)

    /// The keyword, or nil for any other value.
    public var keyword: String? {
        if case let .keyword(word) = self { return word }
        return nil
    }

    /// The length in px for a value that is one after computing; nil for `auto`, percentages
    /// and keywords.
    public var pixels: Double? {
        switch self {
        case let .length(px): px
        case let .number(n) where n == 0: 0
        default: nil
        }
    }
}

/// A colour in sRGB, components 0…1 (CSS Color 4 §4).
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
