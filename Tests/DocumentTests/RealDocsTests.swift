import Document
import Foundation
import Testing

/// Real documentation pages from public projects (../shared/real-docs, beside the checkout;
/// never copied into the repository): the HTML in them is read as HTML, so no tag is left in
/// the text a reader sees.
@Suite struct RealDocsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/real-docs").standardizedFileURL.path
    static let available = FileManager.default.fileExists(atPath: folder)

    static var pages: [String] {
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return files.filter { $0.hasSuffix(".md") && $0.contains("/") }.sorted().map { folder + "/" + $0 }
    }

    @Test(.enabled(if: available, "skipped: ../shared/real-docs is not beside this checkout"))
    func noTagIsDrawnAsText() throws {
        let tag = try Regex(#"</?[A-Za-z][A-Za-z0-9-]*(\s+[A-Za-z-]+(=("[^"]*"|'[^']*'|[^\s>]+))?)*\s*/?>"#)
        var found: [String] = []
        for path in Self.pages {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            // Front matter other tools write is not this issue's (issue 22): read the body.
            let body = text.hasPrefix("---\n") ? String(text.split(separator: "\n---\n", maxSplits: 1).last ?? "") : text
            let page = try Page.parse(markdown: body, fileName: path)
            for run in page.blocks.flatMap(\.proseRuns) where run.text.contains(tag) {
                found.append("\(path.split(separator: "/").suffix(2).joined(separator: "/")): \(run.text.prefix(80))")
            }
        }
        #expect(Self.pages.count >= 48)
        #expect(found.isEmpty, "\(found.count) runs with tags: \(found.prefix(10))")
    }

    /// VitePress's and Docusaurus's containers (`::: tip`, `:::warning Title` … `:::`) are
    /// callouts, never their fences in the text.
    @Test(.enabled(if: available, "skipped: ../shared/real-docs is not beside this checkout"))
    func noContainerFenceIsDrawnAsText() throws {
        var found: [String] = [], callouts = 0
        for path in Self.pages {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let body = text.hasPrefix("---\n") ? String(text.split(separator: "\n---\n", maxSplits: 1).last ?? "") : text
            let blocks = try Page.parse(markdown: body, fileName: path).blocks
            callouts += blocks.filter { $0.calloutTitle != nil }.count
            for run in blocks.flatMap(\.proseRuns) where run.text.contains(":::") {
                found.append("\(path.split(separator: "/").suffix(2).joined(separator: "/")): \(run.text.prefix(80))")
            }
        }
        // Six titled containers on four Vue pages (ar, fa), as grep counts their fences.
        #expect(callouts == 6)
        #expect(found.isEmpty, "\(found.count) runs with fences: \(found.prefix(10))")
    }
}

extension Block {
    /// The runs of prose a reader sees: headings, paragraphs, list items, quotes, table cells and
    /// captions, code left out (code may show tags on purpose).
    fileprivate var proseRuns: [InlineRun] {
        let runs: [InlineRun]
        switch kind {
        case let .heading(_, content), let .paragraph(content): runs = content
        case let .list(list): return list.items.joined().flatMap(\.proseRuns)
        case let .blockQuote(blocks): return blocks.flatMap(\.proseRuns)
        case let .box(box): return box.children.flatMap(\.proseRuns)
        case let .table(table): runs = ([table.header] + table.rows).joined().flatMap(\.content)
        case let .figure(figure): runs = figure.caption
        case .codeBlock, .thematicBreak: return []
        }
        return runs.filter { !$0.style.code && !$0.style.keyboard }
    }
}
