/// A token of CSS Syntax Level 3 §4 (https://www.w3.org/TR/css-syntax-3/#tokenization).
public enum CSSToken: Equatable, Sendable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    /// `#name`; `isID` when the name would be a valid identifier (type flag "id").
    case hash(String, isID: Bool)
    case string(String)
    case badString
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    case cdo
    case cdc
    case colon
    case semicolon
    case comma
    case leftBracket
    case rightBracket
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace

    /// The identifier's name, lower case (CSS keywords are ASCII case-insensitive), or nil.
    var keyword: String? {
        if case let .ident(name) = self { return name.lowercased() }
        return nil
    }
}
