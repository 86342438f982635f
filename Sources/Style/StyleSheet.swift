/// A parsed style sheet: its style rules in order, and its `@font-face` rules. Errors are
/// skipped as CSS Syntax 3 says, so any text gives a sheet.
///
///     let sheet = StyleSheet(parsing: "h1 { color: #0366d6 }", origin: .author)
public struct StyleSheet: Sendable, Equatable {
    /// CSS Cascade 4 §6.2: where a sheet comes from decides what it can override.
    public enum Origin: Int, Sendable, Comparable {
        /// Galley's user-agent sheet: HTML's rendering section (ua.css).
        case userAgent
        /// Galley's help-page look (help.css): a user sheet in the cascade's terms, so that the
        /// page's own HTML attributes and styles override it.
        case user
        /// The page's `<style>` and `<link rel=stylesheet>`, `--stylesheet`, a site's style.css.
        case author

        public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Rule: Sendable, Equatable {
        var selectors: [Selector]
        var declarations: [Declaration]
        /// The selectors as parsed, trimmed: spelled out only for `explain-style` (`selectorText`).
        var prelude: [ComponentValue]

        /// The selectors as written, white space folded, for `explain-style`.
        var selectorText: String { StyleSheet.text(of: prelude) }
    }

    /// An `@font-face` rule: the family name and the sources it lists, as written.
    public struct FontFace: Sendable, Equatable {
        public var family: String
        public var sources: [String]
        public var weight: CSSValue?
        public var style: CSSValue?
    }

    public let origin: Origin
    /// Where the sheet came from, for `--explain-style`.
    public let name: String
    var rules: [Rule] = []
    /// The `@font-face` rules, in order.
    public private(set) var fontFaces: [FontFace] = []

    /// The largest sheet read: far beyond any page's, small enough that hostile CSS is cheap.
    public static let maximumSize = 4 << 20

    /// Parses `text`; past ``maximumSize`` the rest of the sheet is ignored.
    public init(parsing text: String, origin: Origin, name: String = "") {
        self.origin = origin
        self.name = name
        let text = text.utf8.count > Self.maximumSize ? String(decoding: text.utf8.prefix(Self.maximumSize), as: UTF8.self) : text
        add(CSSParser.rules(text))
    }

    private mutating func add(_ parsed: [CSSParser.Rule]) {
        for rule in parsed {
            switch rule {
            case let .qualified(prelude, block):
                let trimmed = Array(prelude.trimmed)
                guard let selectors = SelectorParser.list(trimmed) else { continue }
                let declarations = CSSParser.declarations(block).flatMap(Declaration.parse)
                rules.append(Rule(selectors: selectors, declarations: declarations, prelude: trimmed))
            case let .at("media", prelude, block?):
                if Self.mediaApplies(prelude) { add(CSSParser.rules(contents: block)) }
            case let .at("supports", _, block?):
                add(CSSParser.rules(contents: block))
            case let .at("font-face", _, block?):
                if let face = Self.fontFace(CSSParser.declarations(block)) { fontFaces.append(face) }
            default:
                // @import (no fetching), @page, @keyframes, @namespace and unknown at-rules.
                continue
            }
        }
    }

    /// Media Queries 4, as far as a static page needs: `all`, `screen` and `print` apply, as
    /// do queries with only features (`(min-width: …)`, evaluated as true); `not …` does not.
    private static func mediaApplies(_ prelude: [ComponentValue]) -> Bool {
        let queries = prelude.commaSeparated
        if queries.allSatisfy({ $0.trimmed.isEmpty }) { return true }
        return queries.contains { query in
            let words = query.compactMap { $0.token?.keyword }
            if words.first == "not" || words.first == "only" && words.count > 1 && !["all", "screen", "print"].contains(words[1]) { return false }
            guard let type = words.first(where: { $0 != "only" && $0 != "and" }) else { return true }
            return ["all", "screen", "print"].contains(type)
        }
    }

    /// Component values as text, white space folded: enough to recognise a selector. The
    /// caller trims the white space at the ends, as values (trimming the text per rule cost a
    /// tenth of a Markdown page's render).
    fileprivate static func text(of values: [ComponentValue]) -> String {
        values.flatMap(\.tokens).map { token -> String in
            switch token {
            case let .ident(name): name
            case let .function(name): name + "("
            case let .atKeyword(name): "@" + name
            case let .hash(name, _): "#" + name
            case let .string(text): "\"" + text + "\""
            case let .delim(scalar): String(scalar)
            case let .number(n): n == n.rounded() ? String(Int(n)) : String(n)
            case let .percentage(n): String(n) + "%"
            case let .dimension(n, unit): String(n) + unit
            case .whitespace: " "
            case .colon: ":"
            case .comma: ","
            case .leftBracket: "["
            case .rightBracket: "]"
            case .leftParen: "("
            case .rightParen: ")"
            default: ""
            }
        }.joined()
    }

    private static func fontFace(_ declarations: [CSSParser.Declaration]) -> FontFace? {
        var face = FontFace(family: "", sources: [])
        for declaration in declarations {
            switch declaration.name {
            case "font-family":
                if case let .families(names)? = ValueGrammar.families(declaration.value), let name = names.first { face.family = name }
            case "src":
                for source in declaration.value.commaSeparated {
                    for value in source {
                        switch value {
                        case let .token(.url(url)): face.sources.append(url)
                        case let .function("url", arguments):
                            if case let .string(url)? = arguments.first(where: { !$0.isWhitespace })?.token { face.sources.append(url) }
                        case let .function("local", arguments):
                            if let name = arguments.compactMap(\.token).compactMap({ token -> String? in
                                if case let .string(s) = token { return s }
                                if case let .ident(s) = token { return s }
                                return nil
                            }).first { face.sources.append("local(\(name))") }
                        default: continue
                        }
                    }
                }
            case "font-weight": face.weight = ValueGrammar.fontWeight.parse(declaration.value[...])
            case "font-style": face.style = ValueGrammar.keywords(["normal", "italic", "oblique"]).parse(declaration.value[...])
            default: continue
            }
        }
        return face.family.isEmpty || face.sources.isEmpty ? nil : face
    }
}

extension CSSParser {
    /// The rules inside an at-rule's block.
    static func rules(contents: [ComponentValue]) -> [Rule] {
        var parser = CSSParser(contents.flatMap(\.tokens))
        return parser.consumeNestedRules()
    }
}

extension ComponentValue {
    /// The tokens this value was parsed from, to parse a block's contents again as rules.
    var tokens: [CSSToken] {
        switch self {
        case let .token(token): return [token]
        case let .block(open, contents):
            let close: CSSToken = open == .leftBrace ? .rightBrace : open == .leftBracket ? .rightBracket : .rightParen
            return [open] + contents.flatMap(\.tokens) + [close]
        case let .function(name, arguments):
            return [.function(name)] + arguments.flatMap(\.tokens) + [.rightParen]
        }
    }
}
