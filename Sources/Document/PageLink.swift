import Foundation

/// A link to another page: a relative path to a page file (``Page/fileExtensions``) with an
/// optional anchor, `setup.md`, `../guide/setup.he.md#install`, `intro.html`. Each output
/// points it at that page's output (`setup.html`, `setup.pdf`); links with a scheme, `#anchors`
/// of the page itself, absolute paths and other files (`manual.zip`) are no page links.
///
///     PageLink("../guide/setup.md#%D7%94")   // path "../guide/setup.md", file "../guide/setup.md", anchor "ה"
///     PageLink("https://example.com/a.md")    // nil
package struct PageLink: Equatable, Sendable {
    /// The path as written, percent-encoded as it was.
    package var path: String
    /// The path percent-decoded: the file relative to the linking page's folder.
    package var file: String
    /// The fragment percent-decoded (a heading's anchor); nil when there is none.
    package var anchor: String?

    /// The page link `destination` is, or nil when it is none.
    package init?(_ destination: String) {
        guard LinkPolicy.isAllowed(destination), case .some(nil) = LinkPolicy.scheme(of: destination), !destination.contains("?") else { return nil }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"),
              Page.fileExtensions.contains((path as NSString).pathExtension.lowercased()),
              let file = path.removingPercentEncoding, !file.contains("\0") else { return nil }
        self.path = path
        self.file = file
        anchor = parts.count > 1 && !parts[1].isEmpty ? (parts[1].removingPercentEncoding ?? String(parts[1])) : nil
    }
}

/// A link to a page that is not there, drawn as written; or to a heading its page does not
/// have, drawn as a link to the page.
///
///     DeadLink(destination: "setup.md#install", line: 3, pageWithoutHeading: "he/setup")
public struct DeadLink: Equatable, Sendable {
    /// The destination as written.
    public var destination: String
    /// The line of the block it is in.
    public var line: Int
    /// When the page is there and only the heading is not: the page, as the warning names it.
    public var pageWithoutHeading: String?

    /// A dead link.
    public init(destination: String, line: Int, pageWithoutHeading: String? = nil) {
        self.destination = destination
        self.line = line
        self.pageWithoutHeading = pageWithoutHeading
    }
}

extension Page {
    /// The destinations of the page's links to other pages, once each, in page order.
    package var pageLinks: [String] {
        var found: [String] = []
        for (runs, _) in blocks.flatMap(\.textRuns) {
            for run in runs {
                if let link = run.style.link, PageLink(link) != nil, !found.contains(link) { found.append(link) }
            }
        }
        return found
    }

    /// The page with the destination of each link to another page (``PageLink``) replaced by
    /// `target`'s, which is given the link and its block's line; a link it returns nil for is
    /// kept as written.
    package func retargetingPageLinks(_ target: (PageLink, String, Int) -> String?) -> Page {
        var page = self
        page.blocks = blocks.map { block in
            block.mappingTextRuns { runs, line in
                runs.map { run in
                    guard let destination = run.style.link, let link = PageLink(destination),
                          let retargeted = target(link, destination, line) else { return run }
                    var run = run
                    run.style.link = retargeted
                    return run
                }
            }
        }
        return page
    }
}
