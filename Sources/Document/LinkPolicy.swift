/// Which link destinations every output (HTML and PDF) writes as links: `http:`, `https:`,
/// `mailto:`, `tel:`, relative paths and `#anchors`. Anything else (`javascript:`, `vbscript:`,
/// `data:`, `file:`, any unknown scheme) is drawn as text, so a help page built from a
/// stranger's pull request carries no script.
///
/// The scheme is judged as a browser would read it (URL Standard §4.4, basic URL parser): HTML
/// character references decoded (until nothing changes, in case the text is decoded again
/// downstream), ASCII tab and newline removed anywhere, C0 controls and spaces removed from
/// both ends, the scheme compared without case. So `JaVaScRiPt:`, `java&#x09;script:`,
/// `&#106;avascript:`, ` javascript:` and `java\nscript:` are all refused.
///
///     LinkPolicy.allowed("https://example.com")   // "https://example.com"
///     LinkPolicy.allowed("java&#x09;script:x")   // nil
package enum LinkPolicy {
    /// The schemes written as links.
    static let schemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// `destination` when it may be a link, else nil.
    package static func allowed(_ destination: String?) -> String? {
        guard let destination else { return nil }
        return isAllowed(destination) ? destination : nil
    }

    /// Whether `destination` may be a link.
    package static func isAllowed(_ destination: String) -> Bool {
        var text = destination
        for _ in 0..<4 {
            guard let scheme = scheme(of: text) else { return false }
            if let scheme, !schemes.contains(scheme) { return false }
            let decoded = decodingCharacterReferences(text)
            if decoded == text { return true }
            text = decoded
        }
        return false
    }

    /// The lowercased scheme of `url` as a browser reads it; `.some(nil)` when it is relative
    /// (no scheme before the first `/`, `?` or `#`); nil when it cannot be judged safely.
    static func scheme(of url: String) -> String?? {
        // URL Standard: remove leading and trailing C0 control or space, then every ASCII tab or newline.
        let scalars = Array(url.unicodeScalars).trimmed { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        guard let colon = scalars.firstIndex(of: ":") else { return .some(nil) }
        let before = scalars[..<colon]
        if before.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return .some(nil) }
        // Scheme state: an ASCII alpha, then ASCII alphanumerics, +, - or .; anything else is no
        // URL a browser would follow, but other readers (PDF viewers) may still guess: refuse it.
        guard let first = before.first, first.isASCII, first.properties.isAlphabetic,
              before.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return .some(String(String.UnicodeScalarView(before)).lowercased())
    }

    /// `text` with HTML numeric character references (`&#106;`, `&#x09;`, with or without the
    /// `;`) and the named ones that can spell a scheme (`&colon;`, `&Tab;`, `&NewLine;`, and
    /// `&amp;` for references written twice) decoded.
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = ["colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "num": "#", "sol": "/",
                                       "quest": "?", "lpar": "(", "rpar": ")", "period": ".", "plus": "+"]
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&" else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            var value: UInt32?
            if end < scalars.count, scalars[end] == "#" {
                end += 1
                let hex = end < scalars.count && (scalars[end] == "x" || scalars[end] == "X")
                if hex { end += 1 }
                let digitsStart = end
                while end < scalars.count, end - digitsStart < 10,
                      hex ? scalars[end].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[end]) { end += 1 }
                if end > digitsStart {
                    value = UInt32(String(String.UnicodeScalarView(scalars[digitsStart..<end])), radix: hex ? 16 : 10)
                }
                if let code = value {
                    result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    if end < scalars.count, scalars[end] == ";" { end += 1 }
                    index = end
                    continue
                }
            } else {
                while end < scalars.count, end - index < 12, scalars[end].isASCII, scalars[end].properties.isAlphabetic { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end])).lowercased()
                if let replacement = named[name] {
                    result.append(contentsOf: replacement.unicodeScalars)
                    if end < scalars.count, scalars[end] == ";" { end += 1 }
                    index = end
                    continue
                }
            }
            result.append("&")
            index += 1
        }
        return String(result)
    }
}

extension Array {
    /// The array without the elements at both ends for which `isTrimmed` holds.
    fileprivate func trimmed(_ isTrimmed: (Element) -> Bool) -> ArraySlice<Element> {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return [] }
        return self[first...last]
    }
}
