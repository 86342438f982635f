/// SplitMix64: a small, seedable pseudo-random generator, the same sequence on every platform,
/// so a randomized test names the seed that reproduces a failure.
///
///     var random = SplitMix64(state: 42)
///     let pick = random.next() % 10
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
