/// Parses a selector list (Selectors Level 4 §4, §18 grammar) from a rule's prelude. An invalid
/// selector anywhere makes the whole list invalid (§4.1), as browsers drop the rule.
struct SelectorParser {
    private var values: [ComponentValue]
    private var position = 0
    private let depth: Int

    /// A compound selector chain longer than this, or a list longer than ``maximumListLength``,
    /// makes the rule invalid (StyleLimits: the cost of matching stays bounded).
    static let maximumParts = 32
    static let maximumListLength = 256
    static let maximumNesting = 8

    private init(_ values: [ComponentValue], depth: Int) {
        self.values = values
        self.depth = depth
    }

    /// The selectors of `prelude`, or nil when it is not a valid selector list.
    static func list(_ prelude: [ComponentValue], depth: Int = 0) -> [Selector]? {
        guard depth <= maximumNesting else { return nil }
        let items = prelude.commaSeparated
        guard items.count <= maximumListLength else { return nil }
        var selectors: [Selector] = []
        for item in items {
            var parser = SelectorParser(Array(item.trimmed), depth: depth)
            guard let selector = parser.complex() else { return nil }
            selectors.append(selector)
        }
        return selectors.isEmpty ? nil : selectors
    }

    private var current: ComponentValue? { position < values.count ? values[position] : nil }

    private mutating func skipWhitespace() -> Bool {
        var skipped = false
        while current?.isWhitespace == true { position += 1; skipped = true }
        return skipped
    }

    /// `compound (combinator compound)*`, stored right to left.
    private mutating func complex() -> Selector? {
        var compounds: [Selector.Compound] = []
        var combinators: [Selector.Combinator] = []
        guard let first = compound() else { return nil }
        compounds.append(first)
        while position < values.count {
            let sawSpace = skipWhitespace()
            guard position < values.count else { break }
            var combinator = Selector.Combinator.descendant
            switch current?.token {
            case .delim(">"): combinator = .child; position += 1
            case .delim("+"): combinator = .nextSibling; position += 1
            case .delim("~"): combinator = .subsequentSibling; position += 1
            default: if !sawSpace { return nil }
            }
            _ = skipWhitespace()
            guard let next = compound(), compounds.count < Self.maximumParts else { return nil }
            combinators.append(combinator)
            compounds.append(next)
        }
        var parts: [Selector.Part] = []
        for (n, compound) in compounds.enumerated().reversed() {
            parts.append(Selector.Part(compound: compound, combinator: n > 0 ? combinators[n - 1] : nil))
        }
        return Selector(parts: parts, specificity: compounds.reduce(Specificity()) { $0 + Self.specificity(of: $1) })
    }

    /// A type or universal selector and the id, class, attribute and pseudo-class selectors after it.
    private mutating func compound() -> Selector.Compound? {
        var compound = Selector.Compound()
        var any = false
        switch current?.token {
        case let .ident(name)?: compound.type = name.lowercased(); position += 1; any = true
        case .delim("*")?: position += 1; any = true
        default: break
        }
        loop: while let value = current {
            switch value {
            case let .token(.hash(name, isID)):
                guard isID else { return nil }
                compound.simple.append(.id(name))
            case .token(.delim(".")):
                position += 1
                guard case let .ident(name)? = current?.token else { return nil }
                compound.simple.append(.className(name))
            case let .block(.leftBracket, contents):
                guard let attribute = Self.attribute(contents) else { return nil }
                compound.simple.append(.attribute(attribute))
            case .token(.colon):
                position += 1
                guard let pseudo = pseudoClass() else { return nil }
                compound.simple.append(.pseudoClass(pseudo))
                any = true
                continue loop
            default:
                break loop
            }
            position += 1
            any = true
        }
        return any ? compound : nil
    }

