import LineBreak

/// UAX #14 on any UTF-16, untailored and as Galley lays out (CSS `line-break: normal`, a
/// dictionary breaking SA runs anywhere): offsets increase, stay inside the text, never split
/// a surrogate pair, and the end of non-empty text is a mandatory break (LB3).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let units = (0..<size / 2).map { UInt16(data[2 * $0]) << 8 | UInt16(data[2 * $0 + 1]) }
    check(LineBreaker.opportunities(in: units), in: units)
    check(LineBreaker.opportunities(in: units, tailoring: LineBreakTailoring(lineBreakNormal: true) { _, run in Array(run.dropFirst()) }),
          in: units)
    return 0
}

func check(_ breaks: [LineBreakOpportunity], in units: [UInt16]) {
    precondition(zip(breaks, breaks.dropFirst()).allSatisfy { $0.offset < $1.offset })
    precondition(breaks.allSatisfy { $0.offset > 0 && $0.offset <= units.count })
    precondition(breaks.allSatisfy { $0.offset == units.count
        || !(UTF16.isTrailSurrogate(units[$0.offset]) && UTF16.isLeadSurrogate(units[$0.offset - 1])) })
    precondition(units.isEmpty ? breaks.isEmpty : breaks.last == LineBreakOpportunity(offset: units.count, isMandatory: true))
}
