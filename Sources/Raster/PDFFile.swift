import Foundation

/// A PDF that Cairo wrote, edited in place: bytes replaced inside an object, and the
/// cross-reference table's offsets of the objects after the edit, and `startxref`, moved by the
/// change in length. Cairo writes a classic cross-reference table (no object streams), each
/// entry "oooooooooo ggggg n \n" with a ten-digit offset (PDF 32000-1, 7.5.4).
///
///     var file = PDFFile(bytes: bytes, path: "out/help.pdf")
///     try file.replace(range, with: Array("/Lang (he)".utf8))
struct PDFFile {
    var bytes: [UInt8]
    /// The file being written, for errors.
    let path: String

    func failure(_ reason: String) -> RasterError { .cannotWrite(path: path, reason: "cannot edit the PDF: \(reason)") }

    /// Where the cross-reference entries start, and how many there are.
    private func table() throws -> (start: Int, count: Int) {
        guard let xref = bytes.lastRange(of: Array("\nxref\n".utf8)),
              let header = bytes[xref.upperBound...].firstIndex(of: UInt8(ascii: "\n")),
              let count = String(decoding: bytes[xref.upperBound..<header], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
              header + 1 + 20 * count <= bytes.count else {
            throw failure("no readable cross-reference table")
        }
        return (header + 1, count)
    }

    /// The byte offset of object `number`.
    func offset(ofObject number: Int) throws -> Int {
        let (start, count) = try table()
        let entry = start + 20 * number
        guard number > 0, number < count, bytes[entry + 17] == UInt8(ascii: "n"),
              let offset = Int(String(decoding: bytes[entry..<entry + 10], as: UTF8.self)), offset < bytes.count else {
            throw failure("object \(number) is not in the cross-reference table")
        }
        return offset
    }

    /// Replaces `range`, which lies inside one object (or between two), with `replacement`.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) throws {
        let delta = replacement.count - range.count
        let (start, count) = try table()
        guard range.upperBound <= start else { throw failure("an edit inside the cross-reference table") }
        for entry in stride(from: start, to: start + 20 * count, by: 20) where bytes[entry + 17] == UInt8(ascii: "n") {
            guard let offset = Int(String(decoding: bytes[entry..<entry + 10], as: UTF8.self)) else {
                throw failure("unreadable cross-reference entry")
            }
            if offset >= range.upperBound {
                bytes.replaceSubrange(entry..<entry + 10, with: Array(String(format: "%010d", offset + delta).utf8))
            }
        }
        guard let startxref = bytes.lastRange(of: Array("startxref\n".utf8)) else { throw failure("no startxref") }
        let digits = startxref.upperBound..<(bytes[startxref.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)
        guard let xref = Int(String(decoding: bytes[digits], as: UTF8.self)) else { throw failure("unreadable startxref") }
        bytes.replaceSubrange(digits, with: Array(String(xref + delta).utf8))
        bytes.replaceSubrange(range, with: replacement)
    }
}

extension PDFFile {
    /// The object numbers of the indirect references after `key` (`/Contents 7 0 R`), in file
    /// order, each once.
    func references(after key: String) -> [Int] {
        var numbers: [Int] = [], from = 0
        while let found = bytes.firstRange(of: Array(key.utf8), from: from) {
            from = found.upperBound
            let digits = bytes[found.upperBound...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if let number = Int(String(decoding: digits, as: UTF8.self)), !numbers.contains(number) { numbers.append(number) }
        }
        return numbers
    }

    /// Replaces the data of stream object `number` (FlateDecode, its length an indirect object,
    /// as Cairo writes streams) with `transform` of it.
    mutating func editStream(_ number: Int, with transform: ([UInt8]) -> [UInt8]) throws {
        let offset = try offset(ofObject: number)
        guard let dictionaryEnd = bytes.firstRange(of: Array(">>\nstream\n".utf8), from: offset) else {
            throw failure("object \(number) is not a stream")
        }
        let dictionary = String(decoding: bytes[offset..<dictionaryEnd.lowerBound], as: UTF8.self)
        guard !dictionary.contains("endobj"), dictionary.contains("/Filter /FlateDecode"),
              let lengthReference = dictionary.range(of: #"/Length (\d+) 0 R"#, options: .regularExpression),
              let lengthNumber = Int(dictionary[lengthReference].split(separator: " ")[1]) else {
            throw failure("object \(number) is not a Flate stream with an indirect length")
        }
        let lengthOffset = try self.offset(ofObject: lengthNumber)
        guard let lengthStart = bytes.firstRange(of: Array(" obj\n".utf8), from: lengthOffset)?.upperBound,
              let lengthEnd = bytes.firstRange(of: Array("\nendobj".utf8), from: lengthStart)?.lowerBound,
              let length = Int(String(decoding: bytes[lengthStart..<lengthEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)),
              dictionaryEnd.upperBound + length <= lengthOffset else {
            throw failure("unreadable length of object \(number)")
        }
        let data = dictionaryEnd.upperBound..<dictionaryEnd.upperBound + length
        guard let content = Flate.inflate(Array(bytes[data])) else { throw failure("object \(number) is not a zlib stream") }
        let stream = Flate.deflate(transform(content))
        // The length object comes after the stream: edit it first, the stream's offsets stay.
        try replace(lengthStart..<lengthEnd, with: Array("   \(stream.count)".utf8))
        try replace(data, with: stream)
    }
}

extension Array where Element == UInt8 {
    /// The range of the last occurrence of `needle`.
    func lastRange(of needle: [UInt8]) -> Range<Int>? {
        guard needle.count <= count else { return nil }
        var start = count - needle.count
        while start >= 0 {
            if self[start] == needle[0], Array(self[start..<start + needle.count]) == needle { return start..<start + needle.count }
            start -= 1
        }
        return nil
    }

    /// The range of the first occurrence of `needle` at or after `from`.
    func firstRange(of needle: [UInt8], from: Int) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= count else { return nil }
        var start = from
        while start + needle.count <= count {
            if self[start] == needle[0], Array(self[start..<start + needle.count]) == needle { return start..<start + needle.count }
            start += 1
        }
        return nil
    }
}
