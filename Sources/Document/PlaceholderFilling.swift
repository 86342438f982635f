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
        page.literalBraces = filler.state.literalBraces
        return page
    }
}

/// The walk over a page's blocks that ``Page/fillingPlaceholders(with:language:fileName:)`` does.
///
/// The limits of ``BlockLimits`` hold for the text as it will be laid out, values and all, and
/// are checked as the text is filled, so that a 99 KB value used a thousand times stops at the
/// first text it makes too long, never holding more than a page's worth of text.
private struct PlaceholderFiller {
    let formatter: MessageFormatter
    let values: MessageValues
    let fileName: String
    let state = FillingState()

    func fill(_ block: Block) throws(DocumentError) -> Block {
        var block = block
        switch block.kind {
        case let .heading(level, content):
            block.kind = .heading(level: level, content: try fill(content, of: block, "the heading"))
        case let .paragraph(content):
            block.kind = .paragraph(try fill(content, of: block, "the paragraph"))
        case var .list(list):
            list.items = try list.items.map { item throws(DocumentError) in try item.map { block throws(DocumentError) in try fill(block) } }
            block.kind = .list(list)
        case let .blockQuote(blocks):
            block.kind = .blockQuote(try blocks.map { block throws(DocumentError) in try fill(block) })
        case var .box(box):
            box.children = try box.children.map { block throws(DocumentError) in try fill(block) }
            block.kind = .box(box)
        case var .table(table):
            func cell(_ cell: TableCell) throws(DocumentError) -> TableCell {
                TableCell(try fill(cell.content, of: block, "a table cell"), direction: cell.direction)
            }
            table.header = try table.header.map(cell)
            table.rows = try table.rows.map { row throws(DocumentError) in try row.map(cell) }
            block.kind = .table(table)
        case var .figure(figure):
            figure.caption = try fill(figure.caption, of: block, "the figure's caption", besides: figure.image.alt.utf8.count)
            block.kind = .figure(figure)
        case let .codeBlock(_, code):
            try count(code.utf8.count, line: block.line)
        case .thematicBreak:
            break
        }
        return block
    }

    /// The runs of one text that ``BlockLimits`` limits (a heading, a paragraph, a table cell,
    /// a caption with `other` bytes of alt text) with their placeholders filled. Throws the
    /// error the limit gives unfilled text when the filled text passes it.
    private func fill(_ runs: [InlineRun], of block: Block, _ what: String, besides other: Int = 0) throws(DocumentError) -> [InlineRun] {
        var text = FilledText(bytes: other)
        let filled = try runs.map { run throws(DocumentError) in try fill(run, blockLine: block.line, into: &text) }
        guard text.bytes <= BlockLimits.maximumTextBytes else {
            throw .blockTooLarge(file: fileName, line: block.line, problem: BlockLimits.tooMuchText(what, bytes: text.bytes))
        }
        try count(text.bytes, line: block.line)
        return filled
    }

    /// Adds `bytes` to the page's text; throws once it passes `Page.maximumFileSize`, naming
    /// the line of the block that passed it.
    private func count(_ bytes: Int, line: Int) throws(DocumentError) {
        state.pageBytes += bytes
        guard state.pageBytes <= Page.maximumFileSize else {
            throw .blockTooLarge(file: fileName, line: line, problem: "the page holds \(state.pageBytes) bytes of text up to here once its "
                + "placeholders are filled, more than the \(Page.maximumFileSize) allowed; split it")
        }
    }

