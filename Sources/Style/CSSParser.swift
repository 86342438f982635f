/// CSS Syntax Level 3 §5: a style sheet's tokens into rules, and a rule's block into
/// declarations. Errors are skipped as the standard says (a bad declaration up to its `;`, a
/// bad rule up to its block), never an abort.
/// https://www.w3.org/TR/css-syntax-3/#parsing
struct CSSParser {
    /// A qualified rule (`selectors { declarations }`) or an at-rule (`@media … { … }`).
    enum Rule: Equatable {
        case qualified(prelude: [ComponentValue], block: [ComponentValue])
        case at(name: String, prelude: [ComponentValue], block: [ComponentValue]?)
    }

    /// One `name: value !important` of a declaration list.
    struct Declaration: Equatable {
        var name: String
        var value: [ComponentValue]
        var important: Bool
    }

    private let tokens: [CSSToken]
    private var position = 0
    /// Blocks nested deeper than this are skipped whole (StyleLimits).
    static let maximumNesting = 32

    init(_ tokens: [CSSToken]) { self.tokens = tokens }

    /// §5.3.3 "parse a stylesheet": the top-level rules (CDO and CDC are ignored there).
    static func rules(_ text: String) -> [Rule] {
        var parser = CSSParser(CSSTokenizer.tokens(text))
        return parser.consumeRules(topLevel: true)
    }

    /// §5.3.8 "parse a list of declarations", for a rule's block or a `style` attribute.
    static func declarations(_ values: [ComponentValue]) -> [Declaration] {
        var result: [Declaration] = []
        for chunk in values.split(whereSeparator: { $0.token == .semicolon }) {
            var items = Array(chunk).trimmed
            guard case let .ident(name)? = items.first?.token else { continue }
            items.removeFirst()
            while items.first?.isWhitespace == true { items.removeFirst() }
            guard items.first?.token == .colon else { continue }
            items.removeFirst()
            var value = Array(items).trimmed
            var important = false
            // §5.4.6: a trailing `! important` marks the declaration important.
            if case .ident(let word)? = value.last?.token, word.lowercased() == "important" {
                var rest = value.dropLast()
                while rest.last?.isWhitespace == true { rest.removeLast() }
                if rest.last?.token == .delim("!") {
                    important = true
                    value = Array(rest.dropLast()).trimmed
                }
            }
            result.append(Declaration(name: name.lowercased(), value: Array(value), important: important))
        }
        return result
    }

    /// The component values of a `style` attribute's text.
    static func componentValues(_ text: String) -> [ComponentValue] {
        var parser = CSSParser(CSSTokenizer.tokens(text))
        var values: [ComponentValue] = []
        while parser.position < parser.tokens.count { values.append(parser.consumeComponentValue(depth: 0)) }
        return values
    }

    /// §5.4.1 for the contents of an at-rule's block (nested rules, as in `@media`).
    mutating func consumeNestedRules() -> [Rule] { consumeRules(topLevel: false) }

    /// §5.4.1 "consume a list of rules".
    private mutating func consumeRules(topLevel: Bool) -> [Rule] {
        var rules: [Rule] = []
        while position < tokens.count {
            switch tokens[position] {
            case .whitespace:
                position += 1
            case .cdo, .cdc where topLevel:
                position += 1
            case let .atKeyword(name):
                position += 1
                rules.append(consumeAtRule(name: name.lowercased()))
            default:
                if let rule = consumeQualifiedRule() { rules.append(rule) }
            }
        }
        return rules
    }

    /// §5.4.2 "consume an at-rule" (its name already consumed).
    private mutating func consumeAtRule(name: String) -> Rule {
        var prelude: [ComponentValue] = []
        while position < tokens.count {
            switch tokens[position] {
            case .semicolon:
                position += 1
                return .at(name: name, prelude: prelude, block: nil)
            case .leftBrace:
                position += 1
                return .at(name: name, prelude: prelude, block: consumeBlockContents(closing: .rightBrace, depth: 1))
            default:
                prelude.append(consumeComponentValue(depth: 0))
            }
        }
        return .at(name: name, prelude: prelude, block: nil)
    }

    /// §5.4.3 "consume a qualified rule": nil when the input ends before its block.
    private mutating func consumeQualifiedRule() -> Rule? {
        var prelude: [ComponentValue] = []
        while position < tokens.count {
            if tokens[position] == .leftBrace {
                position += 1
                return .qualified(prelude: prelude, block: consumeBlockContents(closing: .rightBrace, depth: 1))
            }
            prelude.append(consumeComponentValue(depth: 0))
        }
        return nil
    }

    /// §5.4.7 "consume a component value".
    private mutating func consumeComponentValue(depth: Int) -> ComponentValue {
        let token = tokens[position]
        position += 1
        switch token {
        case .leftBrace: return .block(token, consumeBlockContents(closing: .rightBrace, depth: depth + 1))
        case .leftBracket: return .block(token, consumeBlockContents(closing: .rightBracket, depth: depth + 1))
        case .leftParen: return .block(token, consumeBlockContents(closing: .rightParen, depth: depth + 1))
        case let .function(name): return .function(name.lowercased(), consumeBlockContents(closing: .rightParen, depth: depth + 1))
        default: return .token(token)
        }
    }

    /// §5.4.8 "consume a simple block", the opening token already consumed. Past
    /// ``maximumNesting`` the contents are skipped (up to the matching close) and dropped.
    private mutating func consumeBlockContents(closing: CSSToken, depth: Int) -> [ComponentValue] {
        var values: [ComponentValue] = []
        if depth > Self.maximumNesting {
            var open = 1
            while position < tokens.count && open > 0 {
                switch tokens[position] {
                case .leftBrace, .leftBracket, .leftParen, .function: open += 1
                case .rightBrace, .rightBracket, .rightParen: open -= 1
                default: break
                }
                position += 1
            }
            return []
        }
        while position < tokens.count {
            if tokens[position] == closing {
                position += 1
                return values
            }
            values.append(consumeComponentValue(depth: depth))
        }
        return values
    }
}
