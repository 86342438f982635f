/// The Unicode Bidirectional Algorithm (UAX #9), entry points that are not about one paragraph.
///
/// ```swift
/// for range in Bidi.paragraphs(in: "שלום\nabc") {
///     let paragraph = BidiParagraph(utf16: Array("שלום\nabc".utf16)[range])
/// }
/// ```
public enum Bidi {
    /// The Unicode version of the character data (DerivedBidiClass.txt, BidiBrackets.txt and
    /// BidiMirroring.txt).
    ///
    /// ```swift
    /// Bidi.unicodeVersion   // "15.0.0"
    /// ```
    public static let unicodeVersion: String = BidiClass.unicodeVersion

    /// P1: splits UTF-16 text into paragraphs. Each paragraph keeps its paragraph separator
    /// (Bidi_Class B: LF, CR, FS, GS, RS, NEL, U+2029); CR LF counts as one separator. Returns
    /// UTF-16 offset ranges, none for empty text.
    ///
    /// ```swift
    /// Bidi.paragraphs(in: Array("a\r\nb\u{2029}".utf16))   // [0..<3, 3..<5]
    /// ```
    public static func paragraphs(in utf16: some Collection<UInt16>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var offset = 0
        var previousWasCR = false
        for unit in utf16 {
            // P1: a CR directly followed by LF ends its paragraph after the LF.
            if previousWasCR && unit != 0x0A {
                result.append(start..<offset)
                start = offset
            }
            previousWasCR = false
            offset += 1
            switch unit {
            case 0x0D:
                previousWasCR = true
            case 0x0A, 0x1C, 0x1D, 0x1E, 0x85, 0x2029:
                result.append(start..<offset)
                start = offset
            default:
                break
            }
        }
        if start < offset {
            result.append(start..<offset)
        }
        return result
    }

    /// P1 for a `String`: the paragraphs of `text.utf16`, as UTF-16 offset ranges.
    ///
    /// ```swift
    /// Bidi.paragraphs(in: "שלום\nabc")   // [0..<5, 5..<8]
    /// ```
    public static func paragraphs(in text: String) -> [Range<Int>] {
        paragraphs(in: text.utf16)
    }
}
