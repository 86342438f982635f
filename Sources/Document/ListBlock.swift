/// A bulleted or numbered list; each item is a sequence of blocks, so lists nest.
///
/// ```swift
/// // "3. one\n4. two\n   - nested"
/// ListBlock(ordered: true, start: 3, isTight: true, items: [
///     [Block(.paragraph([InlineRun("one")]), line: 1)],
///     [Block(.paragraph([InlineRun("two")]), line: 2), Block(.list(nested), line: 3)],
/// ])
/// ```
public struct ListBlock: Equatable, Sendable {
    /// `true` for `1.` / `1)` lists, `false` for `-`, `*` and `+` lists.
    public var ordered: Bool
    /// The number of the first item as written (`3.` gives 3); 1 for bulleted lists.
    public var start: Int
    /// `true` when no blank line separates the items (CommonMark "tight"): no space between
    /// the paragraphs of the items.
    public var isTight: Bool
    /// The items in order; each item holds its own blocks, nested lists included.
    public var items: [[Block]]
    /// For a task list (`- [ ] open`, `- [x] done`): whether each item is checked, nil for an
    /// item that is not a task; empty when no item is one.
    public var tasks: [Bool?]
    /// The CSS `list-style-type` an HTML list sets (`hebrew`, `persian`, `lower-roman`, `none`),
    /// lower case; nil for Galley's markers (bullets, numbers in the page's digits).
    public var counterStyle: String?

    /// Creates a list.
    ///
    /// ```swift
    /// ListBlock(ordered: false, start: 1, isTight: true, items: [])
    /// ```
    public init(ordered: Bool, start: Int, isTight: Bool, items: [[Block]], tasks: [Bool?] = []) {
        self.ordered = ordered
        self.start = start
        self.isTight = isTight
        self.items = items
        self.tasks = tasks
    }
}
