import Bidi

/// UAX #9 on any UTF-16 (lone surrogates included): the levels cover every code unit, stay
/// within 0...126 (BD2: max_depth 125, plus one for I1-I2), and each line's visual order is a
/// permutation of the line.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 1 else { return 0 }
    let base: BaseDirection = [.auto, .leftToRight, .rightToLeft][Int(data[0]) % 3]
    let units = (0..<(size - 1) / 2).map { UInt16(data[1 + 2 * $0]) << 8 | UInt16(data[2 + 2 * $0]) }
    let paragraph = BidiParagraph(utf16: units, base: base)
    precondition(paragraph.utf16Count == units.count)
    precondition(paragraph.levels.allSatisfy { $0.rawValue <= 126 })
    let split = units.isEmpty ? 0 : Int(data[0]) % (units.count + 1)
    for line in [0..<split, split..<units.count] where !line.isEmpty {
        precondition(paragraph.visualOrder(in: line).sorted() == Array(line))
        precondition(paragraph.visualRuns(in: line).reduce(0) { $0 + $1.range.count } == line.count)
    }
    return 0
}
