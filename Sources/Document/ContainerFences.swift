/// Docs tools' custom containers, which GitHub shows as text: markdown-it-container's as
/// VitePress writes them (`::: tip Title` … `:::`, also `info`, `warning`, `danger`, `details`)
/// and Docusaurus's admonitions (`:::note[Title]` … `:::`, also `caution`). Before cmark-gfm
/// reads the page, each container becomes a block quote, line for line (one `>` a level, its
/// fence lines a quote's opening `>` and a blank line), so its content is Markdown as in the
/// tools, source lines stay where they were, and the parser gives the quote opened on a fence
/// line what that fence names.
///
/// As markdown-it-container reads fences: three or more colons after at most three spaces, a
/// name, the rest of the line the title; a fence of colons alone, at least as many as its
/// opener's, closes the innermost container (outer ones take more colons: `::::`); one left
/// open ends with the page. Fences inside fenced code are code.
///
///     let fences = ContainerFences("::: tip نکته\nمتن\n:::\n")
///     fences.markdown            // ">\n> متن\n\n"
///     fences.opened[1]?.title    // "نکته"
struct ContainerFences {
    /// What a container is drawn as.
    enum Kind: Equatable {
        /// An alert's box: `note` and `info`, `tip`, `important`, `warning` and Docusaurus's
        /// `caution`, `danger` (red, as GitHub's CAUTION).
        case callout(Callout)
        /// `details`: drawn open, as print shows `<details>`, its title the summary.
        case details
        /// Any other name (`code-group`, a theme's own): its content alone.
        case plain
    }

    struct Container: Equatable {
        var kind: Kind
        /// The rest of the opening fence, brackets removed (`:::tip[Title]`); nil when empty.
        var title: String?
    }

    /// The page with its containers as block quotes.
    private(set) var markdown = ""
    /// The container opened on each fence line (numbered from 1).
    private(set) var opened: [Int: Container] = [:]
    /// Where a line got its `> ` markers: the byte offset in the written line and how many bytes.
    private(set) var insertions: [Int: (at: Int, count: Int)] = [:]

    init(_ source: String) {
        guard Self.mayHoldFence(source) else {
            markdown = source
            return
        }
        var open: [(colons: Int, indent: Int)] = []
        var fence: (character: Character, length: Int)?
        let lines = MarkdownLines.split(source).map { Substring($0) }
        markdown.reserveCapacity(source.utf8.count + 16)
        for (index, line) in lines.enumerated() {
            if index > 0 { markdown += "\n" }
            let number = index + 1
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if fence == nil, indent <= 3, let (colons, name, title) = Self.fence(body) {
                if let name {
                    write(line, depth: open.count, opening: true, number: number, indent: open.first?.indent ?? indent)
                    opened[number] = Container(kind: Self.kind(name), title: title)
                    open.append((colons, open.first?.indent ?? indent))
                    continue
                }
                if let last = open.last, colons >= last.colons {
                    open.removeLast()
                    // A blank line at the level outside: it ends the quote.
                    let kept = String(line.prefix(min(indent, last.indent)))
                    markdown += kept + String(repeating: "> ", count: open.count)
                    if !open.isEmpty { insertions[number] = (kept.utf8.count, open.count * 2) }
                    continue
                }
            }
            fence = Self.codeFence(body, open: fence)
            if open.isEmpty {
                markdown += line
            } else {
                write(line, depth: open.count, opening: false, number: number, indent: open[0].indent)
            }
        }
    }

    /// Writes `line` with `depth` levels of `> ` after its first `indent` spaces; an opening
    /// fence's line is the new level's opening `>` and nothing else.
    private mutating func write(_ line: Substring, depth: Int, opening: Bool, number: Int, indent: Int) {
        let kept = line.prefix { $0 == " " }.prefix(indent)
        markdown += kept
        if opening {
            markdown += String(repeating: "> ", count: depth) + ">"
            return
        }
        markdown += String(repeating: "> ", count: depth)
        markdown += line.dropFirst(kept.count)
        insertions[number] = (kept.utf8.count, depth * 2)
    }

    /// Whether `source` has three colons in a row anywhere: most pages have none, and pass through.
    private static func mayHoldFence(_ source: String) -> Bool {
        var run = 0
        for byte in source.utf8 {
            run = byte == UInt8(ascii: ":") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    /// A container fence: its colons, its name (nil for a closing fence) and its title.
    private static func fence(_ body: Substring) -> (colons: Int, name: Substring?, title: String?)? {
        let colons = body.prefix { $0 == ":" }.count
        guard colons >= 3 else { return nil }
        let rest = body.dropFirst(colons).drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        if name.isEmpty {
            return rest.allSatisfy(\.isWhitespace) ? (colons, nil, nil) : nil
        }
        var title = rest.dropFirst(name.count).trimmingWhitespace()
        if title.hasPrefix("["), title.hasSuffix("]") { title = title.dropFirst().dropLast().trimmingWhitespace() }
        return (colons, name, title.isEmpty ? nil : String(title))
    }

    private static func kind(_ name: Substring) -> Kind {
        switch name.lowercased() {
        case "note", "info": .callout(.note)
        case "tip": .callout(.tip)
        case "important": .callout(.important)
        case "warning", "caution": .callout(.warning)
        case "danger": .callout(.caution)
        case "details": .details
        default: .plain
        }
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

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
