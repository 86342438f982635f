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

    /// Refuses a GFM table of more than ``maximumTableCells`` before cmark-gfm builds it (a
    /// 1.8 MB table of 900,000 cells took 510 MB in cmark-gfm alone): from a delimiter row
    /// under a line with a `|`, the table runs to the next blank line, every row padded to the
    /// delimiter row's columns, as cmark-gfm pads them.
    static func checkTables(in markdown: String, fileName: String) throws(DocumentError) {
        let lines = MarkdownLines.split(markdown)
        func isBlank(_ line: Substring.UTF8View) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        var n = 1
        while n < lines.count {
            let delimiter = lines[n]
            let isDelimiterRow = delimiter.contains(UInt8(ascii: "-")) && delimiter.contains(UInt8(ascii: "|"))
                && delimiter.allSatisfy { [0x7C, 0x2D, 0x3A, 0x20, 0x09, 0x0D].contains($0) }
            guard isDelimiterRow, lines[n - 1].contains(UInt8(ascii: "|")) else {
                n += 1
                continue
            }
            let pipes = delimiter.count { $0 == UInt8(ascii: "|") }
            let columns = max(1, pipes + 1 - (delimiter.first == UInt8(ascii: "|") ? 1 : 0) - (delimiter.last == UInt8(ascii: "|") ? 1 : 0))
            var end = n + 1
            while end < lines.count, !isBlank(lines[end]) { end += 1 }
            let cells = (end - n) * columns
            guard cells <= maximumTableCells else {
                throw .blockTooLarge(file: fileName, line: n,
                                     problem: "the table has \(cells) cells, more than the \(maximumTableCells) allowed; split it")
            }
            n = end
        }
    }

    /// The problem of a text over ``maximumTextBytes``, for `what` ("the paragraph") of `bytes`
    /// bytes: the same words whether the bytes were written or filled in from values.
    static func tooMuchText(_ what: String, bytes: Int) -> String {
        "\(what) holds \(bytes) bytes of text, more than the \(maximumTextBytes) allowed; split it"
    }

    static func check(_ blocks: [Block], fileName: String) throws(DocumentError) {
        for block in blocks {
            func text(_ bytes: Int, _ what: String) throws(DocumentError) {
                guard bytes <= maximumTextBytes else {
                    throw .blockTooLarge(file: fileName, line: block.line, problem: tooMuchText(what, bytes: bytes))
                }
            }
            func bytes(_ runs: [InlineRun]) -> Int { runs.reduce(0) { $0 + $1.text.utf8.count } }
            switch block.kind {
            case let .heading(_, content): try text(bytes(content), "the heading")
            case let .paragraph(content): try text(bytes(content), "the paragraph")
            case let .codeBlock(_, code): try text(code.utf8.count, "the code block")
            case let .figure(figure): try text(bytes(figure.caption) + figure.image.alt.utf8.count, "the figure's caption")
            case let .blockQuote(children): try check(children, fileName: fileName)
            case let .box(box): try check(box.children, fileName: fileName)
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
                    for cell in row { try text(bytes(cell.content), "a table cell") }
                }
            case .thematicBreak: break
            }
        }
    }
}
