extension IsolatingRunSequence {
    /// N1-N2: resolves sequences of NIs (neutral and isolate formatting characters).
    func resolveNeutralTypes() {
        let types = self.types
        let direction = embeddingDirection
        var k = 0
        while k < count {
            guard types[k].isIn(ClassSet.neutralOrIsolate) else {
                k += 1
                continue
            }
            var end = k + 1
            while end < count && types[end].isIn(ClassSet.neutralOrIsolate) {
                end += 1
            }
            // N1: NIs between two characters of the same direction (EN and AN count as R; sos
            // and eos at the ends) take that direction.
            let before = k == 0 ? sos : types[k - 1] == .leftToRight ? .leftToRight : .rightToLeft
            let after = end == count ? eos : types[end] == .leftToRight ? .leftToRight : .rightToLeft
            // N2: other NIs take the embedding direction.
            let type = before == after ? before : direction
            for j in k..<end {
                types[j] = type
            }
            k = end
        }
    }
}