    /// After the colon: a pseudo-class, or `::element` (which never matches).
    private mutating func pseudoClass() -> Selector.PseudoClass? {
        if current?.token == .colon {
            position += 1
            guard case .ident? = current?.token else {
                if case .function? = current { position += 1; return .never }
                return nil
            }
            position += 1
            return .never
        }
        switch current {
        case let .token(.ident(name))?:
            position += 1
            switch name.lowercased() {
            case "root": return .root
            case "empty": return .empty
            case "first-child": return .firstChild
            case "last-child": return .lastChild
            case "only-child": return .onlyChild
            case "first-of-type": return .firstOfType
            case "last-of-type": return .lastOfType
            case "link", "any-link": return .link
            case "hover", "active", "focus", "focus-within", "focus-visible", "visited", "target", "checked",
                 "disabled", "enabled", "placeholder-shown", "defined":
                return .never
            // CSS 2's pseudo-elements written with one colon (§3.2 of Selectors 4).
            case "before", "after", "first-line", "first-letter": return .never
            default: return nil
            }
        case let .function(name, arguments)?:
            position += 1
            switch name {
            case "not":
                return SelectorParser.list(Array(arguments.trimmed), depth: depth + 1).map { .not($0) }
            case "is", "matches", "where":
                return SelectorParser.list(Array(arguments.trimmed), depth: depth + 1).map { .is($0, countsSpecificity: name != "where") }
            case "dir":
                switch Array(arguments.trimmed).first?.token?.keyword {
                case "ltr": return .dir(rightToLeft: false)
                case "rtl": return .dir(rightToLeft: true)
                default: return nil
                }
            case "lang":
                let ranges = arguments.commaSeparated.compactMap { item -> String? in
                    switch Array(item.trimmed).first?.token {
                    case let .ident(range)?, let .string(range)?: return range.lowercased()
                    default: return nil
                    }
                }
                return ranges.isEmpty ? nil : .lang(ranges)
            case "nth-child", "nth-last-child":
                guard let (a, b) = Self.anPlusB(Array(arguments.trimmed)) else { return nil }
                return .nthChild(a: a, b: b, fromEnd: name == "nth-last-child")
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The contents of `[…]`.
    private static func attribute(_ contents: [ComponentValue]) -> Selector.AttributeSelector? {
        let items = contents.filter { !$0.isWhitespace }
        guard case let .ident(name)? = items.first?.token else { return nil }
        if items.count == 1 { return .init(name: name.lowercased(), op: .exists, value: "", caseInsensitive: false) }
        var index = 1
        let op: Selector.AttributeSelector.Operator
        switch items[index].token {
        case .delim("=")?: op = .equals
        case .delim("~")?: op = .includes
        case .delim("|")?: op = .dashMatch
        case .delim("^")?: op = .prefix
        case .delim("$")?: op = .suffix
        case .delim("*")?: op = .substring
        default: return nil
        }
        index += 1
        if op != .equals {
            guard index < items.count, items[index].token == .delim("=") else { return nil }
            index += 1
        }
        guard index < items.count else { return nil }
        let value: String
        switch items[index].token {
        case let .ident(text)?, let .string(text)?: value = text
        default: return nil
        }
        index += 1
        var caseInsensitive = false
        if index < items.count {
            guard let flag = items[index].token?.keyword, flag == "i" || flag == "s", index + 1 == items.count else { return nil }
            caseInsensitive = flag == "i"
        }
        return .init(name: name.lowercased(), op: op, value: value, caseInsensitive: caseInsensitive)
    }

    /// CSS Syntax 3 §6 An+B, from its serialized text (`odd`, `even`, `2n+1`, `-n+3`, `5`).
    static func anPlusB(_ values: [ComponentValue]) -> (Int, Int)? {
        var text = ""
        for value in values {
            switch value.token {
            case let .ident(word)?: text += word.lowercased()
            case let .number(n)?: text += n >= 0 && !text.isEmpty ? "+\(Int(n))" : "\(Int(n))"
            case let .dimension(n, unit)?: text += (n >= 0 && !text.isEmpty ? "+" : "") + "\(Int(n))" + unit.lowercased()
            case .delim("+")?: text += "+"
            case .whitespace?: continue
            default: return nil
            }
        }
        if text == "odd" { return (2, 1) }
        if text == "even" { return (2, 0) }
        guard let n = text.firstIndex(of: "n") else { return Int(text).map { (0, $0) } }
        let aText = text[..<n]
        let a = aText.isEmpty || aText == "+" ? 1 : aText == "-" ? -1 : Int(aText)
        let bText = text[text.index(after: n)...]
        let b = bText.isEmpty ? 0 : Int(bText.hasPrefix("+") ? bText.dropFirst() : bText)
        guard let a, let b else { return nil }
        return (a, b)
    }

    /// §17: ids; classes, attributes and pseudo-classes; types.
    private static func specificity(of compound: Selector.Compound) -> Specificity {
        var result = Specificity(c: compound.type == nil ? 0 : 1)
        for simple in compound.simple {
            switch simple {
            case .id: result.a += 1
            case .className, .attribute: result.b += 1
            case let .pseudoClass(.not(list)), let .pseudoClass(.is(list, true)):
                result = result + (list.map(\.specificity).max() ?? Specificity())
            case .pseudoClass(.is(_, false)): break
            case .pseudoClass(.never): result.c += 1
            case .pseudoClass: result.b += 1
            }
        }
        return result
    }
}
