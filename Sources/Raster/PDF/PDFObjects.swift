/// A PDF file written front to back (PDF 32000-1, 7.5): the header, numbered indirect objects,
/// a classic cross-reference table of their offsets and the trailer. Numbers are reserved
/// before objects are written, so that an object can name one written after it.
///
///     var file = PDFObjects()
///     let catalog = file.reserve()
///     file.write(catalog) { $0.append("<< /Type /Catalog >>") }
///     let bytes = file.finished(root: catalog, info: nil)
struct PDFObjects {
    private(set) var output = PDFBytes()
    /// Each object's offset by number; 0 for a number reserved and not yet written.
    private var offsets: [Int] = [0]

    init() {
        // 7.5.2: the header, then a comment of bytes above 127 so that the file is taken for binary.
        output.append("%PDF-1.7\n%\u{00E2}\u{00E3}\u{00CF}\u{00D3}\n")
    }

    /// A new object number.
    mutating func reserve() -> Int {
        offsets.append(0)
        return offsets.count - 1
    }

    /// Writes object `number` with the dictionary or value `body` writes.
    mutating func write(_ number: Int, _ body: (inout PDFBytes) -> Void) {
        offsets[number] = output.count
        output.append(number)
        output.append(" 0 obj\n")
        body(&output)
        output.append("\nendobj\n")
    }

    /// Writes object `number` as a stream of `data`, deflated (7.4.4) unless `compressed` is
    /// false, with the entries `dictionary` writes besides /Length and /Filter.
    mutating func writeStream(_ number: Int, data: [UInt8], compressed: Bool = true, _ dictionary: (inout PDFBytes) -> Void = { _ in }) {
        if compressed {
            writeStream(number, deflated: Flate.deflate(data), dictionary)
        } else {
            writeStream(number, stream: data, filter: nil, dictionary)
        }
    }

    /// Writes object `number` as a stream of data already deflated (`Flate.deflate`).
    mutating func writeStream(_ number: Int, deflated: [UInt8], _ dictionary: (inout PDFBytes) -> Void = { _ in }) {
        writeStream(number, stream: deflated, filter: " /Filter /FlateDecode", dictionary)
    }

    private mutating func writeStream(_ number: Int, stream: [UInt8], filter: StaticString?, _ dictionary: (inout PDFBytes) -> Void) {
        write(number) { out in
            out.append("<< /Length ")
            out.append(stream.count)
            if let filter { out.append(filter) }
            dictionary(&out)
            out.append(" >>\nstream\n")
            out.append(stream)
            out.append("\nendstream")
        }
    }

    /// Writes a new object and returns its number.
    mutating func add(_ body: (inout PDFBytes) -> Void) -> Int {
        let number = reserve()
        write(number, body)
        return number
    }

    /// The whole file: the objects, the cross-reference table (7.5.4, entries of exactly 20
    /// bytes) and the trailer naming the catalog, the document information and the file's
    /// identifier, made from its bytes so that the same document has the same identifier.
    mutating func finished(root: Int, info: Int?) -> [UInt8] {
        precondition(!offsets.dropFirst().contains(0), "an object was reserved and never written")
        let identifier = PDFObjects.identifier(of: output.bytes)
        let start = output.count
        output.append("xref\n0 ")
        output.append(offsets.count)
        output.append("\n0000000000 65535 f \n")
        for offset in offsets.dropFirst() {
            let digits = String(offset)
            output.append(text: String(repeating: "0", count: max(0, 10 - digits.count)) + digits)
            output.append(" 00000 n \n")
        }
        output.append("trailer\n<< /Size ")
        output.append(offsets.count)
        output.append(" /Root ")
        output.append(reference: root)
        if let info {
            output.append(" /Info ")
            output.append(reference: info)
        }
        output.append(" /ID [<")
        output.append(text: identifier)
        output.append("> <")
        output.append(text: identifier)
        output.append(">] >>\nstartxref\n")
        output.append(start)
        output.append("\n%%EOF\n")
        return output.bytes
    }

    /// 32 hexadecimal digits from two 64-bit FNV-1a hashes of `bytes`, taken eight bytes at a
    /// time, each step's high bits shifted down so that every byte reaches every digit (14.4:
    /// any value unique to the file will do; this one is the same for the same file, as
    /// reproducible builds want).
    static func identifier(of bytes: [UInt8]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        func mix(_ word: UInt64) {
            first = (first ^ word) &* 0x100_0000_01b3
            first ^= first >> 29
            second = (second ^ word ^ 0x5A5A_5A5A_5A5A_5A5A) &* 0x100_0000_01b3
            second ^= second >> 31
        }
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for n in 0..<words { mix(raw.loadUnaligned(fromByteOffset: 8 * n, as: UInt64.self)) }
            for byte in raw[(8 * words)...] { mix(UInt64(byte)) }
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(first) + hex(second)
    }
}
