/// Text and attribute values escaped for HTML5: `&`, `<`, `>` and `"`; WORD JOINER as
/// `&#x2060;`, so that an editor sees it.
///
///     HTMLEscape.text("a < b & c")   // "a &lt; b &amp; c"
enum HTMLEscape {
    static func text(_ string: some StringProtocol) -> String {
        var escaped = ""
        for character in string {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\u{2060}": escaped += "&#x2060;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
