/// Why a document could not be parsed: only the limits of ``DOMLimits``; malformed HTML is
/// recovered as the HTML Standard says, never an error.
public enum DOMError: Error, Equatable, CustomStringConvertible {
    /// The HTML is larger than ``DOMLimits/maximumHTMLSize``.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The document has more nodes than ``DOMLimits/maximumNodes``.
    case tooManyNodes(file: String, limit: Int)

    public var description: String {
        switch self {
        case let .tooLarge(file, _, _), let .tooManyNodes(file, _): "\(file): \(problem)"
        }
    }

    /// What is wrong, without the file's name: for an error that names the file itself.
    public var problem: String {
        switch self {
        case let .tooLarge(_, bytes, limit): "the HTML is \(bytes) bytes, more than the \(limit) Galley reads"
        case let .tooManyNodes(_, limit): "the HTML has more than \(limit) elements and text runs, more than Galley lays out"
        }
    }
}
