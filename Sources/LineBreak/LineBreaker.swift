/// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0.0).
///
/// The default algorithm, rules LB1-LB31, with LB25 as tailored in UAX #14 section 8.2 example 7, the number rule that
/// LineBreakTest.txt is written against (and that Unicode 15.1 made the default).
///
/// ```swift
/// let breaks = LineBreaker.opportunities(in: "שלום עולם")
/// // [LineBreakOpportunity(offset: 5, isMandatory: false),
/// //  LineBreakOpportunity(offset: 9, isMandatory: true)]
/// ```
public enum LineBreaker {
    /// The Unicode version of the rules and property tables.
    public static let unicodeVersion = LineBreakClass.unicodeVersion

    /// The break opportunities in UTF-16 text, in increasing offset order.
    ///
    /// Each opportunity is a break before the code unit at its offset; offsets never fall inside
    /// a surrogate pair (a lone surrogate counts as a code point of its own). The end of non-empty
    /// text is always a mandatory break (LB3); empty text has no opportunities.
    public static func opportunities(in utf16: some Collection<UInt16>) -> [LineBreakOpportunity] {
        let codeUnits = Array(utf16)
        return opportunities(in: LineBreakUnit.units(of: codeUnits, conditionalJapaneseStarter: .nonStarter), count: codeUnits.count, dictionary: nil)
    }

    /// The break opportunities in UTF-16 text with `tailoring`: CSS `line-break: normal` and
    /// the breaks of a dictionary inside runs of SA characters.
    ///
    ///     LineBreaker.opportunities(in: thai, tailoring: LineBreakTailoring(lineBreakNormal: true) { text, run in
    ///         DictionaryLineBreaks.opportunities(in: text, range: run, language: language)
    ///     })
    public static func opportunities(in utf16: some Collection<UInt16>, tailoring: LineBreakTailoring) -> [LineBreakOpportunity] {
        let codeUnits = Array(utf16)
        let units = LineBreakUnit.units(of: codeUnits, conditionalJapaneseStarter: tailoring.lineBreakNormal ? .ideographic : .nonStarter)
        return opportunities(in: units, count: codeUnits.count, dictionary: tailoring.dictionary.map { dictionary in { dictionary(codeUnits, $0) } })
    }

    /// The break opportunities in `string`, as UTF-16 offsets (see `opportunities(in:)` for UTF-16).
    public static func opportunities(in string: String) -> [LineBreakOpportunity] {
        opportunities(in: string.utf16)
    }

    private static func opportunities(in units: [LineBreakUnit], count: Int,
                                      dictionary: ((Range<Int>) -> [Int])?) -> [LineBreakOpportunity] {
        guard !units.isEmpty else { return [] }
        var result: [LineBreakOpportunity] = []
        var context = LineBreakContext()
        // The dictionary's breaks inside the SA run the boundary is in, and where that run ends.
        var runBreaks: Set<Int> = [], runEnd = 0
        // LB2: never break at the start of text.
        context.advance(past: units[0])
        for index in 1..<units.count {
            let unit = units[index]
            let boundaryAction: BreakAction
            if unit.isComplexContext, units[index - 1].isComplexContext, let dictionary {
                if unit.offset >= runEnd {
                    var last = index
                    while last + 1 < units.count, units[last + 1].isComplexContext { last += 1 }
                    runEnd = last + 1 < units.count ? units[last + 1].offset : count
                    runBreaks = Set(dictionary(units[index - 1].offset..<runEnd))
                }
                // UAX #14 section 5.1: SA characters break where the dictionary finds words end.
                boundaryAction = runBreaks.contains(unit.offset) ? .allowed : .prohibited
            } else {
                boundaryAction = action(before: index, in: units, after: context)
            }
            switch boundaryAction {
            case .prohibited: break
            case .allowed: result.append(LineBreakOpportunity(offset: unit.offset, isMandatory: false))
            case .mandatory: result.append(LineBreakOpportunity(offset: unit.offset, isMandatory: true))
            }
            if !(unit.isCombining && context.absorbsCombiningMarks) {
                context.advance(past: unit)
            }
        }
        // LB3: always break at the end of text.
        result.append(LineBreakOpportunity(offset: count, isMandatory: true))
        return result
    }

