/// CSS Syntax Level 3 §4: turns a style sheet's text into tokens. Never fails: what is not
/// valid CSS becomes `badString`, `badURL` or `delim` tokens that the parser skips.
/// https://www.w3.org/TR/css-syntax-3/#tokenizer-algorithms
struct CSSTokenizer {
    private let input: [Unicode.Scalar]
    private var position = 0

    /// The tokens of `text`, after the preprocessing of §3.3 (CR, CR LF and FF become LF; NUL
    /// becomes U+FFFD).
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": scalars.append("\n"); previousCR = true; continue
            case "\n" where previousCR: break
            case "\u{0C}": scalars.append("\n")
            case "\u{0}": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousCR = false
        }
        input = scalars
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < input.count ? input[position + offset] : nil
    }

    /// §4.3.1: consume a token.
    mutating func next() -> CSSToken? {
        consumeComments()
        guard let c = peek() else { return nil }
        position += 1
        switch c {
        case "\n", "\t", " ":
            while let next = peek(), next == "\n" || next == "\t" || next == " " { position += 1 }
            return .whitespace
        case "\"", "'":
            return consumeString(ending: c)
        case "#":
            if let next = peek(), next.isNameCodePoint || startsEscape(at: position) {
                let isID = startsIdentifier(at: position)
                return .hash(consumeName(), isID: isID)
            }
            return .delim(c)
        case "(": return .leftParen
        case ")": return .rightParen
        case "+", ".":
            if startsNumber(at: position - 1) { position -= 1; return consumeNumeric() }
            return .delim(c)
        case ",": return .comma
        case "-":
            if startsNumber(at: position - 1) { position -= 1; return consumeNumeric() }
            if peek() == "-" && peek(1) == ">" { position += 2; return .cdc }
            if startsIdentifier(at: position - 1) { position -= 1; return consumeIdentLike() }
            return .delim(c)
        case ":": return .colon
        case ";": return .semicolon
        case "<":
            if peek() == "!" && peek(1) == "-" && peek(2) == "-" { position += 3; return .cdo }
            return .delim(c)
        case "@":
            if startsIdentifier(at: position) { return .atKeyword(consumeName()) }
            return .delim(c)
        case "[": return .leftBracket
        case "\\":
            if startsEscape(at: position - 1) { position -= 1; return consumeIdentLike() }
            return .delim(c)
        case "]": return .rightBracket
        case "{": return .leftBrace
        case "}": return .rightBrace
        case _ where c.isDigit:
            position -= 1
            return consumeNumeric()
        case _ where c.isNameStartCodePoint:
            position -= 1
            return consumeIdentLike()
        default:
            return .delim(c)
        }
    }

    /// §4.3.2: comments are dropped; an unclosed one runs to the end.
    private mutating func consumeComments() {
        while peek() == "/" && peek(1) == "*" {
            position += 2
            while position < input.count && !(peek() == "*" && peek(1) == "/") { position += 1 }
            position = min(input.count, position + 2)
        }
    }

    /// §4.3.3: a number followed by a unit, a percent sign, or nothing.
    private mutating func consumeNumeric() -> CSSToken {
        let value = consumeNumber()
        if startsIdentifier(at: position) { return .dimension(value, unit: consumeName()) }
        if peek() == "%" { position += 1; return .percentage(value) }
        return .number(value)
    }

    /// §4.3.4: an identifier, a function, or a `url(` token.
    private mutating func consumeIdentLike() -> CSSToken {
        let name = consumeName()
        guard peek() == "(" else { return .ident(name) }
        position += 1
        if name.lowercased() == "url" {
            while peek() == " " || peek() == "\n" || peek() == "\t" { position += 1 }
            if peek() == "\"" || peek() == "'" { return .function(name) }
            return consumeURL()
        }
        return .function(name)
    }

    /// §4.3.5: a quoted string; a newline inside makes it a bad string.
    private mutating func consumeString(ending: Unicode.Scalar) -> CSSToken {
        var value = String.UnicodeScalarView()
        while let c = peek() {
            position += 1
            switch c {
            case ending: return .string(String(value))
            case "\n": position -= 1; return .badString
            case "\\":
                guard let next = peek() else { continue }
                if next == "\n" { position += 1 } else { value.append(consumeEscape()) }
            default: value.append(c)
            }
        }
        return .string(String(value))
    }

    /// §4.3.6: an unquoted `url(…)`.
    private mutating func consumeURL() -> CSSToken {
        var value = String.UnicodeScalarView()
        while let c = peek() {
            position += 1
            switch c {
            case ")": return .url(String(value))
            case " ", "\n", "\t":
                while peek() == " " || peek() == "\n" || peek() == "\t" { position += 1 }
                if peek() == nil || peek() == ")" { position = min(input.count, position + 1); return .url(String(value)) }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                if startsEscape(at: position - 1) { value.append(consumeEscape()) } else { consumeBadURLRemnants(); return .badURL }
            default:
                if c.value <= 0x08 || c.value == 0x0B || (0x0E...0x1F).contains(c.value) || c.value == 0x7F {
                    consumeBadURLRemnants()
                    return .badURL
                }
                value.append(c)
            }
        }
        return .url(String(value))
    }

    /// §4.3.14
    private mutating func consumeBadURLRemnants() {
        while let c = peek() {
            position += 1
            if c == ")" { return }
            if c == "\\", peek() != nil { _ = consumeEscape() }
        }
    }

    /// §4.3.7: what follows a backslash (the backslash already consumed).
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let c = peek() else { return "\u{FFFD}" }
        position += 1
        guard c.isHexDigit else { return c }
        var value = c.hexValue
        var count = 1
        while count < 6, let next = peek(), next.isHexDigit {
            value = value * 16 + next.hexValue
            position += 1
            count += 1
        }
        if peek() == " " || peek() == "\n" || peek() == "\t" { position += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.11: a name, escapes decoded.
    private mutating func consumeName() -> String {
        var value = String.UnicodeScalarView()
        while let c = peek() {
            if c.isNameCodePoint {
                value.append(c)
                position += 1
            } else if startsEscape(at: position) {
                position += 1
                value.append(consumeEscape())
            } else {
                break
            }
        }
        return String(value)
    }

    /// §4.3.12: the number's value (its type flag is not needed by the properties Galley reads).
    private mutating func consumeNumber() -> Double {
        var text = ""
        if peek() == "+" || peek() == "-" { text.unicodeScalars.append(peek()!); position += 1 }
        while let c = peek(), c.isDigit { text.unicodeScalars.append(c); position += 1 }
        if peek() == ".", let next = peek(1), next.isDigit {
            text += "."
            position += 1
            while let c = peek(), c.isDigit { text.unicodeScalars.append(c); position += 1 }
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(sign ? 2 : 1), digit.isDigit {
                text += "e"
                if sign { text.unicodeScalars.append(peek(1)!) }
                position += sign ? 2 : 1
                while let c = peek(), c.isDigit { text.unicodeScalars.append(c); position += 1 }
            }
        }
        return Double(text) ?? 0
    }

    /// §4.3.8: a backslash not followed by a newline.
    private func startsEscape(at index: Int) -> Bool {
        index < input.count && input[index] == "\\" && (index + 1 >= input.count || input[index + 1] != "\n")
            && index + 1 < input.count
    }

    /// §4.3.9
    private func startsIdentifier(at index: Int) -> Bool {
        guard index < input.count else { return false }
        let c = input[index]
        if c == "-" {
            guard index + 1 < input.count else { return false }
            let next = input[index + 1]
            return next.isNameStartCodePoint || next == "-" || startsEscape(at: index + 1)
        }
        return c.isNameStartCodePoint || startsEscape(at: index)
    }

    /// §4.3.10
    private func startsNumber(at index: Int) -> Bool {
        guard index < input.count else { return false }
        let c = input[index]
        func digit(_ i: Int) -> Bool { i < input.count && input[i].isDigit }
        switch c {
        case "+", "-": return digit(index + 1) || (index + 1 < input.count && input[index + 1] == "." && digit(index + 2))
        case ".": return digit(index + 1)
        default: return c.isDigit
        }
    }
}

extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    var isHexDigit: Bool { isDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self) }
    var hexValue: UInt32 { isDigit ? value - 0x30 : (value | 0x20) - 0x61 + 10 }
    /// §4.2: a letter, a non-ASCII code point, or `_`.
    var isNameStartCodePoint: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || value >= 0x80 || self == "_" }
    var isNameCodePoint: Bool { isNameStartCodePoint || isDigit || self == "-" }
}
