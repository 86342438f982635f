import Files

/// Why a page could not be laid out. One line: the Markdown file, the line, what to do.
///
///     LayoutError.unreadableImage(file: "help.md", line: 12, path: "images/bar.png", problem: .notPNG).description
///     // "help.md:12: image images/bar.png is not a PNG file (use --keep-going to draw a placeholder)"
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// The image at `path`, referenced at `file:line`, cannot be drawn, for `problem`.
    case unreadableImage(file: String, line: Int, path: String, problem: ImageProblem)
    /// The table at `file:line` has more columns than fit across the page even at their
    /// narrowest (a letter each); drawing it would cut off the rest.
    case tableTooWide(file: String, line: Int, columns: Int, fitting: Int)

    /// `file:line: what is wrong`, on one line.
    public var description: String {
        switch self {
        case let .unreadableImage(file, line, path, problem):
            "\(file):\(line): image \(Escaped(path)) \(problem) (use --keep-going to draw a placeholder)"
        case let .tableTooWide(file, line, columns, fitting):
            "\(file):\(line): the table has \(columns) columns but only \(fitting) fit across the page at this width; "
                + "split the table or widen the page (--width, for PNG)"
        }
    }
}
