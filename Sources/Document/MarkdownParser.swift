import CCmarkGFM
import DOM
import Foundation
import Style

/// Registers cmark-gfm's extensions once: its own registration flag is not thread-safe, and a
/// Swift global is initialised exactly once.
private let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

/// cmark-gfm adds each extension's special characters to a process-wide table when a parser
/// processes inlines and removes them when it is done (github/cmark-gfm#221), so two parsers
/// at once can make one miss `www.` autolinks. Parsing is short; the golden runner renders
/// pages on several threads, so one parse at a time.
private let parserLock = NSLock()

/// Turns Markdown into blocks by walking the cmark-gfm tree (GFM tables, strikethrough and
/// autolinks on; raw HTML kept as text).
struct MarkdownParser {
    /// The file, for the HTML parser's errors.
    private let fileName: String
    /// The lines of the Markdown (MarkdownLines), to turn cmark-gfm's byte columns into scalar columns.
    private let lines: [Substring.UTF8View]
    /// The docs tools' admonitions, which cmark-gfm reads as block quotes.
    private let admonitions: Admonitions
    /// The cascade of the page's author sheets; nil without them.
    private let authorCascade: Cascade?
    /// The cascade the HTML in the page is styled with. Made only when the page has HTML: a
    /// page without reads no user-agent sheet.
    private var cascade: Cascade { authorCascade ?? Self.userAgentCascade }
    /// The HTML dropped (scripts, frames, script URLs), for the renderer's warning.
    private let unsupportedHTML = UnsupportedHTMLLog()

    /// Parses `markdown`; line numbers are those of `markdown` itself.
    static func blocks(markdown: String, fileName: String, authorSheets: [StyleSheet] = []) throws(DocumentError) -> (blocks: [Block], unsupportedHTML: [UnsupportedHTML]) {
        _ = coreExtensionsRegistered
        let admonitions = Admonitions(markdown)
        guard let root = parse(admonitions.markdown) else { throw .markdownParserUnavailable(file: fileName) }
        defer { cmark_node_free(root) }
        let parser = MarkdownParser(fileName: fileName, lines: MarkdownLines.split(markdown), admonitions: admonitions,
                                    authorCascade: authorSheets.isEmpty ? nil : Cascade(sheets: [.userAgent] + authorSheets))
        // cmark-gfm moves the definitions that are referenced to the end of the document, in the
        // order of their first reference, and gives each reference its definition's number.
        let definitions = MarkdownNode(root).children.filter { $0.type == CMARK_NODE_FOOTNOTE_DEFINITION }
        var blocks = parser.blocks(in: MarkdownNode(root), depth: 0)
        if !definitions.isEmpty {
            // The notes, at the end of the page, as a numbered list.
            let notes = ListBlock(ordered: true, start: 1, isTight: true, items: definitions.map { parser.blocks(in: $0, depth: 1) })
            blocks.append(Block(.list(notes), line: definitions[0].line, isFootnotes: true))
        }
        return (blocks, parser.unsupportedHTML.tags.sorted { $0.line < $1.line })
    }

    /// cmark-gfm's own HTML of `markdown` (raw HTML passed through, as GitHub does before it
    /// sanitizes), for `explain-style`, which styles it as Galley styles the page's elements;
    /// each block element says its Markdown lines in `data-sourcepos` ("3:1-4:12").
    static func html(markdown: String) -> String? {
        _ = coreExtensionsRegistered
        guard let root = parse(Admonitions(markdown).markdown) else { return nil }
        defer { cmark_node_free(root) }
        guard let html = cmark_render_html(root, CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_SOURCEPOS, nil) else { return nil }
        defer { free(html) }
        return String(cString: html)
    }

