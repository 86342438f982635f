#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes output folders with the system's own reason when it cannot, so a read-only disk is
/// one line in words (`out/he: cannot write: Read-only file system`), not an error domain dump.
///
///     try Folders.create("out/he/guide")
public enum Folders {
    /// Creates `path` and the folders above it that are missing. Throws `FileError.unwritable`
    /// naming the first folder that cannot be made, or a file that is in the way.
    public static func create(_ path: String) throws(FileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .unwritable(path: path, reason: "not a folder") }
            return
        }
        if let slash = path.dropLast().lastIndex(of: "/"), slash > path.startIndex {
            try create(String(path[..<slash]))
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw .unwritable(path: path, reason: SystemReason.text(errno))
        }
    }

    /// The folder a file at `path` goes in, as the path names it (`out/he` for `out/he/a.png`,
    /// `.` for `a.png`). Throws `FileError.unwritable` naming `path` when the folder is missing
    /// (`no such folder out/he`) or is not a folder (`out/he is not a folder`).
    public static func parent(of path: String) throws(FileError) -> String {
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw .unwritable(path: path, reason: errno == ENOTDIR ? "\(folder) is not a folder" : "no such folder \(folder)")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .unwritable(path: path, reason: "\(folder) is not a folder") }
        return folder
    }

    /// Creates `path` like ``create(_:)``, and throws when `path` itself is a symbolic link: a
    /// link planted where Galley copies fonts or images (`out/fonts -> /`) is not written through.
    public static func createUnlinked(_ path: String) throws(FileError) {
        try create(path)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritable(path: path, reason: "not a folder (a symbolic link is in the way)")
        }
    }
}
