#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies a resource (a font, an image) into an output folder the way every output is written:
/// read as a regular file, written to an exclusive temporary `.galley-<random>.tmp` beside the
/// destination (`O_CREAT | O_EXCL | O_NOFOLLOW`: no planted file or link is written through,
/// two copies never share a name), synced, then renamed over the destination. A full disk
/// leaves no partial file; a temporary left by `kill -9` is removed by the next copy into that
/// folder (`StaleTemporaries`).
///
///     try FileCopy.copy("Fonts/NotoSans-Regular.ttf", to: "out/fonts/NotoSans-Regular.ttf")
///     FileCopy.contentName(of: bytes, extension: "png")   // "51e2c09a3b7d4f10.png"
public enum FileCopy {
    /// The largest file copied.
    public static let limit = 256 << 20

    /// Copies `source` to `destination` whole or not at all; nothing when `destination` already
    /// holds the same bytes. Throws `FileError` naming the file that could not be read or written.
    public static func copy(_ source: String, to destination: String) throws(FileError) {
        let bytes = try RegularFile.read(source, limit: limit)
        if let existing = try? RegularFile.read(destination, limit: bytes.count), existing == bytes { return }
        let folder = try Folders.parent(of: destination)
        StaleTemporaries.remove(in: folder)
        var generator = SystemRandomNumberGenerator()
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = folder + "/" + StaleTemporaries.prefix + String(generator.next() as UInt64, radix: 36) + StaleTemporaries.suffix
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .unwritable(path: destination, reason: SystemReason.text(errno)) }
        // Held until the file is closed: tells a later run that this temporary is in use.
        flock(descriptor, LOCK_EX)
        var failure: String?
        var done = 0
        bytes.withUnsafeBytes { buffer in
            while done < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? SystemReason.text(errno) : "short write"
                    return
                }
                done += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = SystemReason.text(errno) }
        if close(descriptor) != 0, failure == nil { failure = SystemReason.text(errno) }
        if failure == nil, rename(temporary, destination) != 0 { failure = SystemReason.text(errno) }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: destination, reason: failure)
        }
    }

    /// A file name for `bytes` chosen from their content: 16 hexadecimal digits of a 64-bit
    /// FNV-1a hash, then the extension, lowercased, when it is 1 to 5 ASCII letters and digits.
    public static func contentName(of bytes: [UInt8], extension given: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        let name = String(repeating: "0", count: 16 - digits.count) + digits
        let ext = given.lowercased()
        let plain = (1...5).contains(ext.count) && ext.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        return plain ? name + "." + ext : name
    }
}
