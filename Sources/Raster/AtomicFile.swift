import Foundation

/// Writes an output file so that it either appears whole or not at all: `body` writes to a
/// temporary file beside `path`, which is renamed over `path` only when `body` succeeds.
///
///     try AtomicFile.write(to: "out/notes.txt") { temporary in
///         try Data("...".utf8).write(to: URL(fileURLWithPath: temporary))
///     }
public enum AtomicFile {
    /// Calls `body` with the temporary file's path, then renames it to `path`. Throws
    /// `RasterError.cannotWrite` when `path`'s folder is missing or not writable or the rename
    /// fails, and whatever `body` throws; the temporary file is removed on any error.
    public static func write(to path: String, _ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RasterError.cannotWrite(path: path, reason: "no such directory \(directory)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw RasterError.cannotWrite(path: path, reason: "directory \(directory) is not writable")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            try body(temporary)
            guard rename(temporary, path) == 0 else {
                throw RasterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
