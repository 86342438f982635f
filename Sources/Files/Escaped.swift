/// Text from the input shown in a message with its control characters escaped as Swift does
/// (`\u{1B}`), so an escape sequence or a carriage return in a file name, a language tag or an
/// image path cannot rewrite the terminal.
///
///     "\(Escaped("he\rFAKE"))"   // he\u{D}FAKE
public struct Escaped: CustomStringConvertible, Sendable {
    /// The text as given.
    public let text: String

    /// Wraps `text` for printing.
    public init(_ text: String) { self.text = text }

    /// The text with C0 and C1 controls, DEL, the line and paragraph separators and the bidi controls escaped.
    public var description: String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
