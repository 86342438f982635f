extension IsolatingRunSequence {
    /// I1-I2: the final level of each character from its type and the embedding level.
    func resolveImplicitLevels(_ levels: UnsafeMutablePointer<UInt8>) {
        // Increments for L, R, EN and AN (the only types left after N1-N2), by raw value.
        let evenIncrements: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 1, 0, 2, 0, 0, 2)
        let oddIncrements: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (1, 0, 0, 1, 0, 0, 1)
        withUnsafeBytes(of: level & 1 == 0 ? evenIncrements : oddIncrements) { increments in
            // I1: at an even level, R goes up one level, AN and EN two.
            // I2: at an odd level, L, EN and AN go up one level.
            let level = self.level
            if let positions {
                for k in 0..<count {
                    levels[Int(positions[k])] = level + increments[Int(types[k].rawValue)]
                }
            } else {
                for k in 0..<count {
                    levels[k] = level + increments[Int(types[k].rawValue)]
                }
            }
        }
    }
}
