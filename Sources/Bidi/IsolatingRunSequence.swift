/// BD13: an isolating run sequence, the unit that rules W1-I2 resolve. Its characters are
/// copied into a compact array of types, without the characters removed by X9.
struct IsolatingRunSequence {
    /// The types of the sequence's characters, in order; W1-N2 rewrite them.
    let types: UnsafeMutablePointer<BidiClass>
    /// The paragraph offset of each entry of `types`; `nil` when entry k is offset k.
    let positions: UnsafePointer<Int32>?
    let count: Int
    /// The embedding level shared by all the sequence's characters.
    let level: UInt8
    /// X10: start-of-sequence and end-of-sequence types, L or R.
    let sos: BidiClass
    let eos: BidiClass
    /// A superset of the classes of `types` (the paragraph's), to skip rules that cannot apply.
    let present: UInt32

    /// The embedding direction, L or R.
    var embeddingDirection: BidiClass { level & 1 == 0 ? .leftToRight : .rightToLeft }

    /// The paragraph offset of entry `k`.
    @inline(__always)
    func position(_ k: Int) -> Int {
        if let positions { return Int(positions[k]) }
        return k
    }

    /// W1-W7, N0, N1-N2 and I1-I2; writes the levels of the sequence's characters.
    /// `classes` are the paragraph's original classes; `text` (for N0) may be `nil`, meaning no
    /// character is a bracket.
    func resolve(classes: UnsafePointer<BidiClass>, text: UnsafePointer<UInt16>?,
                 levels: UnsafeMutablePointer<UInt8>) {
        resolveWeakTypes()
        // Without NIs, nor classes that W1 or W6 turn into ON, there is nothing for N0-N2.
        if present & ~(BidiClass.leftToRight.bit | ClassSet.strongRightToLeft | BidiClass.europeanNumber.bit
            | BidiClass.arabicNumber.bit) != 0 {
            if let text {
                resolveBracketPairs(classes: classes, text: text)
            }
            resolveNeutralTypes()
        }
        resolveImplicitLevels(levels)
    }
}

/// X9-X10: splits the paragraph into isolating run sequences and resolves each.
///
/// `types` are the classes after X1-X8, `explicitLevels` their levels; the final levels of the
/// kept characters go to `levels`. `sequenceTypes` and `sequencePositions` are scratch space of
/// `count` entries. `matching` is `nil` when the
/// paragraph has no isolate initiators; otherwise X10 marks the PDIs it chains with -2.
func resolveIsolatingRunSequences(classes: UnsafePointer<BidiClass>, types: UnsafePointer<BidiClass>,
                                  text: UnsafePointer<UInt16>?, count: Int, baseLevel: UInt8,
                                  matching: UnsafeMutablePointer<Int32>?, present: UInt32,
                                  explicitLevels: UnsafePointer<UInt8>, levels: UnsafeMutablePointer<UInt8>,
                                  sequenceTypes: UnsafeMutablePointer<BidiClass>,
                                  sequencePositions: UnsafeMutablePointer<Int32>) {
    var length = 0
    /// BD7: appends the level run starting at `start` (a kept character) to the sequence;
    /// returns its last character and the offset after it.
    func appendLevelRun(from start: Int) -> (last: Int, end: Int) {
        let runLevel = explicitLevels[start]
        var last = start
        var i = start
        while i < count {
            if classes[i].isIn(ClassSet.removedByX9) {
                i += 1
                continue
            }
            if explicitLevels[i] != runLevel { break }
            sequenceTypes[length] = types[i]
            sequencePositions[length] = Int32(i)
            length += 1
            last = i
            i += 1
        }
        return (last, i)
    }

    var i = 0
    while i < count {
        // X9: removed characters belong to no level run.
        if classes[i].isIn(ClassSet.removedByX9) {
            i += 1
            continue
        }
        length = 0
        var (last, end) = appendLevelRun(from: i)
        if let matching, classes[i] == .popDirectionalIsolate, matching[i] == -2 {
            // This level run continues the sequence of its isolate initiator, resolved already.
            i = end
            continue
        }
        // BD13: a level run ending with an isolate initiator continues at its matching PDI.
        while let matching, classes[last].isIn(ClassSet.isolateInitiators), matching[last] >= 0 {
            let pdi = Int(matching[last])
            matching[pdi] = -2
            (last, _) = appendLevelRun(from: pdi)
        }

        // X10: sos and eos from the higher of the levels on each side of the sequence.
        let level = explicitLevels[i]
        var before = i - 1
        while before >= 0 && classes[before].isIn(ClassSet.removedByX9) {
            before -= 1
        }
        let levelBefore = before >= 0 ? explicitLevels[before] : baseLevel
        var levelAfter = baseLevel
        if !classes[last].isIn(ClassSet.isolateInitiators) {
            var after = last + 1
            while after < count && classes[after].isIn(ClassSet.removedByX9) {
                after += 1
            }
            if after < count { levelAfter = explicitLevels[after] }
        }
        let sequence = IsolatingRunSequence(
            types: sequenceTypes, positions: sequencePositions, count: length, level: level,
            sos: max(level, levelBefore) & 1 == 0 ? .leftToRight : .rightToLeft,
            eos: max(level, levelAfter) & 1 == 0 ? .leftToRight : .rightToLeft, present: present)
        sequence.resolve(classes: classes, text: text, levels: levels)
        i = end
    }
}
