import Foundation

extension String {
    /// The string as HTML text or an attribute value: `&`, `<`, `>`, `"` and `'` escaped, so
    /// nothing from a page's file or an error message becomes markup in the preview.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// A URL path from segments, each percent-encoded: `["out", "he", "guide/start.png"]` gives
/// `/out/he/guide/start.png`, a page name's own slashes kept as separators.
func urlPath(_ parts: String...) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#;%")
    return parts.flatMap { $0.split(separator: "/") }
        .map { "/" + (String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "") }.joined()
}
