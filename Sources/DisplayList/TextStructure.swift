/// What a run of text is part of, for a tagged PDF's structure: its role and which block it
/// belongs to, so that a reader reads the page as headings, paragraphs and cells in order.
///
///     let structure = TextStructure(role: .heading(level: 2), block: 17)
public struct TextStructure: Sendable, Equatable {
    /// The kind of block, as PDF's standard structure types name them.
    public enum Role: Sendable, Equatable {
        /// A heading, level 1...6 (H1 ... H6).
        case heading(level: Int)
        /// A paragraph, a list item's or a quote's text, a code block (P).
        case paragraph
        /// A table cell: header cells are TH, others TD.
        case tableCell(header: Bool)
        /// A figure's caption (Caption).
        case caption
    }

    /// The kind of block.
    public var role: Role
    /// Tells apart two blocks of the same role one after the other; any number unique on the page.
    public var block: Int

    /// Creates a structure record.
    public init(role: Role, block: Int) {
        self.role = role
        self.block = block
    }
}