    /// `run` with its placeholders filled, its length added to `text`; `blockLine` is the
    /// block's line, for runs without anchors.
    private func fill(_ run: InlineRun, blockLine line: Int, into text: inout FilledText) throws(DocumentError) -> InlineRun {
        // Code and autolinks are written as they are.
        guard !run.style.code, run.style.link != run.text else {
            text.bytes += run.text.utf8.count
            return run
        }
        var filled = run
        filled.text = ""
        for piece in MessageSyntax.pieces(of: run.text) {
            switch piece {
            case let .text(literal):
                text.write(literal, to: &filled.text)
            case let .placeholder(pattern, offset) where !MessageSyntax.startsAsArgument(pattern):
                literal(pattern, in: run, at: offset, blockLine: line, to: &filled.text, text: &text)
            case let .braces(pattern, offset):
                literal(pattern, in: run, at: offset, blockLine: line, to: &filled.text, text: &text)
            case let .placeholder(pattern, offset):
                if let formatted = state.formatted[pattern] {
                    text.write(formatted, to: &filled.text)
                    continue
                }
                if text.isPastLimit, let bytes = state.formattedBytes[pattern] {
                    text.bytes += bytes
                    continue
                }
                switch formatter.format(pattern, values: values) {
                case let .success(formatted):
                    let isolated = MessagePlaceholder.isolated(formatted)
                    // Kept for the placeholder's next use, while the text is still written;
                    // past the limit only its length.
                    if text.isPastLimit { state.formattedBytes[pattern] = isolated.utf8.count } else { state.formatted[pattern] = isolated }
                    text.write(isolated, to: &filled.text)
                case let .failure(failure) where failure.isUnreadable && !pattern.namesAValue(in: values):
                    literal(pattern, in: run, at: offset, blockLine: line, to: &filled.text, text: &text)
                case let .failure(failure):
                    throw error(in: run, at: offset + failure.offset, blockLine: line, failure.problem)
                }
            case let .tooDeep(_, offset):
                throw error(in: run, at: offset, blockLine: line,
                            "placeholder nests braces deeper than \(MessageSyntax.maximumNesting) levels")
            case let .unclosed(pattern, offset) where !MessageSyntax.startsAsArgument(pattern):
                literal(pattern, in: run, at: offset, blockLine: line, to: &filled.text, text: &text)
            case let .unclosed(pattern, offset):
                let shown = pattern.count > 24 ? pattern.prefix(24) + "…" : pattern[...]
                throw error(in: run, at: offset, blockLine: line, "placeholder '\(shown)' is never closed; write a literal brace as '{'")
            }
        }
        filled.sourceAnchors = []
        return filled
    }

    /// Writes `pattern` as text and notes where it is.
    private func literal(_ pattern: String, in run: InlineRun, at offset: Int, blockLine: Int, to filled: inout String, text: inout FilledText) {
        text.write(pattern, to: &filled)
        let (line, column) = run.sourceLocation(atScalarOffset: offset) ?? (blockLine, 1)
        state.record(LiteralBraces(text: String(pattern.prefix(40)), line: line, column: column))
    }

    private func error(in run: InlineRun, at offset: Int, blockLine: Int, _ problem: String) -> DocumentError {
        let (line, column) = run.sourceLocation(atScalarOffset: offset) ?? (blockLine, 1)
        return .invalidPlaceholder(file: fileName, line: line, column: column, problem: problem)
    }
}

/// The UTF-8 length of one text being filled. Past ``BlockLimits/maximumTextBytes`` the text
/// is no longer written, only measured: the error says how long it is, and memory holds at
/// most the limit.
private struct FilledText {
    var bytes: Int
    var isPastLimit: Bool { bytes > BlockLimits.maximumTextBytes }

    /// Adds `piece` to `text` while the text is within the limit; counts it always.
    mutating func write(_ piece: String, to text: inout String) {
        bytes += piece.utf8.count
        if !isPastLimit { text += piece }
    }
}

/// What one filling shares with its recursive calls: the first braces kept as text and how
/// many, the bytes of the page's text so far, and the placeholders formatted so far (each
/// distinct placeholder goes to ICU once; what is kept is text of the page, so at most its size).
private final class FillingState {
    private(set) var literalBraces: LiteralBraces?
    var pageBytes = 0
    var formatted: [String: String] = [:]
    var formattedBytes: [String: Int] = [:]

    func record(_ braces: LiteralBraces) {
        if literalBraces == nil { literalBraces = braces } else { literalBraces!.count += 1 }
    }
}

extension String {
    /// Whether this placeholder's argument is one of `values`: `{name,` or `{ name }`.
    fileprivate func namesAValue(in values: MessageValues) -> Bool { argumentName.map { values.values[$0] != nil } ?? false }

    /// This placeholder's argument name, when it has one: `name` of `{name,` or `{ name }`.
    private var argumentName: String? {
        let rest = unicodeScalars.dropFirst().drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        let after = rest.dropFirst(name.count).first { $0 != " " && $0 != "\t" }
        guard !name.isEmpty, after == "," || after == "}" else { return nil }
        return String(String.UnicodeScalarView(name))
    }
}
