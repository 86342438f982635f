/// Why a page could not be laid out. One line: the Markdown file, the line, what to do.
///
///     LayoutError.unreadableImage(file: "help.md", line: 12, path: "images/bar.png").description
///     // "help.md:12: image images/bar.png is missing or not a readable PNG (use --keep-going to draw a placeholder)"
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// The image at `path`, referenced at `file:line`, is missing or not a readable PNG.
    case unreadableImage(file: String, line: Int, path: String)
    /// The table at `file:line` has more columns than fit across the page even at their
    /// narrowest (a letter each); drawing it would cut off the rest.
    case tableTooWide(file: String, line: Int, columns: Int, fitting: Int)

    /// `file:line: what is wrong`, on one line.
    public var description: String {
        switch self {
        case let .unreadableImage(file, line, path):
            "\(file):\(line): image \(path) is missing or not a readable PNG (use --keep-going to draw a placeholder)"
        case let .tableTooWide(file, line, columns, fitting):
            "\(file):\(line): the table has \(columns) columns but only \(fitting) fit across the page at this width; "
                + "split the table or widen the page (--width, for PNG)"
        }
    }
}
