/// The bytes of a PDF being written, with the writers of its numbers, names and strings (PDF
/// 32000-1, 7.3): a flat byte array, appended to, never formatted through `String`.
///
///     var bytes = PDFBytes()
///     bytes.append(12.5); bytes.append(" 0 Td\n")   // "12.5 0 Td\n"
///
/// A page's content stream is tens of thousands of appends of a few bytes; `Array.append(contentsOf:)`
/// costs about a hundred instructions each, so the bytes are written through a pointer into
/// room kept past the end (zeros), which `bytes` gives back.
struct PDFBytes {
    /// The bytes written, then room for more.
    private var storage: [UInt8] = []
    /// How many bytes are written.
    private(set) var count = 0

    /// The bytes written (the room past them is let go).
    var bytes: [UInt8] {
        mutating get {
            storage.removeLast(storage.count - count)
            return storage
        }
    }

    /// Writes `size` bytes through the pointer `body` is given, at the end.
    @inline(__always)
    private mutating func write(_ size: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        if count + size > storage.count { makeRoom(for: size) }
        let end = count
        storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + end) }
        count += size
    }

    /// Doubles the room (at least `size` bytes more): the bytes written copied, the rest zeroed
    /// by memset (`append(contentsOf: repeatElement(0, ...))` took ten instructions a byte).
    private mutating func makeRoom(for size: Int) {
        let capacity = max(count + size, 2 * storage.count, 32)
        storage = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            let base = buffer.baseAddress!
            storage.withUnsafeBufferPointer { written in
                if let source = written.baseAddress { base.initialize(from: source, count: count) }
            }
            (base + count).initialize(repeating: 0, count: capacity - count)
            initialized = capacity
        }
    }

    private mutating func append(byte: UInt8) {
        write(1) { $0.pointee = byte }
    }

    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        write(buffer.count) { $0.update(from: source, count: buffer.count) }
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        write(text.utf8CodeUnitCount) { $0.update(from: text.utf8Start, count: text.utf8CodeUnitCount) }
    }

    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(_ other: [UInt8]) {
        other.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ other: PDFBytes) {
        other.storage.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<other.count])) }
    }

    /// `value` in decimal (7.3.3: an integer object).
    mutating func append(_ value: Int) {
        if value < 0 {
            append(byte: UInt8(ascii: "-"))
            append(UInt64(-value))
        } else {
            append(UInt64(value))
        }
    }

    private mutating func append(_ value: UInt64) {
        if value < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendWritten(capacity: 20) { end in Self.write(value, before: end) }
    }

    /// `value` as a real object (7.3.3) with at most `PDFBytes.decimals` digits after the
    /// point, trailing zeros and a trailing point left out: 12.5, 0.333, -4, never 1e-05. At
    /// page pixels this is a thousandth of a pixel, finer than any device, and the same value
    /// always writes the same bytes.
    mutating func append(_ value: Double) {
        let scaled = (value * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else {
            append(byte: UInt8(ascii: "0"))
            return
        }
        // A sign, 16 digits, a point and 3 digits at most.
        appendWritten(capacity: 21) { end in
            let thousandths = Int64(scaled).magnitude
            var start = end, fraction = thousandths % 1000, digits = 3
            if fraction != 0 {
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    start -= 1
                    start.pointee = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                }
                start -= 1
                start.pointee = UInt8(ascii: ".")
            }
            start = Self.write(thousandths / 1000, before: start)
            if scaled < 0 {
                start -= 1
                start.pointee = UInt8(ascii: "-")
            }
            return start
        }
    }

    /// Appends the bytes `write` puts in a buffer of `capacity` bytes, right-aligned (digits come
    /// last first): it is given the buffer's end and returns where what it wrote begins.
    private mutating func appendWritten(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let end = buffer.baseAddress! + capacity
            let start = write(end)
            append(UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    /// Writes the decimal digits of `value` ending before `end`; returns where they begin.
    private static func write(_ value: UInt64, before end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var start = end, rest = value
        repeat {
            start -= 1
            start.pointee = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        return start
    }

    /// An indirect reference, `12 0 R`.
    mutating func append(reference number: Int) {
        append(number)
        append(" 0 R")
    }

    /// A name object (7.3.5): `/` and `name`, bytes outside the regular printable ones as `#xx`.
    mutating func append(name: String) {
        append(byte: UInt8(ascii: "/"))
        for byte in name.utf8 {
            switch byte {
            case 0x21...0x7E where !Self.isDelimiter(byte) && byte != UInt8(ascii: "#"): append(byte: byte)
            default:
                append(byte: UInt8(ascii: "#"))
                appendHex(byte)
            }
        }
    }

    /// A text string (7.9.2.2): ASCII as a literal string, anything else as UTF-16BE with a
    /// byte order mark, in hexadecimal.
    mutating func append(textString text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            append(literal: Array(text.utf8))
        } else {
            append(utf16: text)
        }
    }

    /// `text` as UTF-16BE with its byte order mark, a hexadecimal string.
    mutating func append(utf16 text: String) {
        append(utf16: text.utf16)
    }

    /// `units` as UTF-16BE with a byte order mark, a hexadecimal string.
    mutating func append<Units: Sequence<UInt16>>(utf16 units: Units) {
        append(byte: UInt8(ascii: "<"))
        append("FEFF")
        for unit in units {
            appendHex(UInt8(unit >> 8))
            appendHex(UInt8(unit & 0xFF))
        }
        append(byte: UInt8(ascii: ">"))
    }

    /// A literal string of `content`'s bytes (7.3.4.2), parentheses and backslashes escaped,
    /// bytes outside printable ASCII as octal escapes.
    mutating func append(literal content: [UInt8]) {
        append(byte: UInt8(ascii: "("))
        for byte in content {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                append(byte: UInt8(ascii: "\\"))
                append(byte: byte)
            case 0x20..<0x7F: append(byte: byte)
            default:
                append(byte: UInt8(ascii: "\\"))
                append(byte: UInt8(ascii: "0") + (byte >> 6))
                append(byte: UInt8(ascii: "0") + (byte >> 3 & 7))
                append(byte: UInt8(ascii: "0") + (byte & 7))
            }
        }
        append(byte: UInt8(ascii: ")"))
    }

    /// A glyph id as the four hexadecimal digits of a two-byte code.
    mutating func append(glyph: UInt32) {
        let digits: StaticString = "0123456789ABCDEF"
        write(6) { out in
            out[0] = UInt8(ascii: "<")
            for n in 0..<4 { out[1 + n] = digits.utf8Start[Int(glyph >> (12 - 4 * n) & 0xF)] }
            out[5] = UInt8(ascii: ">")
        }
    }

    mutating func appendHex(_ byte: UInt8) {
        let digits: StaticString = "0123456789ABCDEF"
        write(2) { out in
            out[0] = digits.utf8Start[Int(byte >> 4)]
            out[1] = digits.utf8Start[Int(byte & 0xF)]
        }
    }

    /// The delimiters of 7.2.2.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }
}
