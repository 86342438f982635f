#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files Galley writes outputs through (`.galley-<random>.tmp`, created with
/// `O_EXCL`, held under `flock` while written) and the removal of those left by a run killed
/// outright (`kill -9`): old enough, and locked by no process, once per folder and process.
///
///     StaleTemporaries.remove(in: "out/fonts")
public enum StaleTemporaries {
    /// The name of every temporary: short, so an output name of up to 255 bytes still works,
    /// and recognisable, so stale ones can be found.
    public static let prefix = ".galley-", suffix = ".tmp"
    /// A temporary file older than this (in seconds) that no process holds locked is stale.
    static let staleAge = 10

    /// The folders already cleared by this process: a site build writes hundreds of files to
    /// each folder, and reading the folder for every one of them grew with the square of its size.
    nonisolated(unsafe) private static var swept: Set<String> = []
    nonisolated(unsafe) private static var sweptLock = pthread_mutex_t()
    nonisolated(unsafe) private static var lockReady = pthread_once_t()

    /// Removes the stale temporaries in `directory`, the first time it is asked for that folder.
    /// Anything but a regular file of a temporary's name is left alone.
    public static func remove(in directory: String) {
        pthread_once(&lockReady) { pthread_mutex_init(&StaleTemporaries.sweptLock, nil) }
        pthread_mutex_lock(&sweptLock)
        let first = swept.insert(directory).inserted
        pthread_mutex_unlock(&sweptLock)
        guard first, let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { continue }
            let path = directory + "/" + name
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  time(nil) - status.st_mtim.tv_sec > staleAge,
                  flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            unlink(path)
        }
    }
}
