/// Why fonts could not be loaded. One line, naming the file.
///
///     throw ShapingError.cannotLoadFont(path: "Fonts/Missing.ttf", reason: "no such file")
public enum ShapingError: Error, CustomStringConvertible, Equatable {
    /// A font file is missing, not a regular file, unreadable, truncated or has no glyphs.
    case cannotLoadFont(path: String, reason: String)
    /// The font folder lacks even the first bundled font: probably not the `Fonts/` folder.
    case noFonts(directory: String)

    /// `path: what is wrong`, on one line.
    public var description: String {
        switch self {
        case let .cannotLoadFont(path, reason): "\(path): cannot load font: \(reason)"
        case let .noFonts(directory): "\(directory): no bundled fonts found (expected the Noto fonts of Fonts/)"
        }
    }
}
