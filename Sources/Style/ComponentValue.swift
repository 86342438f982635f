/// CSS Syntax Level 3 §5: a preserved token, a `{}`/`[]`/`()` block or a function with its
/// arguments; what declarations and selectors are parsed from.
indirect enum ComponentValue: Equatable, Sendable {
    case token(CSSToken)
    /// A simple block: its opening token (`leftBrace`, `leftBracket` or `leftParen`) and contents.
    case block(CSSToken, [ComponentValue])
    /// A function: its name and arguments.
    case function(String, [ComponentValue])

    var token: CSSToken? {
        if case let .token(token) = self { return token }
        return nil
    }

    var isWhitespace: Bool { token == .whitespace }
}

extension Array where Element == ComponentValue {
    /// The values without leading and trailing white space.
    var trimmed: ArraySlice<ComponentValue> {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return slice
    }

    /// The values split at top-level commas.
    var commaSeparated: [[ComponentValue]] {
        split(omittingEmptySubsequences: false) { $0.token == .comma }.map(Array.init)
    }
}
