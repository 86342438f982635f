/// Why a Markdown page could not be read. The ``description`` is one line,
/// `file:line: what is wrong`, ready to print after `error: `.
///
/// ```swift
/// do { _ = try Page(contentsOfFile: "help.he.md") }
/// catch { print("error: \(error)") }
/// // error: help.he.md:3: front matter 'dir' is 'rlt'; expected ltr, rtl or auto
/// ```
public enum DocumentError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be opened or read, or is not a regular file: `reason` says which
    /// (`is a directory, not a regular file`, `cannot read: Permission denied`).
    case unreadableFile(file: String, reason: String)
    /// The file is not UTF-8: `line` holds the first bad byte, at `byteOffset` from the start.
    case invalidUTF8(file: String, line: Int, byteOffset: Int)
    /// The YAML front matter is malformed, has an unknown key, or a value out of range.
    case invalidFrontMatter(file: String, line: Int, problem: String)
    /// A `values.yaml` or a `--set` value is malformed (`line` is nil for `--set`).
    case invalidValues(file: String, line: Int?, problem: String)
    /// A placeholder is malformed, names a value that is not given, or is given a value of the
    /// wrong type; `line` and `column` (from 1, in Unicode scalars) are where it goes wrong.
    case invalidPlaceholder(file: String, line: Int, column: Int, problem: String)
    /// A block is too large to lay out in bounded memory (see `BlockLimits`).
    case blockTooLarge(file: String, line: Int, problem: String)
    /// cmark-gfm could not create a parser (out of memory).
    case markdownParserUnavailable(file: String)
    /// An HTML page or style sheet past Galley's limits (``DOMLimits``, ``StyleSheet/maximumSize``),
    /// or a style sheet it may not read.
    case htmlLimit(file: String, problem: String)
    /// An XHTML page that is not well-formed XML.
    case invalidXHTML(file: String, line: Int, problem: String)

    /// `file:line: what is wrong`, on one line.
    ///
    /// ```swift
    /// DocumentError.invalidUTF8(file: "a.md", line: 4, byteOffset: 80).description
    /// // "a.md:4: invalid UTF-8 at byte 80; save the file as UTF-8"
    /// ```
    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            return "\(file): \(reason)"
        case let .invalidUTF8(file, line, byteOffset):
            return "\(file):\(line): invalid UTF-8 at byte \(byteOffset); save the file as UTF-8"
        case let .invalidFrontMatter(file, line, problem):
            return "\(file):\(line): \(problem)"
        case let .invalidValues(file, line?, problem):
            return "\(file):\(line): \(problem)"
        case let .invalidValues(file, nil, problem):
            return "\(file): \(problem)"
        case let .invalidPlaceholder(file, line, column, problem):
            return "\(file):\(line):\(column): \(problem)"
        case let .blockTooLarge(file, line, problem), let .invalidXHTML(file, line, problem):
            return "\(file):\(line): \(problem)"
        case let .markdownParserUnavailable(file):
            return "\(file): cmark-gfm could not create a parser"
        case let .htmlLimit(file, problem):
            return "\(file): \(problem)"
        }
    }
}
