/// Why an input file (a page, an image, a golden, a font, a manifest) could not be read, on one
/// line naming the file and the real reason.
///
///     FileError.notRegular(path: "images/pipe.png", kind: "a FIFO").description
///     // "images/pipe.png: is a FIFO, not a regular file"
public enum FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Nothing exists at `path`.
    case missing(path: String)
    /// `path` is a directory, a FIFO, a device or a socket: only regular files are read, so
    /// nothing can block or stream forever.
    case notRegular(path: String, kind: String)
    /// The file is larger than the reader accepts.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The system refused to open or read the file: `reason` is its message (``SystemReason``).
    case unreadable(path: String, reason: String)
    /// The system refused to create or write `path`: `reason` is its message (``SystemReason``).
    case unwritable(path: String, reason: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case let .missing(path), let .notRegular(path, _), let .tooLarge(path, _, _), let .unreadable(path, _), let .unwritable(path, _): path
        }
    }

    /// What is wrong, without the path: for messages that name the file their own way.
    ///
    ///     FileError.missing(path: "a.png").reason   // "no such file"
    public var reason: String {
        switch self {
        case .missing: "no such file"
        case let .notRegular(_, kind): "is \(kind), not a regular file"
        case let .tooLarge(_, size, limit): "is \(size) bytes, more than the \(limit) bytes allowed"
        case let .unreadable(_, reason): "cannot read: \(reason)"
        case let .unwritable(_, reason): "cannot write: \(reason)"
        }
    }

    /// `path: what is wrong`, on one line, the path's control characters escaped.
    public var description: String { "\(Escaped(path)): \(reason)" }
}
