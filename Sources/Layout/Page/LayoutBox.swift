import DisplayList

/// Where the layout put one part of a block, recorded for tests and tools (the geometry a
/// golden image only shows as pixels).
///
///     page.boxes.first { $0.kind == .listMarker }?.frame.x
public struct LayoutBox: Sendable, Equatable {
    /// Which part of which block a box holds.
    ///
    ///     page.boxes.filter { $0.kind == .tableCell(row: 0, column: 0) }
    public enum Kind: Sendable, Equatable {
        /// A heading's text.
        case heading
        /// A paragraph's text.
        case paragraph
        /// A code block's text, inside its shading.
        case codeBlock
        /// A code block's shading: its text's box and the padding around it, the block's extent.
        case codeShading
        /// A block quote's content, beside its bar.
        case blockQuote
        /// A thematic break's rule.
        case thematicBreak
        /// A list item's bullet or number, in the gutter on the start side.
        case listMarker
        /// A list item's content.
        case listItem
        /// A table cell, by row (0 is the header) and logical column.
        case tableCell(row: Int, column: Int)
        /// A figure's image, or the placeholder drawn for a missing one.
        case figureImage
        /// A figure's caption.
        case figureCaption
        /// An HTML element's CSS box: its border box.
        case box
    }

    /// What the box holds.
    public var kind: Kind
    /// Where the box is, in page coordinates.
    public var frame: Rect
    /// The source line of the block.
    public var line: Int
}
