/// Why an HTML page's files could not be written, on one line.
///
///     HTMLError.cannotCopy(path: "out/fonts", reason: "Permission denied").description
///     // "out/fonts: cannot copy: Permission denied"
public enum HTMLError: Error, CustomStringConvertible, Equatable {
    /// A font or image could not be copied beside the page.
    case cannotCopy(path: String, reason: String)

    /// What is wrong, on one line.
    public var description: String {
        switch self {
        case let .cannotCopy(path, reason): "\(path): cannot copy: \(reason)"
        }
    }
}
