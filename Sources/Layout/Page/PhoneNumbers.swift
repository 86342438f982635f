import Foundation

/// Phone numbers read left to right in every language. After Arabic letters, digits are Arabic
/// numbers (UAX #9 W2) and the hyphens between groups are neutral, so `1-800-555-0199` would
/// show its groups in reverse; wrapping the number in LEFT-TO-RIGHT ISOLATE ... POP
/// DIRECTIONAL ISOLATE keeps it whole and in order.
///
/// A phone number here is an optional `+` and at least three groups of digits separated by
/// single hyphens, spaces or dots, seven digits or more in all: `+972 3 555 1234`,
/// `1-800-555-0199`. Dates and IP addresses match too, and read left to right as well.
///
///     PhoneNumbers.isolated("اتصل على 1-800-555-0199")   // "اتصل على \u{2066}1-800-555-0199\u{2069}"
enum PhoneNumbers {
    private static let pattern = try! NSRegularExpression(pattern: #"(?<![\p{L}\p{N}.\-])\+?\p{Nd}+(?:[ .\-]\p{Nd}+){2,}(?![\p{L}\p{N}])"#)

    static func isolated(_ text: String) -> String {
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty else { return text }
        var result = ""
        var last = text.startIndex
        for match in matches {
            guard let range = Range(match.range, in: text), text[range].filter(\.isNumber).count >= 7 else { continue }
            result += text[last..<range.lowerBound] + "\u{2066}" + text[range] + "\u{2069}"
            last = range.upperBound
        }
        return result + text[last...]
    }
}
