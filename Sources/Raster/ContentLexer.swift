/// The tokens of a PDF content stream (PDF 32000-1, 7.2 lexical conventions, 7.8.2 content
/// streams): numbers, names, strings, array and dictionary delimiters and operators, each with
/// its byte range. Tokens are plain values: an array is its `[`, its elements and its `]`, and an
/// operator's name is the bytes of its range, so that lexing a page allocates nothing.
///
///     var lexer = ContentLexer(Array("/F1 12 Tf [<0001>-250<0002>]TJ".utf8))
///     while let token = lexer.next() { print(token.kind) }   // name, number, operator, arrayStart, hexString ...
struct ContentLexer {
    struct Token {
        enum Kind {
            case number, name, literalString, hexString, dictionaryStart, dictionaryEnd, arrayStart, arrayEnd, `operator`
        }

        var kind: Kind
        var range: Range<Int>
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    // 7.2.2: white space and delimiters.
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20: true
        default: false
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            if Self.isWhiteSpace(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "%") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                break
            }
        }
        guard index < bytes.count else { return nil }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "("):
            // 7.3.4.2: balanced parentheses, a backslash escapes the next byte.
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 1
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                default: break
                }
                index += 1
                if depth == 0 { break }
            }
            return Token(kind: .literalString, range: start..<min(index, bytes.count))
        case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "<"):
            index += 2
            return Token(kind: .dictionaryStart, range: start..<index)
        case UInt8(ascii: ">") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
            index += 2
            return Token(kind: .dictionaryEnd, range: start..<index)
        case UInt8(ascii: "<"):
            // 7.3.4.3: hexadecimal digits up to `>`; white space among them is ignored.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            index = min(index + 1, bytes.count)
            return Token(kind: .hexString, range: start..<index)
        case UInt8(ascii: "["):
            index += 1
            return Token(kind: .arrayStart, range: start..<index)
        case UInt8(ascii: "]"):
            index += 1
            return Token(kind: .arrayEnd, range: start..<index)
        case UInt8(ascii: "/"):
            index += 1
            while index < bytes.count, !Self.isWhiteSpace(bytes[index]), !Self.isDelimiter(bytes[index]) { index += 1 }
            return Token(kind: .name, range: start..<index)
        default:
            index += 1
            while index < bytes.count, !Self.isWhiteSpace(bytes[index]), !Self.isDelimiter(bytes[index]) { index += 1 }
            // 7.3.3: a number starts with a digit, a sign or a period; anything else is an operator.
            switch bytes[start] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                return Token(kind: .number, range: start..<index)
            default:
                return Token(kind: .operator, range: start..<index)
            }
        }
    }
}
