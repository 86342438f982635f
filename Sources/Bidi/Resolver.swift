/// Resolves the embedding levels of one paragraph (P2-P3, X1-X10, W1-W7, N0-N2, I1-I2) into
/// `levels`, and returns the paragraph embedding level.
///
/// `classes` are the original classes of the paragraph's code units and `present` the set of
/// them; `text` is only read for N0 and may be `nil` (no brackets).
func resolveParagraph(classes: UnsafePointer<BidiClass>, present: UInt32, text: UnsafePointer<UInt16>?,
                      count: Int, base: BaseDirection, levels: UnsafeMutablePointer<UInt8>) -> UInt8 {
    let hasIsolates = present & ClassSet.isolateInitiators != 0
    let isExplicit = present & ClassSet.explicit != 0
    // Scratch: BD9 matches, sequence positions (Int32), post-X types, sequence types and
    // explicit levels (bytes).
    let int32Count = isExplicit ? (hasIsolates ? 2 * count : count) : 0
    let byteCount = 4 * int32Count + (isExplicit ? 3 * count : count)
    return withUnsafeTemporaryAllocation(byteCount: max(byteCount, 1), alignment: 4) { scratch in
        let int32s = scratch.baseAddress!.bindMemory(to: Int32.self, capacity: int32Count)
        // Without explicit formatting only `count` types are needed and there are no explicit levels.
        let typeCount = isExplicit ? 2 * count : count
        let bytes = (scratch.baseAddress! + 4 * int32Count).bindMemory(to: BidiClass.self, capacity: typeCount)
        let explicitLevels = (scratch.baseAddress! + 4 * int32Count + typeCount)
            .bindMemory(to: UInt8.self, capacity: isExplicit ? count : 0)
        let matching: UnsafeMutablePointer<Int32>? = hasIsolates ? int32s + count : nil
        if let matching {
            matchIsolates(classes, count: count, into: matching)
        }

        let baseLevel: UInt8
        switch base {
        case .leftToRight: baseLevel = 0
        case .rightToLeft: baseLevel = 1
        case .auto, .plaintext: baseLevel = paragraphLevel(classes, count: count, matching: matching)
        case .autoRightToLeft, .plaintextRightToLeft: baseLevel = paragraphLevel(classes, count: count, matching: matching, none: 1)
        }

        guard isExplicit else {
            levels.initialize(repeating: baseLevel, count: count)
            // Nothing but the paragraph level: all L, or no R, AL and AN at level 0.
            if baseLevel == 0 && present & ClassSet.rightToLeftOrArabicNumber == 0 { return baseLevel }
            if baseLevel == 1 && present == BidiClass.rightToLeft.bit { return baseLevel }
            // X1-X10 without explicit formatting: one isolating run sequence at the paragraph level.
            bytes.initialize(from: classes, count: count)
            let direction: BidiClass = baseLevel == 0 ? .leftToRight : .rightToLeft
            let sequence = IsolatingRunSequence(types: bytes, positions: nil, count: count,
                                                level: baseLevel, sos: direction, eos: direction, present: present)
            sequence.resolve(classes: classes, text: text, levels: levels)
            return baseLevel
        }

        let types = bytes
        types.initialize(from: classes, count: count)
        resolveExplicitLevels(classes, types: types, levels: explicitLevels, count: count, baseLevel: baseLevel,
                              matching: matching)
        resolveIsolatingRunSequences(classes: classes, types: types, text: text, count: count,
                                     baseLevel: baseLevel, matching: matching, present: present,
                                     explicitLevels: explicitLevels, levels: levels,
                                     sequenceTypes: bytes + count, sequencePositions: int32s)
        fillRemovedLevels(classes, levels: levels, count: count, baseLevel: baseLevel)
        return baseLevel
    }
}
