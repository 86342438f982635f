/// An icon in running text, written `:icon[forward]`, drawn from the bundled icon font at the
/// size of the text around it, as an isolate of its own (it never reorders the sentence).
///
/// What an icon means decides whether it mirrors, as SF Symbols do: `forward` and `backward`
/// point along the reading direction, so they flip on a right-to-left page; `left`, `right`,
/// `up` and `down` point where they say and never flip.
///
/// ```markdown
/// לחצו על :icon[forward] כדי להמשיך.
/// ```
public enum Icon: String, CaseIterable, Sendable {
    case forward, backward, left, right, up, down, check, info, warning
    /// An external link (a box with an arrow out of it).
    case external

    /// Replaces each `:icon[name]` of a known name in `text` by a run of its own; returns the
    /// pieces in order, nil for plain text.
    static func split(_ text: String) -> [(text: String, icon: Icon?)] {
        // Foundation's search is slow (CFStringFind, 3 M instructions for page40's runs); text
        // without the marker's bytes cannot hold it.
        guard mayHoldMarker(text) else { return text.isEmpty ? [] : [(text, nil)] }
        var pieces: [(text: String, icon: Icon?)] = []
        var rest = Substring(text)
        while let start = rest.range(of: ":icon["), let end = rest[start.upperBound...].firstIndex(of: "]") {
            guard let icon = Icon(rawValue: String(rest[start.upperBound..<end])) else {
                pieces.append((String(rest[..<rest.index(after: start.lowerBound)]), nil))
                rest = rest[rest.index(after: start.lowerBound)...]
                continue
            }
            if start.lowerBound > rest.startIndex { pieces.append((String(rest[..<start.lowerBound]), nil)) }
            pieces.append((icon.rawValue, icon))
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { pieces.append((String(rest), nil)) }
        return pieces
    }

    /// Whether `text` has the UTF-8 bytes of `:icon[` anywhere: text without them holds no icon.
    static func mayHoldMarker(_ text: String) -> Bool {
        let marker = Array(":icon[".utf8), bytes = Array(text.utf8)
        guard bytes.count >= marker.count else { return false }
        return (0...bytes.count - marker.count).contains { bytes[$0] == marker[0] && bytes[$0..<$0 + marker.count].elementsEqual(marker) }
    }
}
