/// The largest blocks a page may hold, checked right after parsing: laying out text takes
/// about 200 bytes of memory per byte of a paragraph, so a 10 MB paragraph or a table of a
/// million cells would take gigabytes and minutes before failing as too tall. Past a limit the
/// page stops with an error naming the line.
///
///     try BlockLimits.check(page.blocks, fileName: "help.md")
enum BlockLimits {
    /// The most UTF-8 bytes of text in one paragraph, heading, caption, code block or table cell.
    static let maximumTextBytes = 100_000
    /// The most cells in one table, header included.
    static let maximumTableCells = 20_000

    static func check(_ blocks: [Block], fileName: String) throws(DocumentError) {
        for block in blocks {
            func text(_ bytes: Int, _ what: String) throws(DocumentError) {
                guard bytes <= maximumTextBytes else {
                    throw .blockTooLarge(file: fileName, line: block.line,
                                         problem: "\(what) holds \(bytes) bytes of text, more than the \(maximumTextBytes) allowed; split it")
                }
            }
            func bytes(_ runs: [InlineRun]) -> Int { runs.reduce(0) { $0 + $1.text.utf8.count } }
            switch block.kind {
            case let .heading(_, content): try text(bytes(content), "the heading")
            case let .paragraph(content): try text(bytes(content), "the paragraph")
            case let .codeBlock(_, code): try text(code.utf8.count, "the code block")
            case let .figure(figure): try text(bytes(figure.caption) + figure.image.alt.utf8.count, "the figure's caption")
            case let .blockQuote(children): try check(children, fileName: fileName)
            case let .list(list):
                for item in list.items { try check(item, fileName: fileName) }
            case let .table(table):
                let rows = [table.header] + table.rows
                let cells = rows.reduce(0) { $0 + $1.count }
                guard cells <= maximumTableCells else {
                    throw .blockTooLarge(file: fileName, line: block.line,
                                         problem: "the table has \(cells) cells, more than the \(maximumTableCells) allowed; split it")
                }
                for row in rows {
                    for cell in row { try text(bytes(cell), "a table cell") }
                }
            case .thematicBreak: break
            }
        }
    }
}