    /// The cmark-gfm document tree of `markdown`, built under `parserLock`; the caller frees it.
    private static func parse(_ markdown: String) -> OpaquePointer? {
        parserLock.lock()
        defer { parserLock.unlock() }
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionHandle = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionHandle)
            }
        }
        var markdown = markdown
        markdown.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        return cmark_parser_finish(parser)
    }

    // MARK: Blocks

    /// How deep block quotes and lists, and inline spans, may nest before the rest is read as
    /// plain text: deeper than any help page, shallow enough that `>>>>…` cannot exhaust the stack.
    static let maximumNesting = 32

    private func blocks(in parent: MarkdownNode, depth: Int) -> [Block] {
        let children = parent.children
        if children.contains(where: { $0.type == CMARK_NODE_HTML_BLOCK }) { return splicingHTML(children, depth: depth) }
        return markdownBlocks(children, depth: depth)
    }

    /// Blocks of Markdown with raw HTML blocks among them, as GitHub renders them: the HTML and
    /// the Markdown blocks between (each as a ``HTMLBlocks/placeholder`` element) are parsed as
    /// one HTML fragment, so that `<div dir="rtl">` … Markdown … `</div>` wraps what it wraps.
    /// The fragment is laid out line for line as in the file, so elements keep their lines.
    private func splicingHTML(_ children: [MarkdownNode], depth: Int) -> [Block] {
        var html = ""
        var line = 1
        var markdown: [Block] = []
        var segment: [MarkdownNode] = []
        func pad(to target: Int) {
            while line < target { html += "\n"; line += 1 }
        }
        func flush() {
            for block in markdownBlocks(segment, depth: depth) {
                pad(to: block.line)
                html += "<\(HTMLBlocks.placeholder) data-index=\(markdown.count)></\(HTMLBlocks.placeholder)>"
                markdown.append(block)
            }
            segment = []
        }
        for child in children {
            guard child.type == CMARK_NODE_HTML_BLOCK else {
                segment.append(child)
                continue
            }
            flush()
            pad(to: child.line)
            let literal = child.literal
            html += literal
            line += literal.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        }
        flush()
        return htmlBlocks(html, markdown: markdown)
    }

    /// The blocks of an HTML fragment of this page, styled by the user-agent sheet.
    private func htmlBlocks(_ html: String, markdown: [Block]) -> [Block] {
        guard let tree = try? HTMLParser.parseFragment(html, fileName: fileName, firstLine: 1) else {
            return [Block(.paragraph([InlineRun(html)]), line: 1)]
        }
        var builder = HTMLBlocks(styled: cascade.style(tree, page: Self.pageContext), fileName: fileName, markdownBlocks: markdown)
        let blocks = builder.blocks(in: DOMTree.root)
        unsupportedHTML.tags += builder.dropped
        return blocks
    }

    /// The cascade HTML in Markdown is styled with when the page has no author sheets: the
    /// user-agent sheet (the help-page look is the layout's).
    private static let userAgentCascade = Cascade(sheets: [.userAgent])
    /// The page's language and direction are not known when it is parsed; `dir` attributes
    /// give their elements theirs, and blocks without take the page's when laid out.
    private static let pageContext = Cascade.PageContext(language: "", rightToLeft: false)

    /// Blocks of Markdown without raw HTML blocks among them.
    private func markdownBlocks(_ children: [MarkdownNode], depth: Int) -> [Block] {
        var result: [Block] = []
        var index = 0
        while index < children.count {
            let node = children[index]
            index += 1
            switch node.type {
            case CMARK_NODE_PARAGRAPH:
                if case (var figure, var direction, let needsCaption)? = figure(in: node) {
                    if needsCaption, index < children.count, let (caption, captionDirection) = italicLine(children[index]) {
                        figure.caption = caption
                        direction = direction ?? captionDirection
                        index += 1
                    }
                    result.append(Block(.figure(figure), line: node.line, direction: direction))
                    continue
                }
                let written = runs(of: node.children)
                var content = written
                let direction = BlockAttribute.removeTrailingDirection(from: &content)
                if content.isEmpty, let direction, !result.isEmpty {
                    // A paragraph that is only `{dir=…}` sets the block before it.
                    result[result.count - 1].direction = direction
                } else if content.isEmpty {
                    if !written.isEmpty { result.append(Block(.paragraph(written), line: node.line)) }
                } else {
                    result.append(Block(.paragraph(content), line: node.line, direction: direction))
                }
            case CMARK_NODE_HEADING:
                var content = runs(of: node.children)
                var direction = BlockAttribute.removeTrailingDirection(from: &content)
                let anchor = BlockAttribute.removeTrailingIdentifier(from: &content)
                if direction == nil, anchor != nil { direction = BlockAttribute.removeTrailingDirection(from: &content) }
                let level = Int(cmark_node_get_heading_level(node.pointer))
                result.append(Block(.heading(level: level, content: content), line: node.line, direction: direction, anchor: anchor))
            case _ where depth >= Self.maximumNesting && (node.type == CMARK_NODE_LIST || node.type == CMARK_NODE_BLOCK_QUOTE):
                result.append(Block(.paragraph(plain(node.flattenedText)), line: node.line))
            case CMARK_NODE_LIST:
                let ordered = cmark_node_get_list_type(node.pointer) == CMARK_ORDERED_LIST
                let items = node.children.filter { $0.type == CMARK_NODE_ITEM }
                // A task list item ("- [x] ...") is an item of type "tasklist", checked or not.
                let tasks: [Bool?] = items.map { $0.typeName == "tasklist" ? cmark_gfm_extensions_get_tasklist_item_checked($0.pointer) : nil }
                let list = ListBlock(ordered: ordered,
                                     start: ordered ? Int(cmark_node_get_list_start(node.pointer)) : 1,
                                     isTight: cmark_node_get_list_tight(node.pointer) != 0,
                                     items: items.map { blocks(in: $0, depth: depth + 1) }, tasks: tasks.contains { $0 != nil } ? tasks : [])
                result.append(Block(.list(list), line: node.line))
            case CMARK_NODE_BLOCK_QUOTE:
                var inner = blocks(in: node, depth: depth + 1)
                let container = admonitions.opened[node.line]
                switch container?.kind {
                case .details?:
                    // Open, as HTML §15.5.4 draws an open details: the summary with its marker, then the content.
                    if let title = container?.title { result.append(Block(.paragraph([InlineRun("\u{25BE} " + title)]), line: node.line)) }
                    result += inner
                case .plain?:
                    result += inner
                case let .callout(kind)?:
                    var block = Block(.blockQuote(inner), line: node.line, callout: kind)
                    block.calloutTitle = container?.title
                    result.append(block)
                case nil:
                    let callout = Callout.removeMarker(from: &inner)
                    result.append(Block(.blockQuote(inner), line: node.line, callout: callout))
                }
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node.pointer))
                let language = info.split(whereSeparator: \.isWhitespace).first.map(String.init)
                var text = node.literal
                if text.hasSuffix("\n") { text.removeLast() }
                result.append(Block(.codeBlock(language: language, text: text), line: node.line, direction: .leftToRight))
            case CMARK_NODE_THEMATIC_BREAK:
                result.append(Block(.thematicBreak, line: node.line))
            default:
                if node.typeName == "table" {
                    result.append(Block(.table(table(node)), line: node.line))
                }
            }
        }
        return result
    }

    private func table(_ node: MarkdownNode) -> Table {
        let count = Int(cmark_gfm_extensions_get_table_columns(node.pointer))
        let alignments = cmark_gfm_extensions_get_table_alignments(node.pointer)
        let columns: [ColumnAlignment] = (0..<count).map { column in
            switch alignments?[column] {
            case UInt8(ascii: "l"): .leading
            case UInt8(ascii: "r"): .trailing
            case UInt8(ascii: "c"): .center
            default: .natural
            }
        }
        var header: [TableCell]?
        var rows: [[TableCell]] = []
        for row in node.children where row.typeName.hasPrefix("table_") {
            var cells = row.children.map { cell in
                var content = runs(of: cell.children)
                let direction = BlockAttribute.removeTrailingDirection(from: &content)
                return TableCell(content, direction: direction)
            }
            // Ragged rows: pad with empty cells or drop extra ones, so every row has `count` cells.
            if cells.count < count { cells += Array(repeating: TableCell([]), count: count - cells.count) }
            if cells.count > count { cells.removeLast(cells.count - count) }
            if header == nil && cmark_gfm_extensions_get_table_row_is_header(row.pointer) != 0 {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        return Table(columns: columns, header: header ?? Array(repeating: TableCell([]), count: count), rows: rows)
    }

    // MARK: Figures

    /// The figure when `paragraph` is an image alone (plus `{.directional}`, an italic caption
    /// line and `{dir=…}`), its direction, and whether the caption may still come from the
    /// next paragraph (no title, no caption line).
    private func figure(in paragraph: MarkdownNode) -> (Figure, TextDirection?, needsCaption: Bool)? {
        let children = paragraph.children
        guard let image = children.first, image.type == CMARK_NODE_IMAGE,
              case (var rest, let emphasis)? = Self.shape(of: children.dropFirst())
        else { return nil }
        let attributes = ImageAttributes.parse(rest)
        if let attributes { rest.removeFirst(attributes.length) }

        let title = string(cmark_node_get_title(image.pointer))
        var caption: [InlineRun]? = title.isEmpty ? nil : [InlineRun(title)]
        var tail = Substring(rest)
        if let line = emphasis.first {
            let parts = rest.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
            guard caption == nil, emphasis.count == 1, parts[0].contains("\n"),
                  parts[0].allSatisfy(\.isWhitespace)
            else { return nil }
            caption = runs(of: line.children)
            tail = parts[1]
        }
        let leftover = tail.trimmingCharacters(while: \.isWhitespace)
        let direction = BlockAttribute.direction(leftover)
        guard leftover.isEmpty || direction != nil else { return nil }

        let alt = runs(of: image.children)
        let reference = ImageReference(source: string(cmark_node_get_url(image.pointer)),
                                       alt: alt.map(\.text).joined(), attributes: attributes?.0)
        // The alt text stands in for the image, never beside it: no title and no caption line, no caption.
        return (Figure(image: reference, caption: caption ?? []), direction, caption == nil)
    }

    /// The caption when `node` is a paragraph of one italic line (and maybe `{dir=…}`).
    private func italicLine(_ node: MarkdownNode) -> ([InlineRun], TextDirection?)? {
        guard node.type == CMARK_NODE_PARAGRAPH, let (text, emphasis) = Self.shape(of: node.children[...]),
              emphasis.count == 1
        else { return nil }
        let parts = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
        let leftover = parts[1].trimmingCharacters(while: \.isWhitespace)
        let direction = BlockAttribute.direction(leftover)
        guard parts[0].allSatisfy(\.isWhitespace), leftover.isEmpty || direction != nil else { return nil }
        return (runs(of: emphasis[0].children), direction)
    }

    /// Inline nodes as text with each emphasis replaced by NUL (cmark never leaves a NUL in a
    /// literal) and breaks as "\n"; nil when there is anything else (links, code, images…).
    private static func shape(of nodes: ArraySlice<MarkdownNode>) -> (String, [MarkdownNode])? {
        var text = ""
        var emphasis: [MarkdownNode] = []
        for node in nodes {
            switch node.type {
            case CMARK_NODE_TEXT: text += node.literal
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += "\n"
            case CMARK_NODE_EMPH:
                text += "\0"
                emphasis.append(node)
            default: return nil
            }
        }
        return (text, emphasis)
    }

    // MARK: Inlines

    private func runs(of nodes: [MarkdownNode]) -> [InlineRun] {
        if nodes.contains(where: \.holdsInlineHTML) { return htmlRuns(of: nodes) }
        var runs: [InlineRun] = []
        appendRuns(of: nodes, style: .plain, depth: 0, to: &runs)
        MDXComment.remove(from: &runs)
        return runs
    }

    /// Inline content with raw HTML in it: written out as HTML (Markdown's own inlines as
    /// their elements) and parsed as such, as GitHub does, so `<b>`, `<a href>`, `<img width>`
    /// and an inline `<!-- comment -->` mean what they mean in a browser.
    /// Block elements among the inlines (`a <div>b</div> c`) are read as inline content: the
    /// fragment has no `<p>` for them to close.
    private func htmlRuns(of nodes: [MarkdownNode]) -> [InlineRun] {
        var html = ""
        writeHTML(of: nodes, depth: 0, to: &html)
        let firstLine = nodes.first.flatMap(sourceLocation)?.line ?? 1
        guard let tree = try? HTMLParser.parseFragment(html, fileName: fileName, firstLine: firstLine) else { return [InlineRun(html)] }
        var builder = HTMLBlocks(styled: cascade.style(tree, page: Self.pageContext), fileName: fileName)
        let runs = builder.inlineRuns(tree[DOMTree.root].children)
        unsupportedHTML.tags += builder.dropped
        return runs
    }

    private func writeHTML(of nodes: [MarkdownNode], depth: Int, to html: inout String) {
        for node in nodes {
            if depth >= Self.maximumNesting {
                html += node.flattenedText.escapingHTML
                continue
            }
            switch node.type {
            case CMARK_NODE_TEXT: html += node.literal.escapingHTML
            case CMARK_NODE_HTML_INLINE: html += node.literal
            case CMARK_NODE_CODE: html += "<code>\(node.literal.escapingHTML)</code>"
            case CMARK_NODE_SOFTBREAK: html += "\n"
            case CMARK_NODE_LINEBREAK: html += "<br>"
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
                let tag = node.type == CMARK_NODE_EMPH ? "em" : "strong"
                html += "<\(tag)>"
                writeHTML(of: node.children, depth: depth + 1, to: &html)
                html += "</\(tag)>"
            case CMARK_NODE_LINK:
                html += "<a href=\"\(string(cmark_node_get_url(node.pointer)).escapingHTML)\">"
                writeHTML(of: node.children, depth: depth + 1, to: &html)
                html += "</a>"
            case CMARK_NODE_IMAGE:
                html += "<img src=\"\(string(cmark_node_get_url(node.pointer)).escapingHTML)\" alt=\"\(node.flattenedText.escapingHTML)\">"
            case CMARK_NODE_FOOTNOTE_REFERENCE:
                if let number = Int(node.literal) { html += "<a href=\"#fn-\(number)\" data-footnote>\(number)</a>" }
            default:
                let tag = node.typeName == "strikethrough" ? "del" : "span"
                html += "<\(tag)>"
                writeHTML(of: node.children, depth: depth + 1, to: &html)
                html += "</\(tag)>"
            }
        }
    }

    private func plain(_ text: String) -> [InlineRun] {
        text.isEmpty ? [] : [InlineRun(text)]
    }

    private func appendRuns(of nodes: [MarkdownNode], style: InlineStyle, depth: Int, to runs: inout [InlineRun]) {
        func append(_ text: String, _ style: InlineStyle) {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += text
            } else {
                runs.append(InlineRun(text, style: style))
            }
        }
        // The last run's length in scalars as last counted (its index and UTF-8 length then): a
        // run only grows at its end, so each anchor counts only what was added since. Counting
        // the whole run at every soft break was quadratic (32,000 lines took 14 s).
        var counted = (run: -1, utf8: 0, scalars: 0)
        // Where `node`'s text will start: the end of the last run when it merges into it.
        func anchor(_ node: MarkdownNode, _ style: InlineStyle, skipping skipped: Int = 0) {
            guard !node.literal.isEmpty, let (line, column) = sourceLocation(node) else { return }
            if runs.last?.style != style { runs.append(InlineRun("", style: style)) }
            let utf8 = runs[runs.count - 1].text.utf8
            if counted.run != runs.count - 1 || counted.utf8 > utf8.count { counted = (runs.count - 1, 0, 0) }
            // A scalar starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
            counted.scalars += utf8.dropFirst(counted.utf8).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            counted.utf8 = utf8.count
            runs[runs.count - 1].sourceAnchors.append(SourceAnchor(offset: counted.scalars, line: line, column: column + skipped))
        }
        let style = style
        // The `{…}` attributes of an inline image start the text node after it: scalars to skip there.
        var attributeLength = 0
        for node in nodes {
            let skipped = attributeLength
            attributeLength = 0
            var inner = style
            if depth >= Self.maximumNesting && cmark_node_first_child(node.pointer) != nil {
                append(node.flattenedText, style)
                continue
            }
            switch node.type {
            case CMARK_NODE_TEXT:
                anchor(node, style, skipping: skipped)
                for piece in Icon.split(String(node.literal.unicodeScalars.dropFirst(skipped))) {
                    var pieceStyle = style
                    pieceStyle.icon = piece.icon
                    append(piece.text, pieceStyle)
                }
            case CMARK_NODE_CODE:
                inner.code = true
                append(node.literal, inner)
            case CMARK_NODE_SOFTBREAK:
                append(" ", style)
            case CMARK_NODE_LINEBREAK:
                append(String(InlineRun.lineSeparator), style)
            case CMARK_NODE_EMPH:
                inner.italic = true
                appendRuns(of: node.children, style: inner, depth: depth + 1, to: &runs)
            case CMARK_NODE_STRONG:
                inner.bold = true
                appendRuns(of: node.children, style: inner, depth: depth + 1, to: &runs)
            case CMARK_NODE_LINK:
                inner.link = string(cmark_node_get_url(node.pointer))
                appendRuns(of: node.children, style: inner, depth: depth + 1, to: &runs)
            case CMARK_NODE_FOOTNOTE_REFERENCE:
                // A note's number, raised, pointing at the note; the layout writes it in the locale's digits.
                if let number = Int(node.literal) {
                    inner.position = .raised
                    inner.link = "#fn-\(number)"
                    inner.footnote = true
                    append(String(number), inner)
                }
            case CMARK_NODE_IMAGE:
                // An image among other text: a run of its own (never merged with a neighbour), its text the alt text.
                let next = cmark_node_next(node.pointer).map(MarkdownNode.init)
                let attributes = next.flatMap { $0.type == CMARK_NODE_TEXT ? ImageAttributes.parse($0.literal) : nil }
                attributeLength = attributes.map { String(next!.literal.prefix($0.length)).unicodeScalars.count } ?? 0
                var altRuns: [InlineRun] = []
                appendRuns(of: node.children, style: .plain, depth: depth + 1, to: &altRuns)
                let alt = altRuns.map(\.text).joined()
                let reference = ImageReference(source: string(cmark_node_get_url(node.pointer)), alt: alt, attributes: attributes?.0)
                inner.image = InlineImage(reference, line: sourceLocation(node)?.line ?? Int(cmark_node_get_start_line(node.pointer)))
                runs.append(InlineRun(alt, style: inner))
            default:
                if node.typeName == "strikethrough" { inner.strikethrough = true }
                appendRuns(of: node.children, style: inner, depth: depth + 1, to: &runs)
                append(node.literal, style)
            }
        }
    }

    /// The line and scalar column where `node` starts, or nil when cmark-gfm gives none.
    private func sourceLocation(_ node: MarkdownNode) -> (line: Int, column: Int)? {
        let line = Int(cmark_node_get_start_line(node.pointer))
        var byteColumn = Int(cmark_node_get_start_column(node.pointer))
        guard line >= 1, line <= lines.count, byteColumn >= 1 else { return nil }
        // An admonition's `> ` markers are not in the file.
        if let (at, count) = admonitions.insertions[line], byteColumn > at { byteColumn = max(at + 1, byteColumn - count) }
        let bytes = lines[line - 1].prefix(byteColumn - 1)
        return (line, 1 + String(decoding: bytes, as: UTF8.self).unicodeScalars.count)
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without the characters at either end that `predicate` holds for.
    func trimmingCharacters(while predicate: (Character) -> Bool) -> Substring {
        let start = firstIndex { !predicate($0) } ?? endIndex
        let end = lastIndex { !predicate($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

extension String {
    /// The text with `&`, `<`, `>` and `"` escaped, to write it into HTML.
    fileprivate var escapingHTML: String {
        var result = ""
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension MarkdownNode {
    /// Whether raw inline HTML is among this node and its descendants (walked without
    /// recursion: inline nesting has no limit in the Markdown).
    var holdsInlineHTML: Bool {
        var stack = [self]
        while let node = stack.popLast() {
            if node.type == CMARK_NODE_HTML_INLINE { return true }
            stack += node.children
        }
        return false
    }
}
