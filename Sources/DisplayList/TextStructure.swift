/// What a run of text is part of, for a tagged PDF's structure: its role and which block it
/// belongs to, so that a reader reads the page as headings, paragraphs and cells in order.
///
///     let structure = TextStructure(role: .heading(level: 2), block: 17)
public struct TextStructure: Sendable, Equatable {
    /// The kind of block, as PDF's standard structure types name them.
    public enum Role: Sendable, Equatable {
        /// A heading, level 1...6 (H1 ... H6).
        case heading(level: Int)
        /// A paragraph, a list item's or a quote's text (P).
        case paragraph
        /// A table cell: header cells are TH, others TD.
        case tableCell(header: Bool)
        /// A figure's caption (Caption).
        case caption
        /// A code block (Code).
        case code
    }

    /// Where a table cell is: its table and row, so that a tagged PDF groups cells into TR
    /// and Table elements (PDF 32000-1, 14.8.4.3.4).
    public struct TablePosition: Sendable, Equatable {
        /// Tells apart two tables; any number unique on the page.
        public var table: Int
        /// The row, 0 for the header row.
        public var row: Int

        /// Creates a position.
        public init(table: Int, row: Int) {
            self.table = table
            self.row = row
        }
    }

    /// One list item a block is in: its list and its number in the list.
    public struct ListItem: Sendable, Equatable {
        /// Tells apart two lists; any number unique on the page.
        public var list: Int
        /// The item, 0 for the first.
        public var item: Int

        /// Creates a list item record.
        public init(list: Int, item: Int) {
            self.list = list
            self.item = item
        }
    }

    /// The kind of block.
    public var role: Role
    /// Tells apart two blocks of the same role one after the other; any number unique on the page.
    public var block: Int
    /// For a table cell, its table and row; nil otherwise.
    public var table: TablePosition?
    /// The list items the block is in, outermost first (L, LI and LBody in a tagged PDF,
    /// 14.8.4.3.3); empty outside lists.
    public var listItems: [ListItem]
    /// Whether the block is its innermost list item's marker (Lbl).
    public var isListLabel: Bool

    /// Creates a structure record.
    public init(role: Role, block: Int, table: TablePosition? = nil, listItems: [ListItem] = [], isListLabel: Bool = false) {
        self.role = role
        self.block = block
        self.table = table
        self.listItems = listItems
        self.isListLabel = isListLabel
    }
}
