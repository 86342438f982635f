/// Why `render serve` could not start, on one line.
///
///     PreviewError.notASite("notes.txt").description
///     // "notes.txt: not a folder or a Markdown page; give a site folder or a page.md"
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// The input is neither a folder nor a `.md` file.
    case notASite(String)
    /// Every port tried is taken.
    case noFreePort(host: String, from: Int, to: Int)
    /// The port asked for is taken.
    case portInUse(host: String, port: Int)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case let .notASite(path): "\(path): not a folder or a Markdown page; give a site folder or a page.md"
        case let .noFreePort(host, from, to): "no free port on \(host) from \(from) to \(to); choose one with --port"
        case let .portInUse(host, port): "port \(port) on \(host) is in use; choose another with --port, or leave it out for the next free one"
        }
    }
}
