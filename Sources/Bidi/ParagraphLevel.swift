/// P2: the class (L, R or AL) of the first strong character in `range`, skipping characters
/// between an isolate initiator and its matching PDI, and everything after an initiator that
/// has none; `nil` when there is no such character.
///
/// `matching` (from ``matchIsolates(_:count:into:)``) may be `nil` when there are no isolate
/// initiators.
func firstStrongClass(_ classes: UnsafePointer<BidiClass>, in range: Range<Int>,
                      matching: UnsafePointer<Int32>?) -> BidiClass? {
    var i = range.lowerBound
    while i < range.upperBound {
        switch classes[i] {
        case .leftToRight, .rightToLeft, .arabicLetter:
            return classes[i]
        case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
            // P2: skip to the matching PDI, or to the end of the paragraph.
            guard let matching, matching[i] >= 0 else { return nil }
            i = Int(matching[i])
        default:
            break
        }
        i += 1
    }
    return nil
}

/// P3: the paragraph embedding level, 1 if the first strong character is R or AL, 0 if it is L,
/// and `none` (0 by P3, or a higher-level protocol's choice, HL1) if there is none.
func paragraphLevel(_ classes: UnsafePointer<BidiClass>, count: Int, matching: UnsafePointer<Int32>?, none: UInt8 = 0) -> UInt8 {
    switch firstStrongClass(classes, in: 0..<count, matching: matching) {
    case .rightToLeft?, .arabicLetter?: return 1
    case .leftToRight?: return 0
    default: return none
    }
}
