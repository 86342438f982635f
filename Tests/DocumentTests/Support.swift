import Document

/// Parses `markdown` as if it were the file `test.md`.
func page(_ markdown: String) throws(DocumentError) -> Page {
    try Page.parse(markdown: markdown, fileName: "test.md")
}

/// The single block of `markdown`.
func onlyBlock(_ markdown: String) throws -> Block {
    let blocks = try page(markdown).blocks
    guard blocks.count == 1 else { throw UnexpectedBlocks(blocks: blocks) }
    return blocks[0]
}

struct UnexpectedBlocks: Error { var blocks: [Block] }

func plain(_ text: String) -> [InlineRun] { [InlineRun(text)] }

/// A table cell of one plain run, or an empty cell for "".
func cell(_ text: String) -> TableCell { TableCell(text.isEmpty ? [] : plain(text)) }
