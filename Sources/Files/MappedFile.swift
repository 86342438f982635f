#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, its pages read as they are touched: a font of
/// half a megabyte of which a page uses a few tables is neither read whole nor copied. Opened
/// as `RegularFile` opens a file, so a FIFO or a device is the same one clear error; unmapped
/// when the last reference goes.
///
///     let file = try MappedFile("Fonts/NotoSans-Regular.ttf", limit: 64 << 20)
///     file.bytes.count   // 512672
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes; empty for an empty file.
    public let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`; throws `FileError` when it is missing, not a regular file,
    /// larger than `limit` bytes, or cannot be mapped.
    public init(_ path: String, limit: Int) throws(FileError) {
        let descriptor = try RegularFile.open(path)
        defer { close(descriptor) }
        var status = stat()
        fstat(descriptor, &status)
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(path: path, size: size, limit: limit) }
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: SystemReason.text(errno))
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let address = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: address), bytes.count) }
    }
}