    private enum BreakAction {
        case prohibited, allowed, mandatory
    }

    /// The rules, in order, for the boundary before `units[index]` (index > 0).
    private static func action(
        before index: Int, in units: [LineBreakUnit], after context: LineBreakContext
    ) -> BreakAction {
        let unit = units[index]
        let next = unit.lineBreakClass
        let previous = context.previous

        // LB4: BK !
        if previous == .mandatoryBreak { return .mandatory }
        // LB5: CR × LF
        if previous == .carriageReturn && next == .lineFeed { return .prohibited }
        // LB5: CR !, LF !, NL !
        if previous == .carriageReturn || previous == .lineFeed || previous == .nextLine { return .mandatory }
        // LB6: × ( BK | CR | LF | NL )
        if next == .mandatoryBreak || next == .carriageReturn || next == .lineFeed || next == .nextLine {
            return .prohibited
        }
        // LB7: × SP, × ZW
        if next == .space || next == .zeroWidthSpace { return .prohibited }
        // LB8: ZW SP* ÷
        if context.beforeSpaces == .zeroWidthSpace { return .allowed }
        // LB8a: ZWJ ×
        if units[index - 1].lineBreakClass == .zeroWidthJoiner { return .prohibited }
        // LB9: X (CM | ZWJ)* is X, for X not BK, CR, LF, NL, SP or ZW.
        if unit.isCombining && context.absorbsCombiningMarks { return .prohibited }
        // LB10: remaining CM and ZWJ are AL.
        let current = unit.standaloneClass
        // LB11: × WJ, WJ ×
        if current == .wordJoiner || previous == .wordJoiner { return .prohibited }
        // LB12: GL ×
        if previous == .nonBreakingGlue { return .prohibited }
        // LB12a: [^SP BA HY] × GL
        if current == .nonBreakingGlue
            && previous != .space && previous != .breakAfter && previous != .hyphen {
            return .prohibited
        }
        // LB13: × CL, × CP, × EX, × IS, × SY
        switch current {
        case .closePunctuation, .closeParenthesis, .exclamation, .infixNumericSeparator,
             .symbolsAllowingBreakAfter:
            return .prohibited
        default: break
        }
        // LB14: OP SP* ×
        if context.beforeSpaces == .openPunctuation { return .prohibited }
        // LB15: QU SP* × OP
        if context.beforeSpaces == .quotation && current == .openPunctuation { return .prohibited }
        // LB16: (CL | CP) SP* × NS
        if (context.beforeSpaces == .closePunctuation || context.beforeSpaces == .closeParenthesis)
            && current == .nonStarter {
            return .prohibited
        }
        // LB17: B2 SP* × B2
        if context.beforeSpaces == .breakOpportunityBeforeAndAfter
            && current == .breakOpportunityBeforeAndAfter {
            return .prohibited
        }
        // LB18: SP ÷
        if previous == .space { return .allowed }
        // LB19: × QU, QU ×
        if current == .quotation || previous == .quotation { return .prohibited }
        // LB20: ÷ CB, CB ÷
        if current == .contingentBreak || previous == .contingentBreak { return .allowed }
        // LB21: × BA, × HY, × NS, BB ×
        if current == .breakAfter || current == .hyphen || current == .nonStarter
            || previous == .breakBefore {
            return .prohibited
        }
        // LB21a: HL (HY | BA) ×
        if context.beforePrevious == .hebrewLetter && (previous == .hyphen || previous == .breakAfter) {
            return .prohibited
        }
        // LB21b: SY × HL
        if previous == .symbolsAllowingBreakAfter && current == .hebrewLetter { return .prohibited }
        // LB22: × IN
        if current == .inseparable { return .prohibited }
        let previousIsLetter = previous == .alphabetic || previous == .hebrewLetter
        let currentIsLetter = current == .alphabetic || current == .hebrewLetter
        // LB23: (AL | HL) × NU, NU × (AL | HL)
        if (previousIsLetter && current == .numeric) || (previous == .numeric && currentIsLetter) {
            return .prohibited
        }
        // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO
        if previous == .prefixNumeric
            && (current == .ideographic || current == .emojiBase || current == .emojiModifier) {
            return .prohibited
        }
        if (previous == .ideographic || previous == .emojiBase || previous == .emojiModifier)
            && current == .postfixNumeric {
            return .prohibited
        }
        let previousIsAffix = previous == .prefixNumeric || previous == .postfixNumeric
        let currentIsAffix = current == .prefixNumeric || current == .postfixNumeric
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO)
        if (previousIsAffix && currentIsLetter) || (previousIsLetter && currentIsAffix) {
            return .prohibited
        }
        // LB25 (example 7): (PR | PO) × ( OP | HY )? NU
        if previousIsAffix && (current == .numeric
            || ((current == .openPunctuation || current == .hyphen) && baseClass(after: index, in: units) == .numeric)) {
            return .prohibited
        }
        // LB25 (example 7): ( OP | HY ) × NU
        if (previous == .openPunctuation || previous == .hyphen) && current == .numeric { return .prohibited }
        // LB25 (example 7): NU × (NU | SY | IS), NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)
        if context.numericSequence == .digits {
            switch current {
            case .numeric, .symbolsAllowingBreakAfter, .infixNumericSeparator, .closePunctuation,
                 .closeParenthesis:
                return .prohibited
            default: break
            }
        }
        // LB25 (example 7): NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
        if context.numericSequence != .none && currentIsAffix { return .prohibited }
        // LB26: JL × (JL | JV | H2 | H3)
        if previous == .hangulLJamo && (current == .hangulLJamo || current == .hangulVJamo
            || current == .hangulLVSyllable || current == .hangulLVTSyllable) {
            return .prohibited
        }
        // LB26: (JV | H2) × (JV | JT)
        if (previous == .hangulVJamo || previous == .hangulLVSyllable)
            && (current == .hangulVJamo || current == .hangulTJamo) {
            return .prohibited
        }
        // LB26: (JT | H3) × JT
        if (previous == .hangulTJamo || previous == .hangulLVTSyllable) && current == .hangulTJamo {
            return .prohibited
        }
        // LB27: (JL | JV | JT | H2 | H3) × PO, PR × (JL | JV | JT | H2 | H3)
        if (isKorean(previous) && current == .postfixNumeric)
            || (previous == .prefixNumeric && isKorean(current)) {
            return .prohibited
        }
        // LB28: (AL | HL) × (AL | HL)
        if previousIsLetter && currentIsLetter { return .prohibited }
        // LB29: IS × (AL | HL)
        if previous == .infixNumericSeparator && currentIsLetter { return .prohibited }
        // LB30: (AL | HL | NU) × [OP-[\p{ea=F}\p{ea=W}\p{ea=H}]]
        if (previousIsLetter || previous == .numeric) && current == .openPunctuation && !unit.isEastAsianWide {
            return .prohibited
        }
        // LB30: [CP-[\p{ea=F}\p{ea=W}\p{ea=H}]] × (AL | HL | NU)
        if previous == .closeParenthesis && !context.previousIsEastAsianWide
            && (currentIsLetter || current == .numeric) {
            return .prohibited
        }
        // LB30a: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI
        if previous == .regionalIndicator && current == .regionalIndicator
            && context.regionalIndicatorCount % 2 == 1 {
            return .prohibited
        }
        // LB30b: EB × EM, [\p{Extended_Pictographic}&\p{Cn}] × EM
        if current == .emojiModifier
            && (previous == .emojiBase || context.previousIsUnassignedPictographic) {
            return .prohibited
        }
        // LB31: ALL ÷
        return .allowed
    }

    /// The class of the first code point after `units[index]` that LB9 does not attach to it.
    private static func baseClass(after index: Int, in units: [LineBreakUnit]) -> LineBreakClass? {
        var position = index + 1
        while position < units.count && units[position].isCombining {
            position += 1
        }
        return position < units.count ? units[position].lineBreakClass : nil
    }

    /// A Korean syllable block class: JL, JV, JT, H2 or H3.
    private static func isKorean(_ lineBreakClass: LineBreakClass?) -> Bool {
        switch lineBreakClass {
        case .hangulLJamo, .hangulVJamo, .hangulTJamo, .hangulLVSyllable, .hangulLVTSyllable: true
        default: false
        }
    }
}
