/// An `:icon[name]` whose name is no ``Icon``: the outputs show it as the text it is.
///
///     try Page.parse(markdown: "לחצו :icon[banana]", fileName: "a.md").unknownIcons
///     // [UnknownIcon(name: "banana", line: 1)]
public struct UnknownIcon: Equatable, Sendable {
    /// The name as written.
    public var name: String
    /// The line of the block it is in.
    public var line: Int
}

extension Page {
    /// The unknown icon names of the page, once each, in page order; code is not looked in.
    public var unknownIcons: [UnknownIcon] {
        var found: [UnknownIcon] = []
        for (runs, line) in blocks.flatMap(\.textRuns) {
            for run in runs where !run.style.code && !run.style.keyboard && run.style.icon == nil && Icon.mayHoldMarker(run.text) {
                var rest = Substring(run.text)
                while let start = rest.range(of: ":icon["), let end = rest[start.upperBound...].firstIndex(of: "]") {
                    let name = String(rest[start.upperBound..<end])
                    if Icon(rawValue: name) == nil, !found.contains(where: { $0.name == name }) { found.append(UnknownIcon(name: name, line: line)) }
                    rest = rest[rest.index(after: end)...]
                }
            }
        }
        return found
    }
}
