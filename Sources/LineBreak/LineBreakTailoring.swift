/// How a caller departs from the default algorithm where UAX #14 leaves room (section 8,
/// "Customization") and CSS Text 3 asks for it: browsers' defaults for CJK and the dictionary
/// breaking that SA text needs.
///
///     LineBreakTailoring(lineBreakNormal: true) { text, run in dictionaryBreaks(text, run) }
public struct LineBreakTailoring {
    /// CSS `line-break: normal` (CSS Text 3 section 5.3): a break before a Japanese small kana
    /// or the prolonged sound mark (Line_Break CJ) is allowed, as between ideographs, so CJ
    /// resolves to ID rather than NS (LB1). Breaks before closing punctuation, `。` and `、`,
    /// and after opening brackets stay forbidden (LB13, LB14, LB21).
    public var lineBreakNormal: Bool
    /// Given the text and the range of a run of SA characters (Thai, Lao, Khmer, Myanmar), the
    /// offsets strictly inside it where a line may break between words; nil: SA resolves to
    /// AL or CM (LB1) and never breaks inside a run.
    public var dictionary: ((_ text: [UInt16], _ run: Range<Int>) -> [Int])?

    /// A tailoring; `dictionary` finds the breaks inside runs of SA characters.
    public init(lineBreakNormal: Bool, dictionary: ((_ text: [UInt16], _ run: Range<Int>) -> [Int])? = nil) {
        self.lineBreakNormal = lineBreakNormal
        self.dictionary = dictionary
    }
}
