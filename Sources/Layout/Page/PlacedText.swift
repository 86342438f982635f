import DisplayList

/// One paragraph of text as the page placed it, with its lines: what tools that compare
/// Galley's line breaks and word order with another renderer's read (the HTML agreement test).
///
///     for text in page.texts { print(text.kind, text.layout.lines.count) }
package struct PlacedText: Sendable {
    /// Which part of which block the text is.
    package var kind: LayoutBox.Kind
    /// The source line of the block.
    package var line: Int
    /// The paragraph's lines; their coordinates are relative to `origin`.
    package var layout: ParagraphLayout
    /// The top left corner of the paragraph's box on the page.
    package var origin: Point
}
