/// A position where a line may (or must) be broken.
///
/// ```swift
/// LineBreaker.opportunities(in: "Hello world")   // before "w", and the end of the text
/// // [LineBreakOpportunity(offset: 6, isMandatory: false),
/// //  LineBreakOpportunity(offset: 11, isMandatory: true)]
/// ```
public struct LineBreakOpportunity: Sendable, Equatable {
    /// The UTF-16 code unit offset before which the break falls: a break between
    /// `text[offset - 1]` and `text[offset]`. Never between the two halves of a surrogate pair.
    /// The end of the text (`offset == count`) is always a break.
    public let offset: Int

    /// Whether the line must end here (after BK, CR, LF, NL, CR LF, and at the end of the text).
    public let isMandatory: Bool

    /// Creates an opportunity before the code unit at `offset`.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
