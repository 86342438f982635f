import CCairo
import Files
import Foundation

/// Writes an output file so that it either appears whole or not at all, and cannot be hijacked:
/// `body` writes to a new temporary file in the output's folder, created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` under a random name (no planted file or symbolic link can be
/// written through, and renders sharing a folder from separate PID namespaces cannot collide);
/// every write and the close are checked, the file is `fsync`ed, then renamed over `path`
/// (so that a crash leaves the previous file or the new one, whole).
/// The temporary file is removed on any error and on SIGINT, SIGTERM and SIGHUP; one left by
/// a run killed outright (`kill -9`) is removed by the next write to that folder.
///
///     try AtomicFile.write(to: "out/notes.txt") { file in
///         try file.write(Array("...".utf8))
///     }
public enum AtomicFile {
    /// Temporary files are `.galley-<random>.tmp` (`StaleTemporaries`).
    static let prefix = StaleTemporaries.prefix, suffix = StaleTemporaries.suffix

    /// An open temporary file: the descriptor and the first write error.
    public final class Sink {
        let descriptor: Int32
        /// The first failed or short write's reason; nil while every write succeeded.
        public private(set) var failure: String?

        init(descriptor: Int32) { self.descriptor = descriptor }

        /// Writes all of `bytes`, retrying partial writes; records the first failure.
        public func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil else { return }
            var done = 0
            while done < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? SystemReason.text(errno) : "short write"
                    return
                }
                done += count
            }
        }

        /// Writes all of `bytes`.
        public func write(_ bytes: [UInt8]) { bytes.withUnsafeBytes { write($0) } }

        /// A Cairo write function for `cairo_*_for_stream`, with `closure` an unretained `Sink`.
        static let cairoWrite: cairo_write_func_t = { closure, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
            return sink.failure == nil ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }
    }

    /// Calls `body` with a sink on the temporary file, then syncs, closes and renames it to
    /// `path`. Throws `RasterError.cannotWrite` when `path`'s folder is missing or not
    /// writable, or any write, the sync, the close or the rename fails, and whatever `body`
    /// throws; the temporary file is removed on any error.
    public static func write(to path: String, _ body: (Sink) throws -> Void) throws {
        let directory: String
        do {
            directory = try Folders.parent(of: path)
        } catch let .unwritable(_, reason) {
            throw RasterError.cannotWrite(path: path, reason: reason)
        } catch {
            throw RasterError.cannotWrite(path: path, reason: error.reason)
        }
        StaleTemporaries.remove(in: directory)
        func failure(_ reason: String) -> RasterError { .cannotWrite(path: path, reason: reason) }
        var generator = SystemRandomNumberGenerator()
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<16 {
            let name = prefix + String(generator.next() as UInt64, radix: 36) + suffix
            temporary = directory + "/" + name
            // Registered before it exists, so a signal between the two cannot leave it behind.
            TemporaryFiles.register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { break }
            let error = errno
            TemporaryFiles.unregister(temporary)
            guard error == EEXIST else { throw failure(SystemReason.text(error)) }
        }
        guard descriptor >= 0 else { throw failure("no free temporary file name") }
        defer { TemporaryFiles.unregister(temporary) }
        // Held until the file is closed: tells a later run that this temporary is in use.
        flock(descriptor, LOCK_EX)
        var isOpen = true
        do {
            let sink = Sink(descriptor: descriptor)
            try body(sink)
            if let reason = sink.failure { throw failure(reason) }
            guard fsync(descriptor) == 0 else { throw failure(SystemReason.text(errno)) }
            isOpen = false
            guard close(descriptor) == 0 else { throw failure(SystemReason.text(errno)) }
            guard rename(temporary, path) == 0 else { throw failure(SystemReason.text(errno)) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        // The folder is not synced: its new entry reaches the disk with the file system's next
        // journal commit (ext4: within 5 s). A crash before then leaves the previous file, whole,
        // or none; an fsync of the folder made that certain at 4 ms a file, more than a
        // page's drawing, which no peer pays (pango-view, WeasyPrint and Chromium sync nothing).
    }
}
