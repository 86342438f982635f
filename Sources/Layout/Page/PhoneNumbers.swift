import Foundation

/// Phone numbers read left to right in every language, without moving anything around them.
///
/// Plain UAX #9 scrambles a number in right-to-left text: after Arabic letters its digit groups
/// are Arabic numbers (W2) and the hyphens between them neutral, so `1-800-555-0199` shows as
/// `0199-555-800-1`; in Hebrew `+1 (408) 555-1212` shows as `555-1212 (408) 1+`. Wrapping the
/// number in an isolate would fix its inside but move it relative to its neighbours (an isolate
/// is a neutral to the text around it). So the text around keeps its UAX #9 order and only the
/// order of the number's own parts changes (`TextAttributes.readsLeftToRight`).
///
/// A phone number here has at least seven digits in at least two groups, and looks like one:
/// - an international number: `+` and groups (`+972 3 555 1234`, `+1 (408) 555-1212`);
/// - an area code in parentheses: `(03) 555-1234`;
/// - in both, groups after spaces may end in groups joined all by hyphens or all by dots, and
///   a space after those ends the number, so a number that follows (`+1 408-555-1212 3.14`)
///   is not taken into it;
/// - groups joined by hyphens or dots: `1-800-555-0199`, `03.555.1234`;
/// - groups joined by spaces when the first starts with the trunk prefix 0: `03 555 1234`
///   (so that a list of years, `2024 2025 2026`, keeps the order of the sentence).
///
/// It may follow a Hebrew prefix letter and its hyphen or maqaf (`ל-+972 3 555 1234`), an
/// international number an opening parenthesis (`(+1 (408) 555-1212)`), and it is never part
/// of a longer word or number.
///
///     PhoneNumbers.ranges(in: "התקשרו ל-+1 (408) 555-1212 היום")   // the range of "+1 (408) 555-1212"
package enum PhoneNumbers {
    private static let group = #"(?:\(\p{Nd}{1,5}\)|\p{Nd}{1,5})"#
    /// The last groups of a number, all joined by hyphens or all by dots: once they begin, a
    /// space ends the number (`+1 408-555-1212 1.2.3` is a number and a version).
    private static let joined = #"(?:(?:-\p{Nd}{1,5})+|(?:\.\p{Nd}{1,5})+)"#
    private static let pattern = try! NSRegularExpression(pattern: #"(?:(?<=\p{Script=Hebrew}[\-\x{05BE}])|(?<![\p{L}\p{N}.,+\-()])|(?<=(?:^|[^\p{L}\p{N}])\()(?=\+))"#
        + #"(?:\+\#(group)(?:(?:[ \x{00A0}]?\#(group))+\#(joined)?|\#(joined))|\(\p{Nd}{1,5}\)[ \x{00A0}]?\p{Nd}{1,5}(?:[ \x{00A0}]\p{Nd}{1,5})*\#(joined)?"#
        + #"|\p{Nd}{1,5}(?:-\p{Nd}{1,5})+|\p{Nd}{1,5}(?:\.\p{Nd}{1,5})+|0\p{Nd}{0,4}(?: \p{Nd}{1,5})+)(?![\p{L}\p{N}]|[.,\-]\p{N})"#)

    /// The ranges of the phone numbers in `text`, in order.
    package static func ranges(in text: String) -> [Range<String.Index>] {
        mayHoldNumber(text) ? matchedRanges(in: text) : []
    }

    /// What `ranges(in:)` finds when `mayHoldNumber` lets the text through.
    package static func matchedRanges(in text: String) -> [Range<String.Index>] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let digits = text[range].unicodeScalars.filter { $0.properties.numericType == .decimal }.count
            return (minimumDigits...15).contains(digits) ? range : nil
        }
    }

    /// Whether `text` has a stretch in the shape of one of the pattern's alternatives with at
    /// least seven digits: after a `+` or `(`, among the characters a number is made of; digits
    /// and hyphens; digits and dots; or from a `0` that may start a number, digits and spaces. A
    /// phone number needs one, so text without is not given to the regular expression, whose
    /// compilation and matching were a twentieth of rendering a page with no phone number.
    /// NOTE: each count is of the longest stretch of its shape ending at the current
    /// character, so no match of the pattern can hold more digits than some count reaches.
    package static func mayHoldNumber(_ text: String) -> Bool {
        var afterOpener: Int?, hyphenated = 0, dotted = 0, spaced: Int?
        // Whether a group may start here: the pattern's look-behind allows no digit and none of . , + ( ) before.
        var mayStartGroup = true
        for scalar in text.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar) || scalar.value >= 0x660 && scalar.properties.numericType == .decimal
            if isDigit {
                afterOpener = afterOpener.map { $0 + 1 }
                hyphenated += 1
                dotted += 1
                spaced = spaced.map { $0 + 1 } ?? (scalar == "0" && mayStartGroup ? 1 : nil)
                if max(afterOpener ?? 0, hyphenated, dotted, spaced ?? 0) >= minimumDigits { return true }
            } else {
                switch scalar {
                case "+", "(": afterOpener = afterOpener ?? 0
                case ")", " ", "\u{00A0}", ".", "-": break
                default: afterOpener = nil
                }
                if scalar != "-" { hyphenated = 0 }
                if scalar != "." { dotted = 0 }
                if scalar != " " { spaced = nil }
            }
            switch scalar {
            case ".", ",", "+", "(", ")": mayStartGroup = false
            default: mayStartGroup = !isDigit
            }
        }
        return false
    }

    /// The fewest digits of a phone number.
    static let minimumDigits = 7
}
