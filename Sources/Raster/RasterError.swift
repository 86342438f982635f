/// Why drawing or writing an image failed. Each description is one line naming the file.
///
///     throw RasterError.cannotWrite(path: "out/page.png", reason: "Permission denied")
public enum RasterError: Error, CustomStringConvertible, Equatable {
    /// The output file could not be written.
    case cannotWrite(path: String, reason: String)
    /// An image file is missing, not a PNG, or broken.
    case cannotReadImage(path: String, reason: String)
    /// A bundled font file could not be opened.
    case cannotLoadFont(path: String, reason: String)
    /// The page at this scale is larger than an image can be.
    case imageTooLarge(width: Double, height: Double)
    /// Cairo refused to draw (out of memory).
    case cannotDraw(reason: String)

    /// What went wrong, on one line, naming the file where there is one.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): "\(path): cannot write: \(reason)"
        case let .cannotReadImage(path, reason): "\(path): cannot read image: \(reason)"
        case let .cannotLoadFont(path, reason): "\(path): cannot load font: \(reason)"
        case let .imageTooLarge(width, height):
            "the page is \(Int(width))x\(Int(height)) pixels at this scale, more than Galley draws (\(RasterImage.maximumSide) wide, "
                + "\(PNGBands.maximumHeight) tall): use PDF output or a smaller --scale or --width"
        case let .cannotDraw(reason): "cannot draw the page: \(reason)"
        }
    }
}
