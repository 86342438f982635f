import Files
import Foundation

/// A 64-bit FNV-1a hash of everything an output is made from, to tell whether it must be
/// rendered again. Stable across runs and machines (Swift's `Hasher` is seeded per process).
///
///     var hash = InputHash()
///     hash.add("he")
///     hash.add(file: "help/index.he.md")
///     hash.hex   // "9f0c…"
struct InputHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Adds bytes.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        value ^= 0xFF
        value &*= 0x0000_0100_0000_01B3
    }

    /// Adds a string's UTF-8.
    mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// Adds a file's path and contents, or that it is missing or not a regular file (a FIFO or
    /// `/dev/zero` named by a page is never read) or larger than `limit` bytes.
    mutating func add(file path: String, limit: Int = 256 << 20) {
        add(path)
        if let bytes = try? RegularFile.read(path, limit: limit) { add(bytes) } else { add("(unreadable)") }
    }

    /// The hash as 16 hexadecimal digits.
    var hex: String { String(format: "%016llx", value) }
}
