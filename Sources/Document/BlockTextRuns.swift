extension Block {
    /// The runs of text of the block and the blocks inside it, in page order, each with its
    /// block's line: headings, paragraphs, table cells and captions; code has none.
    var textRuns: [(runs: [InlineRun], line: Int)] {
        switch kind {
        case let .heading(_, content), let .paragraph(content): [(content, line)]
        case let .list(list): list.items.flatMap { $0.flatMap(\.textRuns) }
        case let .blockQuote(blocks): blocks.flatMap(\.textRuns)
        case let .box(box): box.children.flatMap(\.textRuns)
        case let .table(table): (table.header + table.rows.flatMap { $0 }).map { ($0.content, line) }
        case let .figure(figure): [(figure.caption, line)]
        case .codeBlock, .thematicBreak: []
        }
    }
}

extension Block {
    /// The block with the runs of text ``textRuns`` lists (and in its order) replaced by
    /// `transform`'s, given each with its block's line.
    func mappingTextRuns(_ transform: ([InlineRun], Int) -> [InlineRun]) -> Block {
        var block = self
        switch kind {
        case let .heading(level, content): block.kind = .heading(level: level, content: transform(content, line))
        case let .paragraph(content): block.kind = .paragraph(transform(content, line))
        case var .list(list):
            list.items = list.items.map { $0.map { $0.mappingTextRuns(transform) } }
            block.kind = .list(list)
        case let .blockQuote(blocks): block.kind = .blockQuote(blocks.map { $0.mappingTextRuns(transform) })
        case var .box(box):
            box.children = box.children.map { $0.mappingTextRuns(transform) }
            block.kind = .box(box)
        case var .table(table):
            func cell(_ cell: TableCell) -> TableCell {
                var cell = cell
                cell.content = transform(cell.content, line)
                return cell
            }
            table.header = table.header.map(cell)
            table.rows = table.rows.map { $0.map(cell) }
            block.kind = .table(table)
        case var .figure(figure):
            figure.caption = transform(figure.caption, line)
            block.kind = .figure(figure)
        case .codeBlock, .thematicBreak: break
        }
        return block
    }
}
