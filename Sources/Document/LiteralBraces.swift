/// Braces on a page with values that are not a placeholder (`{name: "John", age: 30}`,
/// `{{ msg }}`, `{path/to/file}`): drawn as written, and named once in a warning by the first
/// of them, so that a mistyped placeholder is still noticed.
///
///     page.literalBraces   // LiteralBraces(text: "{name: \"John\", age: 30}", line: 12, column: 9, count: 3)
public struct LiteralBraces: Equatable, Sendable {
    /// The first of them, as written (at most 40 characters of it).
    public var text: String
    /// Its line and column (from 1, in Unicode scalars) in the Markdown file.
    public var line: Int, column: Int
    /// How many there are on the page.
    public var count: Int

    /// Creates a record.
    public init(text: String, line: Int, column: Int, count: Int = 1) {
        self.text = text
        self.line = line
        self.column = column
        self.count = count
    }
}
