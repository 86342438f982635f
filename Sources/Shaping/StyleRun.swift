/// A stretch of a paragraph's text in one font style and size, as the layout asks for it.
///
///     StyleRun(range: 0..<12, style: FontStyle(bold: true), size: 24)
public struct StyleRun: Sendable, Equatable {
    /// UTF-16 offsets in the paragraph's text.
    public var range: Range<Int>
    /// Weight, slant and whether the text is code.
    public var style: FontStyle
    /// Pixels per em.
    public var size: Double

    /// Creates a style run over `range`, UTF-16 offsets in the paragraph.
    public init(range: Range<Int>, style: FontStyle, size: Double) {
        self.range = range
        self.style = style
        self.size = size
    }
}
