/// How far the text before a boundary matches the number pattern of LB25:
/// `NU (NU | SY | IS)* (CL | CP)?`.
enum NumericSequence {
    /// The text does not end in a number.
    case none
    /// The text ends in `NU (NU | SY | IS)*`.
    case digits
    /// The text ends in `NU (NU | SY | IS)* (CL | CP)`.
    case closed

    /// The state after one more (LB9-combined) class.
    func extended(by lineBreakClass: LineBreakClass) -> NumericSequence {
        switch lineBreakClass {
        case .numeric:
            return .digits
        case .symbolsAllowingBreakAfter, .infixNumericSeparator:
            return self == .digits ? .digits : .none
        case .closePunctuation, .closeParenthesis:
            return self == .digits ? .closed : .none
        default:
            return .none
        }
    }
}
