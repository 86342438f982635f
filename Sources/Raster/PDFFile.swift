/// A PDF that Cairo wrote, edited in place: byte ranges inside its objects replaced, and the
/// cross-reference table's offsets of the objects after each edit, and `startxref`, moved by the
/// change in length. Cairo writes a classic cross-reference table (no object streams), each
/// entry "oooooooooo ggggg n \n" with a ten-digit offset (PDF 32000-1, 7.5.4). Edits are
/// applied together, in one pass over the file.
///
///     var file = PDFFile(bytes: bytes, path: "out/help.pdf")
///     try file.replace([PDFFile.Edit(range: range, bytes: Array("/Lang (he)".utf8))])
struct PDFFile {
    /// `range` of the file's bytes replaced by `bytes`.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    var bytes: [UInt8]
    /// The file being written, for errors.
    let path: String
    /// Where the cross-reference entries start, and how many there are.
    private var table: (start: Int, count: Int)

    init(bytes: [UInt8], path: String) throws {
        self.bytes = bytes
        self.path = path
        table = (0, 0)
        table = try readTable()
    }

    func failure(_ reason: String) -> RasterError { .cannotWrite(path: path, reason: "cannot edit the PDF: \(reason)") }

    private func readTable() throws -> (start: Int, count: Int) {
        guard let xref = bytes.lastRange(of: Array("\nxref\n".utf8)),
              let header = bytes[xref.upperBound...].firstIndex(of: UInt8(ascii: "\n")),
              let count = String(decoding: bytes[xref.upperBound..<header], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
              header + 1 + 20 * count <= bytes.count else {
            throw failure("no readable cross-reference table")
        }
        return (header + 1, count)
    }

    /// The ten-digit offset of the cross-reference entry at `entry`.
    private func entryOffset(_ entry: Int) -> Int? { integer(in: entry..<entry + 10) }

    /// The decimal number that the bytes in `range` hold, spaces around it allowed.
    private func integer(in range: Range<Int>) -> Int? {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
        guard lower < upper, upper - lower <= 18 else { return nil }
        var value = 0
        for byte in bytes[lower..<upper] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The byte offset of object `number`.
    func offset(ofObject number: Int) throws -> Int {
        let entry = table.start + 20 * number
        guard number > 0, number < table.count, bytes[entry + 17] == UInt8(ascii: "n"),
              let offset = entryOffset(entry), offset < bytes.count else {
            throw failure("object \(number) is not in the cross-reference table")
        }
        return offset
    }

    /// Applies `edits`, which lie inside objects (or between two), before the cross-reference
    /// table, and do not overlap.
    mutating func replace(_ edits: [Edit]) throws {
        guard !edits.isEmpty else { return }
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard zip(sorted, sorted.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound }),
              let last = sorted.last, last.range.upperBound <= table.start else {
            throw failure("overlapping edits or an edit inside the cross-reference table")
        }
        // The change in length of the edits that end at or before `offset`.
        let ends = sorted.map(\.range.upperBound)
        var shifts: [Int] = [], total = 0
        for edit in sorted {
            total += edit.bytes.count - edit.range.count
            shifts.append(total)
        }
        func shift(_ offset: Int) -> Int {
            var low = 0, high = ends.count
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] <= offset { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? 0 : shifts[low - 1]
        }
        for entry in stride(from: table.start, to: table.start + 20 * table.count, by: 20) where bytes[entry + 17] == UInt8(ascii: "n") {
            guard let offset = entryOffset(entry) else { throw failure("unreadable cross-reference entry") }
            var moved = offset + shift(offset)
            for digit in (entry..<entry + 10).reversed() {
                bytes[digit] = UInt8(ascii: "0") + UInt8(moved % 10)
                moved /= 10
            }
        }
        guard let startxref = bytes.lastRange(of: Array("startxref\n".utf8)) else { throw failure("no startxref") }
        let digits = startxref.upperBound..<(bytes[startxref.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)
        guard let xref = Int(String(decoding: bytes[digits], as: UTF8.self)) else { throw failure("unreadable startxref") }
        bytes.replaceSubrange(digits, with: Array(String(xref + total).utf8))
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + total)
        var copied = 0
        for edit in sorted {
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.bytes
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        bytes = result
        table = try readTable()
    }
}

extension PDFFile {
    /// The object numbers of the indirect references after `key` (`/Contents 7 0 R`) in the
    /// objects whose dictionary begins with `type` (`/Type /Page `), each once, in object order.
    /// Only those objects are searched: a string elsewhere (a title) may hold any text.
    func references(after key: String, inObjectsOf type: String) -> [Int] {
        var numbers: [Int] = []
        let head = Array(("<< " + type).utf8), needle = Array(key.utf8), end = Array("endobj".utf8)
        for number in 1..<table.count {
            guard let offset = try? offset(ofObject: number),
                  let body = bytes.firstRange(of: Array(" obj\n".utf8), from: offset)?.upperBound,
                  body + head.count <= bytes.count, bytes[body..<body + head.count].elementsEqual(head),
                  let close = bytes.firstRange(of: end, from: body),
                  let found = bytes.firstRange(of: needle, from: body), found.upperBound < close.lowerBound else { continue }
            let digits = bytes[found.upperBound...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if let reference = Int(String(decoding: digits, as: UTF8.self)), !numbers.contains(reference) { numbers.append(reference) }
        }
        return numbers
    }

    /// The edits that replace the data of stream object `number` (FlateDecode, its length an
    /// indirect object, as Cairo writes streams) with `transform` of it.
    func streamEdits(_ number: Int, with transform: ([UInt8]) -> [UInt8]) throws -> [Edit] {
        let offset = try offset(ofObject: number)
        guard let dictionaryEnd = bytes.firstRange(of: Array(">>\nstream\n".utf8), from: offset) else {
            throw failure("object \(number) is not a stream")
        }
        let dictionary = offset..<dictionaryEnd.lowerBound
        guard bytes.firstRange(of: Array("endobj".utf8), in: dictionary) == nil,
              bytes.firstRange(of: Array("/Filter /FlateDecode".utf8), in: dictionary) != nil,
              let key = bytes.firstRange(of: Array("/Length ".utf8), in: dictionary) else {
            throw failure("object \(number) is not a Flate stream with an indirect length")
        }
        let digits = bytes[key.upperBound..<dictionary.upperBound].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard bytes[digits.endIndex..<dictionary.upperBound].starts(with: " 0 R".utf8),
              let lengthNumber = integer(in: digits.startIndex..<digits.endIndex) else {
            throw failure("object \(number) is not a Flate stream with an indirect length")
        }
        let lengthOffset = try self.offset(ofObject: lengthNumber)
        guard let lengthStart = bytes.firstRange(of: Array(" obj\n".utf8), from: lengthOffset)?.upperBound,
              let lengthEnd = bytes.firstRange(of: Array("\nendobj".utf8), from: lengthStart)?.lowerBound,
              let length = integer(in: lengthStart..<lengthEnd),
              dictionaryEnd.upperBound + length <= lengthOffset else {
            throw failure("unreadable length of object \(number)")
        }
        let data = dictionaryEnd.upperBound..<dictionaryEnd.upperBound + length
        guard let content = Flate.inflate(Array(bytes[data])) else { throw failure("object \(number) is not a zlib stream") }
        let stream = Flate.deflate(transform(content))
        return [Edit(range: data, bytes: stream), Edit(range: lengthStart..<lengthEnd, bytes: Array("   \(stream.count)".utf8))]
    }
}

extension Array where Element == UInt8 {
    /// The range of the last occurrence of `needle`.
    func lastRange(of needle: [UInt8]) -> Range<Int>? {
        guard needle.count <= count else { return nil }
        var start = count - needle.count
        while start >= 0 {
            if self[start] == needle[0], self[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
            start -= 1
        }
        return nil
    }

    /// The range of the first occurrence of `needle` at or after `from`.
    func firstRange(of needle: [UInt8], from: Int) -> Range<Int>? {
        firstRange(of: needle, in: from..<count)
    }

    /// The range of the first occurrence of `needle` inside `range`.
    func firstRange(of needle: [UInt8], in range: Range<Int>) -> Range<Int>? {
        guard !needle.isEmpty, range.upperBound <= count else { return nil }
        var start = range.lowerBound
        while start + needle.count <= range.upperBound {
            if self[start] == needle[0], self[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
            start += 1
        }
        return nil
    }
}
