import Foundation

/// Docs tools' admonitions, which GitHub shows as text: markdown-it-container's as VitePress
/// writes them (`::: tip Title` … `:::`, also `info`, `warning`, `danger`, `details`),
/// Docusaurus's (`:::note[Title]` … `:::`, also `caution`) and Python-Markdown's as MkDocs
/// writes them (`!!! note "Title"`, collapsible `??? tip` and `???+ tip`, their content indented
/// four spaces). Before cmark-gfm reads the page, each becomes a block quote, line for line
/// (one `>` a level; its opening line the quote's opening `>`, a closing fence a blank line),
/// so its content is Markdown as in the tools, source lines stay where they were, and the
/// parser gives the quote opened on an opening line what that line names.
///
/// Fences as markdown-it-container reads them: three or more colons after at most three
/// spaces, a name, the rest of the line the title; colons alone, at least as many as the
/// opener's, close the innermost container (outer ones take more colons: `::::`); one left open
/// ends with the page. An indented admonition is one only with content, and ends at the first
/// line indented less than its content (Python-Markdown's rule). Markers inside fenced code are
/// code.
///
///     let admonitions = Admonitions("::: tip نکته\nمتن\n:::\n")
///     admonitions.markdown            // ">\n> متن\n\n"
///     admonitions.opened[1]?.title    // "نکته"
struct Admonitions {
    /// What an admonition is drawn as.
    enum Kind: Equatable {
        /// An alert's box (see `callout(_:)` for the names).
        case callout(Callout)
        /// `details`: drawn open, as print shows `<details>`, its title the summary.
        case details
        /// Any other container name (`code-group`, a theme's own): its content alone.
        case plain
    }

    struct Container: Equatable {
        var kind: Kind
        /// The title its opening line gives (`:::tip[Title]`, `!!! note "Title"`); nil when none,
        /// empty for `!!! note ""`, which has no title bar.
        var title: String?
    }

    /// The page with its admonitions as block quotes.
    private(set) var markdown = ""
    /// The admonition opened on each opening line (numbered from 1).
    private(set) var opened: [Int: Container] = [:]
    /// How a line's bytes moved: past byte `at` of the written line, `count` bytes more than in
    /// the file (fewer where an admonition's indent gave way to `> `).
    private(set) var insertions: [Int: (at: Int, count: Int)] = [:]

    /// An open admonition: closed by a fence of at least `colons` colons, or, indented, by a
    /// line indented less than `content` spaces.
    private enum Open {
        case fenced(colons: Int)
        case indented(content: Int)
    }

