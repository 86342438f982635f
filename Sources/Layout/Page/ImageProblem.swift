import Files

/// What is wrong with an image file, said after its path in an error message.
///
///     ImageProblem.tooLarge(width: 16384, height: 16384).description
///     // "is 16384x16384 pixels, more than the 40000000 pixels allowed"
public enum ImageProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing, not a regular file or cannot be read.
    case file(FileError)
    /// The file does not start with a PNG signature and header.
    case notPNG
    /// The header's size is past ``ImageSource/maximumPixels``: decoding it would take more
    /// memory than a help page should.
    case tooLarge(width: Int, height: Int)
    /// The header is sound but the data is not (the decoder's message).
    case corrupt(String)
    /// The file lies outside the site folder `root` (through `..`, an absolute path or a
    /// symbolic link).
    case outsideSite(root: String)
    /// The image is on the web (``RemoteImage``) and no folder of copies was given.
    case remote

    /// What is wrong, as the rest of a sentence that starts with the image's path.
    public var description: String {
        switch self {
        case .file(.missing): "is missing"
        case let .file(error): error.reason
        case .notPNG: "is not a PNG file"
        case let .tooLarge(width, height): "is \(width)x\(height) pixels, more than the \(ImageSource.maximumPixels) pixels allowed"
        case let .corrupt(reason): "is corrupt: \(reason)"
        case let .outsideSite(root): "is outside the site folder \(root); --allow-outside permits it"
        case .remote: "is on the web, which Galley never reads; --images-from DIR reads a copy from DIR/<host>/<path>"
        }
    }
}
