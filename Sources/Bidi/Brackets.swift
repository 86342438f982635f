/// BD14-BD15: bracket data of BidiBrackets.txt by code unit (all paired brackets are in the BMP).
enum PairedBracket {
    /// Code points of BidiBracketTable, for binary search.
    static let codePoints: [UInt16] = BidiBracketTable.entries.map { UInt16($0.0) }
    /// For each entry: the closing bracket of the pair, canonical (see ``canonical(_:)``), and
    /// whether the entry is the opening one (bit 16).
    static let pairs: [UInt32] = BidiBracketTable.entries.map {
        UInt32(canonical(UInt16($0.2 ? $0.1 : $0.0))) | ($0.2 ? 0x1_0000 : 0)
    }

    /// N0 matches brackets up to canonical equivalence: U+2329 and U+232A decompose to U+3008
    /// and U+3009.
    @inline(__always)
    static func canonical(_ unit: UInt16) -> UInt16 {
        switch unit {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return unit
        }
    }

    /// The canonical closing bracket of the pair of `unit`, with bit 16 set for an opening
    /// bracket; 0 when `unit` is not a paired bracket.
    @inline(__always)
    static func lookUp(_ unit: UInt16) -> UInt32 {
        switch unit {
        case 0x28: return 0x1_0029
        case 0x29: return 0x29
        case 0x5B: return 0x1_005D
        case 0x5D: return 0x5D
        case 0x7B: return 0x1_007D
        case 0x7D: return 0x7D
        case 0..<0x0F3A: return 0
        default: break
        }
        return codePoints.withUnsafeBufferPointer { codePoints in
            var low = 0
            var high = codePoints.count
            while low < high {
                let mid = (low + high) >> 1
                if codePoints[mid] < unit { low = mid + 1 } else { high = mid }
            }
            return low < codePoints.count && codePoints[low] == unit ? pairs[low] : 0
        }
    }
}

/// BD16: at most this many opening brackets wait for their closing bracket.
let maxBracketDepth = 63

extension IsolatingRunSequence {
    /// N0: resolves paired brackets to the direction of their content or context.
    func resolveBracketPairs(classes: UnsafePointer<BidiClass>, text: UnsafePointer<UInt16>) {
        // At most one pair per two characters; scratch on the stack when small.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count / 2 + 1) { pairs in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * maxBracketDepth) { stack in
                let pairCount = locateBracketPairs(text: text, pairs: pairs.baseAddress!,
                                                   stackBrackets: stack.baseAddress!,
                                                   stackPositions: stack.baseAddress! + maxBracketDepth)
                guard pairCount > 0 else { return }
                // BD16: pairs in the order of their opening brackets.
                var sorted = UnsafeMutableBufferPointer(rebasing: pairs[0..<pairCount])
                sorted.sort()
                let direction = embeddingDirection
                for pair in pairs[0..<pairCount] {
                    resolveBracketPair(open: Int(pair >> 32), close: Int(pair & 0xFFFF_FFFF),
                                       direction: direction, classes: classes)
                }
            }
        }
    }

    /// BD16: finds the bracket pairs of the sequence; writes them to `pairs` as
    /// `open << 32 | close` entry offsets, in the order of their closing brackets, and returns
    /// their number.
    private func locateBracketPairs(text: UnsafePointer<UInt16>, pairs: UnsafeMutablePointer<UInt64>,
                                    stackBrackets: UnsafeMutablePointer<Int32>,
                                    stackPositions: UnsafeMutablePointer<Int32>) -> Int {
        var depth = 0
        var pairCount = 0
        for k in 0..<count where types[k] == .otherNeutral {
            // BD14-BD15: a bracket counts only while its current type is ON.
            let bracket = PairedBracket.lookUp(text[position(k)])
            if bracket == 0 { continue }
            if bracket & 0x1_0000 != 0 {
                // BD16: stop at the 64th unclosed opening bracket, keeping the pairs found.
                if depth == maxBracketDepth { break }
                stackBrackets[depth] = Int32(bracket & 0xFFFF)
                stackPositions[depth] = Int32(k)
                depth += 1
            } else {
                // BD16: a closing bracket pairs with the nearest open matching bracket, and
                // closes the brackets opened after it; unmatched closing brackets are ignored.
                let closing = Int32(PairedBracket.canonical(UInt16(bracket)))
                var s = depth - 1
                while s >= 0 && stackBrackets[s] != closing {
                    s -= 1
                }
                if s >= 0 {
                    pairs[pairCount] = UInt64(stackPositions[s]) << 32 | UInt64(k)
                    pairCount += 1
                    depth = s
                }
            }
        }
        return pairCount
    }

    /// N0 treats EN and AN as R: the strong direction of a type, or `nil`.
    @inline(__always)
    private func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .leftToRight: return .leftToRight
        case .rightToLeft, .europeanNumber, .arabicNumber: return .rightToLeft
        default: return nil
        }
    }

    /// N0 b-d for one pair, with the types left by the pairs before it.
    private func resolveBracketPair(open: Int, close: Int, direction: BidiClass,
                                    classes: UnsafePointer<BidiClass>) {
        var foundOpposite = false
        var resolved: BidiClass?
        for k in open + 1..<close {
            guard let strong = strongDirection(types[k]) else { continue }
            if strong == direction {
                // N0 b: a strong type matching the embedding direction inside.
                resolved = direction
                break
            }
            foundOpposite = true
        }
        if resolved == nil {
            // N0 d: no strong type inside, leave the pair to N1-N2.
            guard foundOpposite else { return }
            // N0 c: only the opposite direction inside; it wins if the context before the
            // opening bracket (back to sos) has it too (c1), else the embedding direction (c2).
            var context = sos
            var k = open - 1
            while k >= 0 {
                if let strong = strongDirection(types[k]) {
                    context = strong
                    break
                }
                k -= 1
            }
            resolved = context
        }
        let type = resolved!
        types[open] = type
        types[close] = type
        // N0: NSMs (originally) right after a bracket that changed take its type.
        var k = open + 1
        while k < close && classes[position(k)] == .nonspacingMark {
            types[k] = type
            k += 1
        }
        k = close + 1
        while k < count && classes[position(k)] == .nonspacingMark {
            types[k] = type
            k += 1
        }
    }
}
