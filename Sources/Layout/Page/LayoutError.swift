import Files

/// Why a page could not be laid out. One line: the Markdown file, the line, what to do.
///
///     LayoutError.unreadableImage(file: "help.md", line: 12, path: "images/bar.png", problem: .notPNG).description
///     // "help.md:12: image images/bar.png is not a PNG file (use --keep-going to draw a placeholder)"
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// The image at `path`, referenced at `file:line`, cannot be drawn, for `problem`.
    case unreadableImage(file: String, line: Int, path: String, problem: ImageProblem)

    /// `file:line: what is wrong`, on one line.
    public var description: String {
        switch self {
        case let .unreadableImage(file, line, path, problem):
            "\(file):\(line): image \(Escaped(path)) \(problem) (use --keep-going to draw a placeholder)"
        }
    }
}
