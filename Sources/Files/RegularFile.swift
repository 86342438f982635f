#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files only when they are regular files. The file is opened with `O_NONBLOCK`
/// and checked with `fstat` on the open descriptor, so a FIFO, a device (`/dev/stdin`,
/// `/dev/zero`) or a directory is one clear error instead of a hang, and a file swapped for
/// something else between a check and the open cannot slip through.
///
///     let bytes = try RegularFile.read("Examples/help.he.md")
public enum RegularFile {
    /// The whole file. Throws `FileError` when it is missing, not a regular file, larger than
    /// `limit` bytes, or cannot be read.
    ///
    ///     let png = try RegularFile.read("images/bar.png", limit: 64 << 20)
    public static func read(_ path: String, limit: Int = Int.max) throws(FileError) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        fstat(descriptor, &status)
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(path: path, size: size, limit: limit) }
        // A file that shrinks while read gives what is there.
        return try bytes(descriptor, upTo: size, path: path)
    }

    /// The first `count` bytes (fewer when the file is shorter), for reading a header.
    ///
    ///     let header = try RegularFile.prefix("images/bar.png", 24)
    public static func prefix(_ path: String, _ count: Int) throws(FileError) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        return try bytes(descriptor, upTo: count, path: path)
    }

    /// The first `count` bytes (fewer when the file is shorter) and the file's size in bytes,
    /// from one opening of the file.
    ///
    ///     let (directory, size) = try RegularFile.prefixAndSize("Fonts/NotoSans-Regular.ttf", 1036)
    public static func prefixAndSize(_ path: String, _ count: Int) throws(FileError) -> (bytes: [UInt8], size: Int) {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        fstat(descriptor, &status)
        return (try bytes(descriptor, upTo: count, path: path), Int(status.st_size))
    }

    /// Up to `count` bytes from `descriptor`, retrying short and interrupted reads. The array
    /// is filled by `read` alone (not zeroed first): a page-sized file is touched once.
    private static func bytes(_ descriptor: Int32, upTo count: Int, path: String) throws(FileError) -> [UInt8] {
        var failure: FileError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let n = systemRead(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if n < 0, errno == EINTR { continue }
                guard n >= 0 else {
                    failure = .unreadable(path: path, reason: SystemReason.text(errno))
                    return
                }
                if n == 0 { break }
                initialized += n
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Whether `path` names a regular file (following symbolic links), without opening it.
    ///
    ///     RegularFile.exists("images/arrow.he.png")
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// An open, blocking descriptor on the regular file at `path`; the caller closes it.
    public static func open(_ path: String) throws(FileError) -> Int32 {
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { throw .missing(path: path) }
            throw .unreadable(path: path, reason: SystemReason.text(error))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = SystemReason.text(errno)
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        let kind: String? = switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a plain file"
        }
        if let kind {
            close(descriptor)
            throw .notRegular(path: path, kind: kind)
        }
        // Regular files never block; clear the flag so reads behave as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }
}

/// The C library's `read` and `open`, which `RegularFile`'s own methods of those names hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
