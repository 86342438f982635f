import Foundation

/// A folder whose files the preview may send: the site folder, or the cache of rendered
/// outputs. A URL path below it is decoded one segment at a time, and refused when a segment
/// is empty, `.` or `..`, hidden (`.git`, `.galley-build.json`), or decodes to a slash,
/// backslash or NUL (`..%2f`, `%2e%2e`); what is left must be a regular file whose real path
/// (symbolic links followed) is still inside the folder.
///
///     let site = ServedFolder("help")!
///     site.file(at: "images/next.png")      // "/home/me/help/images/next.png"
///     site.file(at: "..%2f..%2fetc/passwd") // nil
struct ServedFolder: Sendable {
    /// The folder's real path.
    let root: String

    /// The folder at `path`; nil when it does not exist.
    init?(_ path: String) {
        guard let real = Self.realPath(path) else { return nil }
        root = real
    }

    /// The real path of the regular file that `encodedPath` (percent-encoded, without a
    /// leading slash) names inside the folder, or nil.
    func file(at encodedPath: Substring) -> String? {
        guard let segments = Self.segments(encodedPath) else { return nil }
        guard let real = Self.realPath(root + "/" + segments.joined(separator: "/")), real.hasPrefix(root + "/") else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    /// The decoded segments of `encodedPath`, or nil when one may not be served.
    static func segments(_ encodedPath: Substring) -> [String]? {
        var segments: [String] = []
        for raw in encodedPath.split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = String(raw).removingPercentEncoding, !segment.isEmpty, !segment.hasPrefix("."),
                  !segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) else { return nil }
            segments.append(segment)
        }
        return segments.isEmpty ? nil : segments
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