    init(_ source: String) {
        guard Self.mayHoldMarker(source) else {
            markdown = source
            return
        }
        var open: [Open] = []
        // The spaces before the outermost opener, kept on its lines (a list item's indent).
        var outerIndent = 0
        var fence: (character: Character, length: Int)?
        let lines = MarkdownLines.split(source).map { Substring($0) }
        var written: [String] = []
        written.reserveCapacity(lines.count)
        // Blank lines are written once the next line tells whether the admonition goes on past
        // them (`> `) or ended before them (a blank line, so that the next quote is a new one).
        var blanks: [Int] = []
        func writeBlanks(depth: Int) {
            let blank = depth == 0 ? "" : String(repeating: " ", count: outerIndent) + String(repeating: "> ", count: depth)
            for n in blanks { written[n] = blank }
            blanks = []
        }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let spaces = line.prefix { $0 == " " }.count
            if line.allSatisfy(\.isWhitespace), !open.isEmpty {
                blanks.append(written.count)
                written.append("")
                continue
            }
            if let outermost = open.firstIndex(where: { if case let .indented(content) = $0 { spaces < content } else { false } }) {
                open.removeSubrange(outermost...)
                fence = nil
            }
            writeBlanks(depth: open.count)
            // What the innermost indented admonition's content indent takes off the line.
            let stripped = open.reduce(0) { if case let .indented(content) = $1 { content } else { $0 } }
            let body = line.dropFirst(min(spaces, stripped))
            let indent = body.prefix { $0 == " " }.count
            if fence == nil, indent <= 3, let (colons, container) = Self.marker(body.dropFirst(indent)),
               colons > 0 || Self.hasIndentedContent(lines[(index + 1)...], indent: stripped + indent + 4) {
                if open.isEmpty { outerIndent = spaces }
                if let container {
                    written.append(String(repeating: " ", count: outerIndent) + String(repeating: "> ", count: open.count) + ">")
                    opened[number] = container
                    open.append(colons > 0 ? .fenced(colons: colons) : .indented(content: stripped + indent + 4))
                    continue
                }
                if case let .fenced(opener)? = open.last, colons >= opener {
                    open.removeLast()
                    // A blank line at the level outside: it ends the quote.
                    blanks.append(written.count)
                    written.append("")
                    writeBlanks(depth: open.count)
                    continue
                }
            }
            fence = Self.codeFence(body.dropFirst(indent), open: fence)
            written.append(open.isEmpty ? String(line) : write(line, depth: open.count, number: number, kept: outerIndent, stripped: stripped))
        }
        writeBlanks(depth: open.count)
        markdown = written.joined(separator: "\n")
    }

    /// `line` with `depth` levels of `> ` after its first `kept` spaces, less the `stripped`
    /// spaces of the indented admonitions it is in.
    private mutating func write(_ line: Substring, depth: Int, number: Int, kept: Int, stripped: Int) -> String {
        let spaces = line.prefix { $0 == " " }.count
        let keptSpaces = min(spaces, kept), removed = max(keptSpaces, min(stripped, spaces))
        insertions[number] = (keptSpaces, depth * 2 - (removed - keptSpaces))
        return String(repeating: " ", count: keptSpaces) + String(repeating: "> ", count: depth) + line.dropFirst(removed)
    }

    /// Whether the first line after blank ones is indented `indent` spaces or more: an indented
    /// admonition's content. A line of a page written for GitHub that only starts like one
    /// (`??? why not`, `!!! IMPORTANT`) is text: it has none.
    private static func hasIndentedContent(_ lines: ArraySlice<Substring>, indent: Int) -> Bool {
        guard let next = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        return next.prefix { $0 == " " }.count >= indent
    }

    /// Whether `source` may hold an admonition: three colons in a row, or `!!!` or `???`,
    /// anywhere. Most pages have none, and pass through after a `memchr` over their bytes.
    private static func mayHoldMarker(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let end = base + bytes.count
            for mark in [UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?")] {
                var at = base
                while let found = memchr(at, Int32(mark), end - at) {
                    let byte = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if end - byte >= 3, byte[1] == mark, byte[2] == mark { return true }
                    at = byte + 1
                }
            }
            return false
        }
    }

    /// An opening or closing line: a fence's colons (0 for `!!!` and `???`, which have no
    /// closing line) and the container it opens (nil for a closing fence).
    private static func marker(_ body: Substring) -> (colons: Int, container: Container?)? {
        if body.hasPrefix("!!!") || body.hasPrefix("???") {
            return admonition(body).map { (0, $0) }
        }
        guard let (colons, name, title) = fence(body) else { return nil }
        return (colons, name.map { Container(kind: kind($0), title: title) })
    }

    /// Python-Markdown's `!!! type "Title"` (pymdownx.details's `??? type`, `???+ type`), as its
    /// pattern reads it: the first word the type, further words classes, then the quoted
    /// title, `""` for none, and nothing else on the line.
    private static func admonition(_ body: Substring) -> Container? {
        var rest = body.dropFirst(3)
        if body.hasPrefix("???"), rest.first == "+" { rest = rest.dropFirst() }
        rest = rest.trimmingCharacters(while: \.isWhitespace)
        var words: [Substring] = [], title: String?
        while let first = rest.first {
            if first == "\"" {
                guard !words.isEmpty, rest.count >= 2, rest.last == "\"" else { return nil }
                title = String(rest.dropFirst().dropLast())
                break
            }
            let word = rest.prefix(while: isNameCharacter)
            guard !word.isEmpty else { return nil }
            words.append(word)
            rest = rest.dropFirst(word.count).drop { $0 == " " }
        }
        guard let type = words.first else { return nil }
        return Container(kind: .callout(callout(type)), title: title)
    }

    /// Material for MkDocs's types and their aliases as the alert whose colour they take.
    private static func callout(_ type: Substring) -> Callout {
        switch type.lowercased() {
        case "tip", "hint", "success", "check", "done": .tip
        case "important": .important
        case "warning", "caution", "attention": .warning
        case "danger", "error", "failure", "fail", "missing", "bug": .caution
        default: .note
        }
    }

    /// A container fence: its colons, its name (nil for a closing fence) and its title.
    private static func fence(_ body: Substring) -> (colons: Int, name: Substring?, title: String?)? {
        let colons = body.prefix { $0 == ":" }.count
        guard colons >= 3 else { return nil }
        let rest = body.dropFirst(colons).drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix(while: isNameCharacter)
        if name.isEmpty {
            return rest.allSatisfy(\.isWhitespace) ? (colons, nil, nil) : nil
        }
        var title = rest.dropFirst(name.count).trimmingCharacters(while: \.isWhitespace)
        if title.hasPrefix("["), title.hasSuffix("]") { title = title.dropFirst().dropLast().trimmingCharacters(while: \.isWhitespace) }
        return (colons, name, title.isEmpty ? nil : String(title))
    }

    /// What a container fence's name draws: VitePress's and Docusaurus's alert names take their
    /// colours as MkDocs's types do.
    private static func kind(_ name: Substring) -> Kind {
        switch name.lowercased() {
        case "note", "info", "tip", "important", "warning", "caution", "danger": .callout(callout(name))
        case "details": .details
        default: .plain
        }
    }

    /// A letter, digit, `-` or `_`: what names a container and an admonition's type and classes.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }

    /// The fenced code block open after `body` (CommonMark §4.5): one opens with three or more
    /// backticks or tildes and closes with as many of the same, at any indent (a list item's
    /// fences are indented).
    private static func codeFence(_ body: Substring, open: (character: Character, length: Int)?) -> (character: Character, length: Int)? {
        guard let first = body.first, first == "`" || first == "~" else { return open }
        let length = body.prefix { $0 == first }.count
        guard length >= 3 else { return open }
        guard let open else { return (first, length) }
        let closes = first == open.character && length >= open.length && body.dropFirst(length).allSatisfy(\.isWhitespace)
        return closes ? nil : open
    }
}
