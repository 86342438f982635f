import LocaleRules

extension Page {
    /// The page with every placeholder in its text replaced by its formatted value, isolated
    /// (see ``MessagePlaceholder``): headings, paragraphs, list items, block quotes, table
    /// cells and figure captions. Code spans, code blocks, autolinks, link destinations and
    /// image sources are left as written. `fileName` names the page in errors.
    ///
    /// A page without values (no `values.yaml`, front matter `values:` or `--set`) has no
    /// placeholders: its braces are text, as a tutorial's `{name: "John", age: 30}` is. With
    /// values, `{name}` and `{name, type, …}` are placeholders; other braces (`{name: 1}`,
    /// `{{ name }}`, `{path/to/file}`, `{x, nosuchtype}` when there is no value `x`) are text,
    /// the first of them in ``literalBraces`` for the renderer's warning.
    ///
    /// Throws ``DocumentError/invalidPlaceholder(file:line:column:problem:)`` at the first
    /// placeholder that names a value not in `values`, is given a value of the wrong type, has
    /// a type ICU does not know for a value that is given, or does not close;
    /// ``DocumentError/blockTooLarge(file:line:problem:)`` when the filled text passes
    /// ``BlockLimits`` (a paragraph over 100 KB, a page over 32 MB).
    ///
    /// ```swift
    /// let page = try Page.parse(markdown: "נוספו {n, number} פונקציות", fileName: "help.he.md")
    /// let filled = try page.fillingPlaceholders(with: MessageValues(["n": .number(250)]),
    ///                                           language: try LanguageTag("he"), fileName: "help.he.md")
    /// // paragraph: "נוספו \u{2068}250\u{2069} פונקציות"
    /// ```
    public func fillingPlaceholders(with values: MessageValues, language: LanguageTag,
                                    fileName: String) throws(DocumentError) -> Page {
        guard !values.values.isEmpty else { return self }
        let filler = PlaceholderFiller(formatter: MessageFormatter(language: language), values: values, fileName: fileName)
        var page = self
        page.blocks = try blocks.map { block throws(DocumentError) in try filler.fill(block) }
        // The limits hold for the text as it will be laid out, values and all.
        try BlockLimits.checkFilled(page.blocks, fileName: fileName)
        page.literalBraces = filler.literalBraces.first
        return page
    }
}

/// The walk over a page's blocks that ``Page/fillingPlaceholders(with:language:fileName:)`` does.
private struct PlaceholderFiller {
    let formatter: MessageFormatter
    let values: MessageValues
    let fileName: String
    /// Braces kept as text: the first, and how many.
    let literalBraces = LiteralBracesLog()

    func fill(_ block: Block) throws(DocumentError) -> Block {
        var block = block
        switch block.kind {
        case let .heading(level, content):
            block.kind = .heading(level: level, content: try fill(content, line: block.line))
        case let .paragraph(content):
            block.kind = .paragraph(try fill(content, line: block.line))
        case var .list(list):
            list.items = try list.items.map { item throws(DocumentError) in try item.map { block throws(DocumentError) in try fill(block) } }
            block.kind = .list(list)
        case let .blockQuote(blocks):
            block.kind = .blockQuote(try blocks.map { block throws(DocumentError) in try fill(block) })
        case var .box(box):
            box.children = try box.children.map { block throws(DocumentError) in try fill(block) }
            block.kind = .box(box)
        case var .table(table):
            table.header = try table.header.map { cell throws(DocumentError) in try fill(cell, line: block.line) }
            table.rows = try table.rows.map { row throws(DocumentError) in try row.map { cell throws(DocumentError) in try fill(cell, line: block.line) } }
            block.kind = .table(table)
        case var .figure(figure):
            figure.caption = try fill(figure.caption, line: block.line)
            block.kind = .figure(figure)
        case .codeBlock, .thematicBreak:
            break
        }
        return block
    }

    private func fill(_ cell: TableCell, line: Int) throws(DocumentError) -> TableCell {
        TableCell(try fill(cell.content, line: line), direction: cell.direction)
    }

    /// The runs with their placeholders filled; `line` is the block's, for runs without anchors.
    private func fill(_ runs: [InlineRun], line: Int) throws(DocumentError) -> [InlineRun] {
        try runs.map { run throws(DocumentError) in
            // Code and autolinks are written as they are.
            guard !run.style.code, run.style.link != run.text else { return run }
            var filled = run
            filled.text = ""
            for piece in MessageSyntax.pieces(of: run.text) {
                switch piece {
                case let .text(text):
                    filled.text += text
                case let .placeholder(pattern, offset) where !MessageSyntax.startsAsArgument(pattern):
                    literal(pattern, in: run, at: offset, blockLine: line, to: &filled)
                case let .braces(pattern, offset):
                    literal(pattern, in: run, at: offset, blockLine: line, to: &filled)
                case let .placeholder(pattern, offset):
                    switch formatter.format(pattern, values: values) {
                    case let .success(text):
                        filled.text += MessagePlaceholder.isolated(text)
                    case let .failure(failure) where failure.isUnreadable && !values.values.keys.contains(where: { pattern.hasArgumentName($0) }):
                        literal(pattern, in: run, at: offset, blockLine: line, to: &filled)
                    case let .failure(failure):
                        throw error(in: run, at: offset + failure.offset, blockLine: line, failure.problem)
                    }
                case let .tooDeep(_, offset):
                    throw error(in: run, at: offset, blockLine: line,
                                "placeholder nests braces deeper than \(MessageSyntax.maximumNesting) levels")
                case let .unclosed(pattern, offset) where !MessageSyntax.startsAsArgument(pattern):
                    literal(pattern, in: run, at: offset, blockLine: line, to: &filled)
                case let .unclosed(pattern, offset):
                    let shown = pattern.count > 24 ? pattern.prefix(24) + "…" : pattern[...]
                    throw error(in: run, at: offset, blockLine: line, "placeholder '\(shown)' is never closed; write a literal brace as '{'")
                }
            }
            filled.sourceAnchors = []
            return filled
        }
    }

    /// Writes `pattern` as text and notes where it is.
    private func literal(_ pattern: String, in run: InlineRun, at offset: Int, blockLine: Int, to filled: inout InlineRun) {
        filled.text += pattern
        let (line, column) = run.sourceLocation(atScalarOffset: offset) ?? (blockLine, 1)
        literalBraces.record(LiteralBraces(text: String(pattern.prefix(40)), line: line, column: column))
    }

    private func error(in run: InlineRun, at offset: Int, blockLine: Int, _ problem: String) -> DocumentError {
        let (line, column) = run.sourceLocation(atScalarOffset: offset) ?? (blockLine, 1)
        return .invalidPlaceholder(file: fileName, line: line, column: column, problem: problem)
    }
}

/// The braces kept as text by one filling, shared by its recursive calls: the first, and how many.
private final class LiteralBracesLog {
    private(set) var first: LiteralBraces?

    func record(_ braces: LiteralBraces) {
        if first == nil { first = braces } else { first!.count += 1 }
    }
}

extension String {
    /// Whether this placeholder's argument is `name`: `{name,` or `{ name }`.
    fileprivate func hasArgumentName(_ name: String) -> Bool {
        let rest = unicodeScalars.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard String(String.UnicodeScalarView(rest)).hasPrefix(name) else { return false }
        let after = rest.dropFirst(name.unicodeScalars.count).first { $0 != " " && $0 != "\t" }
        return after == "," || after == "}"
    }
}
