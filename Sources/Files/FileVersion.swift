#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file is at a path, to tell without reading it whether it was written or
/// replaced since: its inode, size, and modification and status-change times. Writing a file
/// always changes its status-change time, which no program can set back (`touch -d` sets only
/// the modification time).
///
///     let before = FileVersion(of: "site/fonts/ezra.woff")
///     FileVersion(of: "site/fonts/ezra.woff") == before   // false once it is saved again
public struct FileVersion: Equatable, Sendable {
    private let fields: [Int]

    /// The version of the file at `path` (following symbolic links); nil when there is none.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        fields = [Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }
}
