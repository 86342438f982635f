/// X1: the deepest explicit embedding level.
let maxExplicitDepth: UInt8 = 125

/// X1-X8: resolves explicit embedding levels and directional overrides.
///
/// Writes the explicit level of every character to `levels` and applies overrides to `types`
/// (which starts as a copy of `classes`). Characters removed by X9 get the current level as a
/// placeholder; ``fillRemovedLevels(_:levels:count:baseLevel:)`` replaces it later.
func resolveExplicitLevels(_ classes: UnsafePointer<BidiClass>, types: UnsafeMutablePointer<BidiClass>,
                           levels: UnsafeMutablePointer<UInt8>, count: Int, baseLevel: UInt8,
                           matching: UnsafePointer<Int32>?) {
    // X1: the directional status stack; its entries hold a level and flags (override, isolate).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * (Int(maxExplicitDepth) + 2)) { stack in
        let stackLevels = stack.baseAddress!
        let stackFlags = stackLevels + Int(maxExplicitDepth) + 2
        let overrideL: UInt8 = 1, overrideR: UInt8 = 2, isolate: UInt8 = 4
        stackLevels[0] = baseLevel
        stackFlags[0] = 0
        var depth = 1
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0

        for i in 0..<count {
            let cls = classes[i]
            let level = stackLevels[depth - 1]
            let flags = stackFlags[depth - 1]
            switch cls {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                // X2-X5: push the least greater odd (RLE, RLO) or even (LRE, LRO) level if valid.
                levels[i] = level
                let toRight = cls == .rightToLeftEmbedding || cls == .rightToLeftOverride
                let newLevel = toRight ? (level + 1) | 1 : (level + 2) & ~1
                if newLevel <= maxExplicitDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    stackLevels[depth] = newLevel
                    stackFlags[depth] = cls == .rightToLeftOverride ? overrideR
                        : cls == .leftToRightOverride ? overrideL : 0
                    depth += 1
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                // X5a-X5c: the initiator takes the outer level and override.
                levels[i] = level
                if flags & overrideL != 0 { types[i] = .leftToRight }
                if flags & overrideR != 0 { types[i] = .rightToLeft }
                var toRight = cls == .rightToLeftIsolate
                if cls == .firstStrongIsolate {
                    // X5c: P2-P3 on the text up to the matching PDI.
                    let end = matching.map { $0[i] >= 0 ? Int($0[i]) : count } ?? count
                    let first = firstStrongClass(classes, in: i + 1..<end, matching: matching)
                    toRight = first == .rightToLeft || first == .arabicLetter
                }
                let newLevel = toRight ? (level + 1) | 1 : (level + 2) & ~1
                if newLevel <= maxExplicitDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stackLevels[depth] = newLevel
                    stackFlags[depth] = isolate
                    depth += 1
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                // X6a: close the innermost valid isolate, and the embeddings inside it.
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while stackFlags[depth - 1] & isolate == 0 {
                        depth -= 1
                    }
                    depth -= 1
                    validIsolates -= 1
                }
                levels[i] = stackLevels[depth - 1]
                let outerFlags = stackFlags[depth - 1]
                if outerFlags & overrideL != 0 { types[i] = .leftToRight }
                if outerFlags & overrideR != 0 { types[i] = .rightToLeft }
            case .popDirectionalFormat:
                // X7: close the innermost embedding unless an isolate is in the way.
                levels[i] = level
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if flags & isolate == 0 && depth >= 2 {
                    depth -= 1
                }
            case .paragraphSeparator:
                // X8: a paragraph separator gets the paragraph level.
                levels[i] = baseLevel
            case .boundaryNeutral:
                // X9 removes it; placeholder level.
                levels[i] = level
            default:
                // X6: the current level, and the override's direction if any.
                levels[i] = level
                if flags & overrideL != 0 { types[i] = .leftToRight }
                if flags & overrideR != 0 { types[i] = .rightToLeft }
            }
        }
    }
}

/// Gives each character removed by X9 (BN and explicit embeddings, overrides and PDF) the level
/// of the character before it, or the paragraph level at the start. The standard leaves these
/// levels open; this choice keeps them inside the runs around them for L2.
func fillRemovedLevels(_ classes: UnsafePointer<BidiClass>, levels: UnsafeMutablePointer<UInt8>,
                       count: Int, baseLevel: UInt8) {
    var previous = baseLevel
    for i in 0..<count {
        if classes[i].isIn(ClassSet.removedByX9) {
            levels[i] = previous
        } else {
            previous = levels[i]
        }
    }
}
