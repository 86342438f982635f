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
