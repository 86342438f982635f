/// One code point of the text as the rules see it: its resolved class and the two further
/// properties that LB30 and LB30b consult.
struct LineBreakUnit {
    /// The Line_Break class after LB1.
    let lineBreakClass: LineBreakClass
    /// For OP and CP: East_Asian_Width is F, W or H, which exempts the bracket from LB30.
    let isEastAsianWide: Bool
    /// Extended_Pictographic and unassigned, which LB30b keeps together with a following EM.
    let isUnassignedPictographic: Bool
    /// The UTF-16 offset where the code point starts.
    let offset: Int
    /// Line_Break is SA (complex context) before LB1 resolves it: Thai, Lao, Khmer, Myanmar.
    let isComplexContext: Bool

    init(codePoint: UInt32, offset: Int, conditionalJapaneseStarter: LineBreakClass) {
        let assigned = LineBreakClass(codePoint: codePoint)
        let resolved = assigned == .conditionalJapaneseStarter ? conditionalJapaneseStarter : LineBreakClass(resolving: codePoint, assigned: assigned)
        lineBreakClass = resolved
        isComplexContext = assigned == .complexContext
        if resolved == .openPunctuation || resolved == .closeParenthesis {
            let width = EastAsianWidth(codePoint: codePoint)
            isEastAsianWide = width == .fullwidth || width == .wide || width == .halfwidth
        } else {
            isEastAsianWide = false
        }
        isUnassignedPictographic = ExtendedPictographic(codePoint: codePoint) == .yes
            && GeneralCategory(codePoint: codePoint) == .unassigned
        self.offset = offset
    }

    /// CM or ZWJ, which LB9 attaches to a preceding base.
    var isCombining: Bool {
        lineBreakClass == .combiningMark || lineBreakClass == .zeroWidthJoiner
    }

    /// The class of the code point when LB9 does not attach it to a base.
    var standaloneClass: LineBreakClass {
        // LB10: treat any remaining CM or ZWJ as AL.
        isCombining ? .alphabetic : lineBreakClass
    }

    /// The code points of UTF-16 text, in order. A surrogate pair is one unit; a lone surrogate
    /// is a unit of its own (class SG, which LB1 resolves to AL). CJ resolves to
    /// `conditionalJapaneseStarter`: NS by default (LB1), ID for CSS `line-break: normal`.
    static func units(of utf16: [UInt16], conditionalJapaneseStarter: LineBreakClass) -> [LineBreakUnit] {
        var units: [LineBreakUnit] = []
        units.reserveCapacity(utf16.count)
        var index = 0
        while index < utf16.count {
            let lead = utf16[index]
            if lead & 0xFC00 == 0xD800, index + 1 < utf16.count, utf16[index + 1] & 0xFC00 == 0xDC00 {
                let trail = utf16[index + 1]
                let codePoint = 0x10000 + (UInt32(lead & 0x3FF) << 10 | UInt32(trail & 0x3FF))
                units.append(LineBreakUnit(codePoint: codePoint, offset: index, conditionalJapaneseStarter: conditionalJapaneseStarter))
                index += 2
            } else {
                units.append(LineBreakUnit(codePoint: UInt32(lead), offset: index, conditionalJapaneseStarter: conditionalJapaneseStarter))
                index += 1
            }
        }
        return units
    }
}
