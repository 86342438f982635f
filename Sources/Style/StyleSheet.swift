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

    /// An `@font-face` rule (CSS Fonts 4 §4): the family it defines, where its file is, and
    /// the weight and slant it is for.
    ///
    ///     sheet.fontFaces[0].sources   // [.url("support/sileot-webfont.woff", format: "woff")]
    public struct FontFace: Sendable, Equatable {
        /// The family name, as written (matched without regard to ASCII case, §5.1).
        public var family: String
        /// `src`, in order of preference (§4.3).
        public var sources: [Source]
        /// `font-weight`, a number; nil for the initial `normal`.
        public var weight: CSSValue?
        /// `font-style`, a keyword; nil for the initial `normal`.
        public var style: CSSValue?
        /// The file the rule's relative URLs resolve against: its sheet's ``StyleSheet/location``.
        public var base: String?

        /// One item of `src`.
        public enum Source: Sendable, Equatable {
            /// `url(…)` with its `format(…)` hint, lower case, if any.
            case url(String, format: String?)
            /// `local(…)`: a font installed on the machine, which Galley never reads.
            case local(String)
        }
    }

    public let origin: Origin
    /// Where the sheet came from, for `--explain-style`.
    public let name: String
    /// The file its relative URLs resolve against (CSS Values 4 §4.4): the sheet's own file,
    /// or the page of a `<style>` element; nil for Galley's own sheets.
    public let location: String?
    var rules: [Rule] = []
    /// The `@font-face` rules, in order.
    public private(set) var fontFaces: [FontFace] = []

    /// The largest sheet read: far beyond any page's, small enough that hostile CSS is cheap.
    public static let maximumSize = 4 << 20

    /// Parses `text`; past ``maximumSize`` the rest of the sheet is ignored. `location` is the
    /// file its URLs are relative to.
    public init(parsing text: String, origin: Origin, name: String = "", location: String? = nil) {
        self.origin = origin
        self.name = name
        self.location = location
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
                if var face = Self.fontFace(CSSParser.declarations(block)) {
                    face.base = location
                    fontFaces.append(face)
                }
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

    /// §4: a rule with a family and at least one source; its other descriptors as far as
    /// Galley reads them.
    private static func fontFace(_ declarations: [CSSParser.Declaration]) -> FontFace? {
        var face = FontFace(family: "", sources: [])
        for declaration in declarations {
            switch declaration.name {
            case "font-family":
                // §4.2: one family name, never a generic family.
                if case let .families(names)? = ValueGrammar.families(declaration.value), names.count == 1,
                   !ValueGrammar.genericFamilies.contains(names[0]) { face.family = names[0] }
            case "src":
                // §4.3: a source that does not parse drops the whole descriptor.
                var sources: [FontFace.Source] = []
                for source in declaration.value.commaSeparated {
                    guard let parsed = Self.source(Array(source.trimmed)) else {
                        sources = []
                        break
                    }
                    sources.append(parsed)
                }
                face.sources = sources
            case "font-weight": face.weight = ValueGrammar.fontWeight.parse(declaration.value[...])
            case "font-style": face.style = ValueGrammar.keywords(["normal", "italic", "oblique"]).parse(declaration.value[...])
            default: continue
            }
        }
        return face.family.isEmpty || face.sources.isEmpty ? nil : face
    }

    /// One item of `src`: `url(…) [format(…)]` or `local(…)`.
    private static func source(_ values: [ComponentValue]) -> FontFace.Source? {
        let items = values.filter { !$0.isWhitespace }
        guard let first = items.first else { return nil }
        if case let .function("local", arguments) = first {
            return items.count == 1 ? name(arguments).map { .local($0) } : nil
        }
        let url: String
        switch first {
        case let .token(.url(text)): url = text
        case let .function("url", arguments):
            guard case let .string(text)? = arguments.first(where: { !$0.isWhitespace })?.token else { return nil }
            url = text
        default: return nil
        }
        switch items.dropFirst().first {
        case nil: return .url(url, format: nil)
        case let .function("format", arguments)? where items.count == 2: return name(arguments).map { .url(url, format: $0.lowercased()) }
        default: return nil
        }
    }

    /// A string, or identifiers joined by spaces: a `local()` font name, a `format()` hint.
    private static func name(_ arguments: [ComponentValue]) -> String? {
        let parts = arguments.filter { !$0.isWhitespace }
        if parts.count == 1, case let .string(text)? = parts[0].token { return text }
        let words = parts.compactMap { part -> String? in
            if case let .ident(word)? = part.token { return word }
            return nil
        }
        return !words.isEmpty && words.count == parts.count ? words.joined(separator: " ") : nil
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
