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
        func runs(_ runs: [InlineRun], line: Int) {
            for run in runs {
                guard let link = run.style.link, !LinkPolicy.isAllowed(link),
                      !found.contains(where: { $0.destination == link }) else { continue }
                found.append(RefusedLink(destination: link, line: line))
            }
        }
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case let .heading(_, content), let .paragraph(content): runs(content, line: block.line)
                case let .list(list): list.items.forEach(walk)
                case let .blockQuote(inner): walk(inner)
                case let .box(box): walk(box.children)
                case let .table(table):
                    for cell in table.header + table.rows.joined() { runs(cell.content, line: block.line) }
                case let .figure(figure): runs(figure.caption, line: block.line)
                case .codeBlock, .thematicBreak: break
                }
            }
        }
        walk(blocks)
        return found
    }
}
