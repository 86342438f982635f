import Document
import Layout

/// Something about a rendered page that its writer should know, though the page was written:
/// one line, naming the file.
///
///     RenderWarning.missingGlyphs(file: "help.he.md", [MissingGlyph(character: "ཀ", line: 3)]).description
///     // "help.he.md: none of Galley's fonts draws U+0F40 ཀ (line 3); it shows as a box"
public enum RenderWarning: Error, Equatable, CustomStringConvertible {
    /// Characters none of Galley's fonts has, each with the first line it is on.
    case missingGlyphs(file: String, [MissingGlyph])
    /// Raw HTML tags Galley does not interpret, shown as text.
    ///
    ///     // "help.md: raw HTML shown as text: <div> (line 7); Galley reads <kbd>, <sub>, <sup>, <br>, <bdi> and <span dir>"
    case unsupportedHTML(file: String, [UnsupportedHTML])

    /// What it is, on one line.
    public var description: String {
        switch self {
        case let .missingGlyphs(file, glyphs):
            let list = glyphs.map { "U+\(String($0.character.value, radix: 16, uppercase: true).leftPadded(to: 4)) \($0.character) (line \($0.line))" }
            return "\(file): none of Galley's fonts draws \(list.joined(separator: ", ")); "
                + (glyphs.count == 1 ? "it shows as a box" : "they show as boxes")
        case let .unsupportedHTML(file, tags):
            let list = tags.prefix(5).map { "\($0.tag) (line \($0.line))" }.joined(separator: ", ") + (tags.count > 5 ? ", ..." : "")
            return "\(file): raw HTML shown as text: \(list); Galley reads <kbd>, <sub>, <sup>, <br>, <bdi> and <span dir>"
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
