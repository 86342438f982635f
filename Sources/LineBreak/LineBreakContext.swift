/// What the rules need to know about the text before a boundary, in terms of LB9-combined
/// classes (a base and its combining marks count as the base).
struct LineBreakContext {
    /// The class before the boundary, after LB9 and LB10; nil at the start of the text.
    private(set) var previous: LineBreakClass?
    /// The class before `previous` (for LB21a).
    private(set) var beforePrevious: LineBreakClass?
    /// X when the text ends in `X SP*` with X not SP (for LB8, LB14-LB17).
    private(set) var beforeSpaces: LineBreakClass?
    /// The previous base is an OP or CP of East Asian width F, W or H (LB30).
    private(set) var previousIsEastAsianWide = false
    /// The previous base is an unassigned Extended_Pictographic code point (LB30b).
    private(set) var previousIsUnassignedPictographic = false
    /// How many RI end the text (LB30a).
    private(set) var regionalIndicatorCount = 0
    /// How the text ends with respect to the number pattern (LB25).
    private(set) var numericSequence = NumericSequence.none

    /// LB9: the previous class takes combining marks (CM and ZWJ) as part of itself; not at the
    /// start of the text, nor after BK, CR, LF, NL, SP or ZW.
    var absorbsCombiningMarks: Bool {
        switch previous {
        case nil, .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace: false
        default: true
        }
    }

    /// Moves the context past a code point that LB9 does not absorb.
    mutating func advance(past unit: LineBreakUnit) {
        let lineBreakClass = unit.standaloneClass
        beforePrevious = previous
        previous = lineBreakClass
        if lineBreakClass != .space {
            beforeSpaces = lineBreakClass
        }
        previousIsEastAsianWide = unit.isEastAsianWide
        previousIsUnassignedPictographic = unit.isUnassignedPictographic
        regionalIndicatorCount = lineBreakClass == .regionalIndicator ? regionalIndicatorCount + 1 : 0
        numericSequence = numericSequence.extended(by: lineBreakClass)
    }
}
