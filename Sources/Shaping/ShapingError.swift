/// Why fonts could not be loaded. One line, naming the file.
///
///     throw ShapingError.cannotLoadFont(path: "Fonts/Missing.ttf")
public enum ShapingError: Error, CustomStringConvertible, Equatable {
    case cannotLoadFont(path: String)
    case noFonts(directory: String)

    public var description: String {
        switch self {
        case let .cannotLoadFont(path): "\(path): cannot load font"
        case let .noFonts(directory): "\(directory): no bundled fonts found (expected the Noto fonts of Fonts/)"
        }
    }
}
