import DisplayList

/// Where the layout put one part of a block, recorded for tests and tools (the geometry a
/// golden image only shows as pixels).
///
///     page.boxes.first { $0.kind == .listMarker }?.frame.x
public struct LayoutBox: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case heading, paragraph, codeBlock, blockQuote, thematicBreak
        case listMarker, listItem
        /// A table cell, by row (0 is the header) and logical column.
        case tableCell(row: Int, column: Int)
        case figureImage, figureCaption
    }

    public var kind: Kind
    public var frame: Rect
    /// The source line of the block.
    public var line: Int
}
