extension LineBreakClass {
    /// The class the rules see for a code point, after LB1.
    ///
    /// The default resolution: no dictionary breaking, so SA becomes CM or AL by general category.
    /// CB is kept as is (LB20 handles it).
    init(resolving codePoint: UInt32, assigned: LineBreakClass) {
        switch assigned {
        // LB1: AI, SG and XX resolve to AL.
        case .ambiguous, .surrogate, .unknown:
            self = .alphabetic
        // LB1: SA resolves to CM for Mn and Mc, otherwise to AL.
        case .complexContext:
            let category = GeneralCategory(codePoint: codePoint)
            self = category == .nonspacingMark || category == .spacingMark ? .combiningMark : .alphabetic
        // LB1: CJ resolves to NS.
        case .conditionalJapaneseStarter:
            self = .nonStarter
        default:
            self = assigned
        }
    }
}
