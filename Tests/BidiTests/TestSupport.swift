// Not Foundation: its bundled ICU headers clash with the system ICU of CICU in one module.
import Glibc

/// Reads a file of /usr/share/unicode (Unicode 15.0.0, Debian's `unicode-data`) as bytes.
func unicodeDataFile(_ name: String) -> [UInt8]? {
    guard let file = fopen("/usr/share/unicode/" + name, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let read = fread(&chunk, 1, chunk.count, file)
        if read == 0 { break }
        bytes += chunk[0..<read]
    }
    return bytes
}

/// Calls `body` with each line of `bytes` (without the line feed) and its 1-based number.
func forEachLine(_ bytes: [UInt8], _ body: (ArraySlice<UInt8>, Int) -> Void) {
    var start = 0
    var number = 1
    while start < bytes.count {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        body(bytes[start..<end], number)
        start = end + 1
        number += 1
    }
}

/// Splits a line at `separator`.
func fields(_ line: ArraySlice<UInt8>, separator: UInt8) -> [ArraySlice<UInt8>] {
    line.split(separator: separator, omittingEmptySubsequences: false)
}

/// Space-separated tokens.
func tokens(_ field: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    field.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
}

/// A decimal or hexadecimal number token.
func number(_ token: ArraySlice<UInt8>, radix: Int = 10) -> Int {
    var value = 0
    for byte in token {
        let digit: Int
        switch byte {
        case 0x30...0x39: digit = Int(byte) - 0x30
        case 0x41...0x46: digit = Int(byte) - 0x41 + 10
        case 0x61...0x66: digit = Int(byte) - 0x61 + 10
        default: continue
        }
        value = value * radix + digit
    }
    return value
}

/// Expected levels: a number per character, or `nil` for `x` (removed by X9, no level).
func expectedLevels(_ field: ArraySlice<UInt8>) -> [UInt8?] {
    tokens(field).map { $0.first == UInt8(ascii: "x") ? nil : UInt8(number($0)) }
}

func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}
