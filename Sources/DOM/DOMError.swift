/// Why a document could not be parsed: the limits of ``DOMLimits``, and XHTML that is not
/// well-formed XML; malformed HTML is recovered as the HTML Standard says, never an error.
public enum DOMError: Error, Equatable, CustomStringConvertible {
    /// The HTML is larger than ``DOMLimits/maximumHTMLSize``.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The document has more nodes than ``DOMLimits/maximumNodes``.
    case tooManyNodes(file: String, limit: Int)
    /// XHTML that is not well-formed XML, with the line libxml2 stopped at and its reason.
    case notWellFormed(file: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case let .tooLarge(file, _, _), let .tooManyNodes(file, _): "\(file): \(problem)"
        case let .notWellFormed(file, line, _): "\(file):\(line): \(problem)"
        }
    }

    /// What is wrong, without the file's name: for an error that names the file itself.
    public var problem: String {
        switch self {
        case let .tooLarge(_, bytes, limit): "the HTML is \(bytes) bytes, more than the \(limit) Galley reads"
        case let .tooManyNodes(_, limit): "the HTML has more than \(limit) elements and text runs, more than Galley lays out"
        case let .notWellFormed(_, _, reason): "not well-formed XHTML: \(reason)"
        }
    }
}
