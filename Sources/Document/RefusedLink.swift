/// A link whose destination ``LinkPolicy`` refuses: the outputs draw its text without a link.
///
///     try Page.parse(markdown: "[x](javascript:alert(1))", fileName: "a.md").refusedLinks
///     // [RefusedLink(destination: "javascript:alert(1)", line: 1)]
public struct RefusedLink: Equatable, Sendable {
    /// The destination as written.
    public var destination: String
    /// The line of the block it is in.
    public var line: Int
}

extension Page {
    /// The links of the page that no output writes as links, once each, in page order.
    public var refusedLinks: [RefusedLink] {
        var found: [RefusedLink] = []
        for (runs, line) in blocks.flatMap(\.textRuns) {
            for run in runs {
                guard let link = run.style.link, !LinkPolicy.isAllowed(link),
                      !found.contains(where: { $0.destination == link }) else { continue }
                found.append(RefusedLink(destination: link, line: line))
            }
        }
        return found
    }
}
