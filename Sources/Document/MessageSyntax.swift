/// Finds the placeholders in a run of Markdown text. A placeholder is one ICU MessageFormat
/// argument, braces included: `{functions, number}`, `{count, plural, one {# file} other {# files}}`.
///
/// - A `{` followed (after optional spaces) by an ASCII letter or `_` starts a placeholder,
///   which ends at its matching `}`. Any other brace is text: `{ }`, `{0}`, `a}b`.
/// - `{{ … }}` (Vue, Angular, Jinja and tldr-pages write them in prose) is text, braces and all:
///   ``Piece/braces(_:offset:)``.
/// - Braces are written as text by ICU's apostrophe quoting: an apostrophe right before a
///   brace starts a quote that ends at the next apostrophe, and both apostrophes are dropped:
///   `'{'` writes `{`, `'{name}'` writes `{name}`. Every other apostrophe is text (`don't`,
///   and `''`, which Hebrew writers type for gershayim). Markdown's `\{` does not escape a
///   placeholder: Markdown drops the backslash before Galley sees the text.
/// - Inside a placeholder ICU's own quoting applies (`'{'`, `'#'`, `''`), so quoted braces do
///   not count towards the matching one.
///
/// ```swift
/// MessageSyntax.pieces(of: "Galley has {n, number} functions '{'sic'}'")
/// // [.text("Galley has "), .placeholder("{n, number}", offset: 11), .text(" functions {sic}")]
/// ```
enum MessageSyntax {
    /// How deep braces may nest in one placeholder: deeper than any message, shallow enough
    /// that ICU's recursive parser cannot exhaust a thread's stack.
    static let maximumNesting = 32

    /// A stretch of text: as it should read, or a placeholder as written.
    enum Piece: Equatable {
        /// Text to write as it is (quoting removed).
        case text(String)
        /// A placeholder as written, starting at scalar `offset` of the run's text.
        case placeholder(String, offset: Int)
        /// A placeholder whose braces do not close before the end of the run.
        case unclosed(String, offset: Int)
        /// A placeholder with braces nested deeper than ``maximumNesting``.
        case tooDeep(String, offset: Int)
        /// Text in double braces, `{{ name }}`, as written.
        case braces(String, offset: Int)
    }

    /// `text` cut into text and placeholders, in order.
    static func pieces(of text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { pieces.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'", index + 1 < scalars.count, scalars[index + 1] == "{" || scalars[index + 1] == "}" {
                let close = scalars[(index + 1)...].firstIndex(of: "'") ?? scalars.count
                literal.append(contentsOf: scalars[(index + 1)..<close])
                index = close + 1
            } else if scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{" {
                flush()
                let end = matchingBrace(scalars, from: index)?.index ?? scalars.count - 1
                pieces.append(.braces(String(String.UnicodeScalarView(scalars[index...end])), offset: index))
                index = end + 1
            } else if scalar == "{", startsArgument(scalars, at: index + 1) {
                flush()
                let pattern: String
                if let (end, depth) = matchingBrace(scalars, from: index) {
                    pattern = String(String.UnicodeScalarView(scalars[index...end]))
                    pieces.append(depth > maximumNesting ? .tooDeep(pattern, offset: index) : .placeholder(pattern, offset: index))
                    index = end + 1
                } else {
                    pieces.append(.unclosed(String(String.UnicodeScalarView(scalars[index...])), offset: index))
                    index = scalars.count
                }
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// Whether `pattern` starts as an ICU MessageFormat argument does: `{`, optional spaces, a
    /// name (ASCII letters, digits and `_`, not first a digit), optional spaces, then `}` or `,`.
    /// `{name: "John", age: 30}` and `{path/to/file}` do not.
    static func startsAsArgument(_ pattern: String) -> Bool {
        var scalars = pattern.unicodeScalars.dropFirst().drop { $0 == " " || $0 == "\t" }[...]
        guard let first = scalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        scalars = scalars.drop { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
        return scalars.drop { $0 == " " || $0 == "\t" }.first.map { $0 == "}" || $0 == "," } ?? false
    }

    /// Whether an argument name starts at `index`, after optional spaces.
    private static func startsArgument(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard let first = scalars[index...].first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first == "_" || (first.isASCII && first.properties.isAlphabetic)
    }

    /// The index of the `}` that closes the `{` at `start`, skipping ICU-quoted text, and the
    /// deepest nesting on the way; nil when none closes it.
    private static func matchingBrace(_ scalars: [Unicode.Scalar], from start: Int) -> (index: Int, depth: Int)? {
        var depth = 0
        var deepest = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "'" where index + 1 < scalars.count && scalars[index + 1] == "'":
                index += 1
            case "'" where index + 1 < scalars.count && "{}#|".unicodeScalars.contains(scalars[index + 1]):
                index = scalars[(index + 1)...].firstIndex(of: "'") ?? scalars.count
            case "{":
                depth += 1
                deepest = max(deepest, depth)
            case "}":
                depth -= 1
                if depth == 0 { return (index, deepest) }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
