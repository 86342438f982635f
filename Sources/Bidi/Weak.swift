extension IsolatingRunSequence {
    /// W1-W7: resolves weak types (NSM, EN, AN, ES, ET, CS, AL).
    func resolveWeakTypes() {
        let nonspacingMark = BidiClass.nonspacingMark.bit, arabicLetter = BidiClass.arabicLetter.bit
        let europeanNumber = BidiClass.europeanNumber.bit, arabicNumber = BidiClass.arabicNumber.bit
        let separators = BidiClass.europeanSeparator.bit | BidiClass.commonSeparator.bit
        let terminator = BidiClass.europeanTerminator.bit
        // Each pass runs only if its rules can apply; W1 copies types, W2 adds AN only after AL.
        if present & (nonspacingMark | arabicLetter) != 0 {
            resolveW1ToW3()
        }
        let numbers = present & arabicLetter != 0 ? europeanNumber | arabicNumber : present & (europeanNumber | arabicNumber)
        if count >= 3 && present & separators != 0 && numbers != 0 {
            resolveW4()
        }
        if present & (europeanNumber | separators | terminator) != 0 {
            resolveW5ToW7()
        }
    }

    /// W1-W3 in one pass.
    private func resolveW1ToW3() {
        let types = self.types
        // `previous` is the previous type after W1 only; `lastStrong` the last of sos, L, R and
        // AL, for W2.
        var previous = sos
        var lastStrong = sos
        for k in 0..<count {
            var type = types[k]
            if type == .nonspacingMark {
                // W1: an NSM takes the type of the previous character (sos at the start), or ON
                // after an isolate initiator or PDI.
                type = previous.isIn(ClassSet.isolates) ? .otherNeutral : previous
            }
            previous = type
            switch type {
            case .leftToRight, .rightToLeft:
                lastStrong = type
            case .arabicLetter:
                // W3: AL becomes R.
                lastStrong = .arabicLetter
                type = .rightToLeft
            case .europeanNumber:
                // W2: EN after AL (searching back to sos) becomes AN.
                if lastStrong == .arabicLetter { type = .arabicNumber }
            default:
                break
            }
            types[k] = type
        }
    }

    /// W4: a single ES between two ENs becomes EN; a single CS between two numbers of the same
    /// type becomes that type.
    private func resolveW4() {
        let types = self.types
        for k in 1..<count - 1 {
            let type = types[k]
            guard type == .europeanSeparator || type == .commonSeparator else { continue }
            let before = types[k - 1]
            if before == types[k + 1]
                && (before == .europeanNumber || (before == .arabicNumber && type == .commonSeparator)) {
                types[k] = before
            }
        }
    }

    /// W5-W7 in one pass.
    private func resolveW5ToW7() {
        let types = self.types
        // `lastStrong` is the last of sos, L and R, for W7; `previousIsEN` whether the previous
        // type is EN before W7, for W5.
        var lastStrong = sos
        var previousIsEN = false
        var k = 0
        while k < count {
            switch types[k] {
            case .leftToRight, .rightToLeft:
                lastStrong = types[k]
                previousIsEN = false
            case .europeanNumber:
                // W7: EN after L (searching back to sos) becomes L.
                if lastStrong == .leftToRight { types[k] = .leftToRight }
                previousIsEN = true
            case .europeanTerminator:
                // W5: a sequence of ETs next to an EN becomes EN (then W7 applies to it).
                var end = k + 1
                while end < count && types[end] == .europeanTerminator {
                    end += 1
                }
                let isNumber = previousIsEN || (end < count && types[end] == .europeanNumber)
                // W6: otherwise the ETs become ON.
                let type: BidiClass = !isNumber ? .otherNeutral
                    : lastStrong == .leftToRight ? .leftToRight : .europeanNumber
                for j in k..<end {
                    types[j] = type
                }
                previousIsEN = isNumber
                k = end
                continue
            case .europeanSeparator, .commonSeparator:
                // W6: remaining separators become ON.
                types[k] = .otherNeutral
                previousIsEN = false
            default:
                previousIsEN = false
            }
            k += 1
        }
    }
}
