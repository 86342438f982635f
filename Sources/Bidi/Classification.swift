// Bidi classes of UTF-16 code units, and class sets as bit masks.
//
// The algorithm runs on code units, not scalars: both units of a surrogate pair get the class of
// their scalar. That is exact: no supplementary character is ES, CS, WS, S, B or an explicit
// formatting character (DerivedBidiClass.txt 15.0), and the rules treat a repeated L, R, AL, EN,
// AN, ET, NSM, ON or BN like one. Unpaired surrogates have their own code point's class (L).

extension BidiClass {
    /// This class as one bit of a ``ClassSet`` mask.
    @inline(__always)
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// Whether this class is in `set`.
    @inline(__always)
    func isIn(_ set: UInt32) -> Bool { bit & set != 0 }
}

/// Sets of bidi classes, as masks of ``BidiClass/bit``.
enum ClassSet {
    static let strongRightToLeft = BidiClass.rightToLeft.bit | BidiClass.arabicLetter.bit
    static let isolateInitiators = BidiClass.leftToRightIsolate.bit | BidiClass.rightToLeftIsolate.bit
        | BidiClass.firstStrongIsolate.bit
    static let isolates = isolateInitiators | BidiClass.popDirectionalIsolate.bit
    static let embeddingsAndOverrides = BidiClass.leftToRightEmbedding.bit | BidiClass.rightToLeftEmbedding.bit
        | BidiClass.leftToRightOverride.bit | BidiClass.rightToLeftOverride.bit
        | BidiClass.popDirectionalFormat.bit
    /// X9: characters the algorithm removes (their levels are filled in afterwards).
    static let removedByX9 = embeddingsAndOverrides | BidiClass.boundaryNeutral.bit
    /// Classes that need X1-X10 beyond a single isolating run sequence at the paragraph level.
    static let explicit = removedByX9 | isolates
    /// NI (BD: neutral or isolate formatting character).
    static let neutralOrIsolate = BidiClass.paragraphSeparator.bit | BidiClass.segmentSeparator.bit
        | BidiClass.whiteSpace.bit | BidiClass.otherNeutral.bit | isolates
    /// L1: characters whose level is reset before a separator and at the end of a line
    /// (whitespace, isolate formatting characters and, retained here, BN and explicit formatting).
    static let trailingWhitespace = BidiClass.whiteSpace.bit | isolates | removedByX9
    /// Classes whose presence can give a level other than the paragraph level when there are no
    /// explicit formatting characters and the paragraph level is 0.
    static let rightToLeftOrArabicNumber = strongRightToLeft | BidiClass.arabicNumber.bit
}

/// Writes the bidi class of each UTF-16 code unit of `text` to `classes`, and returns the set
/// of classes present. Appends the offset of each trailing surrogate of a pair to `trails`.
func classify(_ text: UnsafeBufferPointer<UInt16>, into classes: UnsafeMutablePointer<BidiClass>,
              trails: inout [Int32]) -> UInt32 {
    BidiClassTable.stage1.withUnsafeBufferPointer { stage1 in
        BidiClassTable.stage2.withUnsafeBufferPointer { stage2 in
            stage2.withMemoryRebound(to: BidiClass.self) { stage2 in
                let count = text.count
                var present: UInt32 = 0
                var i = 0
                while i < count {
                    let unit = text[i]
                    var codePoint = UInt32(unit)
                    let isPair = unit & 0xFC00 == 0xD800 && i + 1 < count && text[i + 1] & 0xFC00 == 0xDC00
                    if isPair {
                        codePoint = 0x10000 + ((codePoint & 0x3FF) << 10 | UInt32(text[i + 1] & 0x3FF))
                    }
                    let cls = stage2[Int(stage1[Int(codePoint >> 8)]) << 8 | Int(codePoint & 0xFF)]
                    present |= cls.bit
                    classes[i] = cls
                    i += 1
                    if isPair {
                        classes[i] = cls
                        trails.append(Int32(i))
                        i += 1
                    }
                }
                return present
            }
        }
    }
}
