import Document
import Files
import Layout

/// Something about a rendered page that its writer should know, though the page was written:
/// one line, naming the file.
///
///     RenderWarning.missingGlyphs(file: "help.he.md", [MissingGlyph(character: "ཀ", line: 3)]).description
///     // "help.he.md: none of Galley's fonts draws U+0F40 ཀ (line 3); it shows as a box"
public enum RenderWarning: Error, Equatable, CustomStringConvertible {
    /// Characters none of Galley's fonts has, each with the first line it is on.
    case missingGlyphs(file: String, [MissingGlyph])
    /// Raw HTML dropped as GitHub drops it: scripts, frames, forms, event attributes, script URLs.
    ///
    ///     // "help.md: raw HTML dropped: <script> (line 7); pages carry no script"
    case unsupportedHTML(file: String, [UnsupportedHTML])
    /// Links whose destinations no output writes (`javascript:`, `data:` …), drawn as text.
    ///
    ///     // "help.md: links drawn as text, their destination not http:, https:, mailto:, tel:, a relative path or an #anchor: javascript:alert(1) (line 3)"
    case refusedLinks(file: String, [RefusedLink])
    /// Links to pages that are not there, or to headings their page does not have, drawn as written.
    ///
    ///     // "help.md: links that lead nowhere: setup.md (line 3: no such page), guide.md#nope (line 7: no such heading in he/guide, linked to the page)"
    case deadLinks(file: String, [DeadLink])
    /// Braces that are not a placeholder, on a page with values: the first, and how many.
    ///
    ///     // "help.md:12:9: braces shown as text, not a placeholder: {name: "John", age: 30} (and 2 more); a placeholder is {name} or {name, type, …}"
    case literalBraces(file: String, LiteralBraces)
    /// `:icon[name]`s of names Galley has no icon for, shown as their text.
    ///
    ///     // "help.md: unknown icons shown as text: banana (line 3); icons are forward, backward, left, right, up, down, check, info, warning, external"
    case unknownIcons(file: String, [UnknownIcon])
    /// Images on the web, never fetched, drawn as their alt text.
    ///
    ///     // "README.fa.md: 3 images on the web drawn as their alt text, not fetched: https://img.shields.io/badge/a (line 5), ...; --images-from DIR reads copies from DIR/<host>/<path>"
    case remoteImages(file: String, [RemoteImage])
    /// Font files the page's CSS names that Galley did not read (a web URL, a file outside the
    /// page's folders, no font): each family falls through to the next of its list.
    ///
    ///     // "a.html: fonts not used, their families falling through to the next: fonts/x.woff: cannot load font: not a TrueType, OpenType, WOFF or WOFF2 font"
    case unusedFonts(file: String, [String])

    /// What it is, on one line.
    public var description: String {
        switch self {
        case let .missingGlyphs(file, glyphs):
            let list = glyphs.map { "U+\(String($0.character.value, radix: 16, uppercase: true).leftPadded(to: 4)) \($0.character) (line \($0.line))" }
            return "\(file): none of Galley's fonts draws \(list.joined(separator: ", ")); "
                + (glyphs.count == 1 ? "it shows as a box" : "they show as boxes")
        case let .unsupportedHTML(file, tags):
            let list = tags.prefix(5).map { "\($0.tag) (line \($0.line))" }.joined(separator: ", ") + (tags.count > 5 ? ", ..." : "")
            return "\(file): raw HTML dropped: \(list); pages carry no script, frames or forms"
        case let .refusedLinks(file, links):
            let list = links.prefix(5).map { "\($0.destination.cut(to: 40)) (line \($0.line))" }
                .joined(separator: ", ") + (links.count > 5 ? ", ..." : "")
            return "\(file): links drawn as text, their destination not http:, https:, mailto:, tel:, a relative path or an #anchor: \(list)"
        case let .deadLinks(file, links):
            let list = links.prefix(5).map { link in
                let shown = Escaped(link.destination.cut(to: 60))
                guard let page = link.pageWithoutHeading else { return "\(shown) (line \(link.line): no such page)" }
                return "\(shown) (line \(link.line): no such heading in \(Escaped(page)), linked to the page)"
            }.joined(separator: ", ") + (links.count > 5 ? ", ..." : "")
            return "\(file): links that lead nowhere: \(list)"
        case let .literalBraces(file, braces):
            let more = braces.count > 1 ? " (and \(braces.count - 1) more)" : ""
            return "\(file):\(braces.line):\(braces.column): braces shown as text, not a placeholder: \(Escaped(braces.text))\(more); "
                + "a placeholder is {name} or {name, type, …}"
        case let .unknownIcons(file, icons):
            let list = icons.prefix(5).map { "\(Escaped($0.name)) (line \($0.line))" }.joined(separator: ", ") + (icons.count > 5 ? ", ..." : "")
            return "\(file): unknown icon\(icons.count == 1 ? "" : "s") shown as text: \(list); icons are "
                + Icon.allCases.map(\.rawValue).joined(separator: ", ")
        case let .remoteImages(file, images):
            let list = images.prefix(3).map { "\(Escaped($0.source.cut(to: 60))) (line \($0.line))" }.joined(separator: ", ") + (images.count > 3 ? ", ..." : "")
            let count = images.count == 1 ? "1 image" : "\(images.count) images"
            return "\(file): \(count) on the web drawn as \(images.count == 1 ? "its" : "their") alt text, not fetched: \(list); "
                + "--images-from DIR reads copies from DIR/<host>/<path>"
        case let .unusedFonts(file, problems):
            let list = problems.prefix(3).map { "\(Escaped($0))" }.joined(separator: "; ") + (problems.count > 3 ? "; ..." : "")
            return "\(file): fonts not used, their families falling through to the next: \(list)"
        }
    }
}

extension String {
    /// The string's first `length` characters and an ellipsis when it is longer: a data: URL
    /// or a badge's address would otherwise fill the terminal.
    fileprivate func cut(to length: Int) -> String { count > length ? prefix(length) + "…" : self }

    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
