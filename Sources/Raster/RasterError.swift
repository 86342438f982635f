/// Why drawing or writing an image failed. Each description is one line naming the file.
///
///     throw RasterError.cannotWrite(path: "out/page.png", reason: "Permission denied")
public enum RasterError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)
    case cannotReadImage(path: String, reason: String)
    case cannotLoadFont(path: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): "\(path): cannot write: \(reason)"
        case let .cannotReadImage(path, reason): "\(path): cannot read image: \(reason)"
        case let .cannotLoadFont(path): "\(path): cannot load font"
        }
    }
}
