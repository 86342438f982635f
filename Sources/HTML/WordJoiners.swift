/// Line-break decisions of UAX #14 that browsers do not all make, written into the text as
/// WORD JOINER (U+2060, which forbids a break in every browser, LB11) so that the browser
/// breaks lines where Galley does. The HTML shows it as `&#x2060;`.
///
///     WordJoiners.inserted(into: "1-800-555-0199")   // "1-\u{2060}800-\u{2060}555-\u{2060}0199"
///     WordJoiners.inserted(into: "ו-A1")             // "ו-\u{2060}A1"
enum WordJoiners {
    static let joiner: Character = "\u{2060}"

    static func inserted(into text: some StringProtocol) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            result.unicodeScalars.append(scalar)
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            // LB25: HY × NU, no break between a hyphen-minus and the digits after it (Chromium breaks there).
            let numberFollows = scalar == "-" && next?.properties.numericType == .decimal
            // LB21a: HL (HY | BA) ×, no break after a hyphen or maqaf that follows a Hebrew letter.
            let hebrewBefore = (scalar == "-" || scalar == "\u{05BE}") && previous.map(isHebrewLetter) == true
                && next?.properties.isWhitespace == false
            if numberFollows || hebrewBefore { result.append(joiner) }
            previous = scalar
        }
        return result
    }

    /// UAX #14 class HL: Hebrew letters (U+05D0-05EA, 05EF-05F2, FB1D-FB4F presentation forms).
    private static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x05D0...0x05EA).contains(scalar.value) || (0x05EF...0x05F2).contains(scalar.value)
            || ((0xFB1D...0xFB4F).contains(scalar.value) && scalar.properties.isAlphabetic)
    }
}
