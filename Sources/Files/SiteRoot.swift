#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what a page reads inside its site: a path, with every symbolic link and `..`
/// resolved, must lie inside the root folder. Pull requests from strangers cannot then embed
/// `/etc/passwd` or `../../secrets.png` in published output.
///
///     SiteRoot.contains("Examples/images/../images/arrow.png", root: "Examples")  // true
///     SiteRoot.contains("Examples/../README.md", root: "Examples")                 // false
public enum SiteRoot {
    /// Whether `path`, resolved, lies inside `root`, resolved. A path that does not exist is
    /// judged by its resolved folder, so a missing file is reported as missing, not as outside.
    public static func contains(_ path: String, root: String) -> Bool {
        guard let resolvedRoot = resolved(root) else { return false }
        let target: String
        if let file = resolved(path) {
            target = file
        } else {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard name != "..", let resolvedFolder = resolved(folder.isEmpty ? "/" : folder) else { return true }
            target = resolvedFolder + "/" + name
        }
        return target == resolvedRoot || target.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
