/// The scalars of a UTF-16 buffer with the offset of each (unpaired surrogates read as U+FFFD).
struct ScalarOffsets {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []

    init(_ text: [UInt16]) {
        scalars.reserveCapacity(text.count)
        offsets.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            let unit = text[i]
            offsets.append(i)
            if UTF16.isLeadSurrogate(unit), i + 1 < text.count, UTF16.isTrailSurrogate(text[i + 1]) {
                scalars.append(Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(text[i + 1]) - 0xDC00))!)
                i += 2
            } else {
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                i += 1
            }
        }
    }
}
