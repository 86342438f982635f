import Dispatch
import Document
import Foundation
import Galley
import Shaping
import Testing

/// The 48 real Hebrew, Arabic, Persian and Urdu documentation pages in ../shared/real-docs
/// (front matter of every docs tool, heading ids, braces, badges, pages of any length) render to
/// PNG and PDF without an error, with the warnings each should have: images on the web named
/// exactly when the page shows some, never braces (no page has values), the same warnings for
/// both formats. Raw HTML's warnings are not checked here. Skipped, saying so, without ../shared.
@Suite struct RealDocsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path + "/shared/real-docs"

    /// The pages, with the language of their folder.
    static var pages: [(file: String, language: String)] {
        ["he", "ar", "fa", "ur"].flatMap { language in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + language)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { (folder + "/" + language + "/" + $0, language) }
        }
    }

    /// Whether the page shows an image on the web, in running text or as a figure.
    static func showsRemoteImages(_ blocks: [Block]) -> Bool {
        blocks.contains { block in
            if block.inlineImages.contains(where: { $0.reference.source.hasPrefix("http") }) { return true }
            switch block.kind {
            case let .figure(figure): return figure.image.source.hasPrefix("http")
            case let .list(list): return list.items.contains(where: showsRemoteImages)
            case let .blockQuote(inner): return showsRemoteImages(inner)
            default: return false
            }
        }
    }

    @Test func everyRealPageRendersToPNGAndPDFWithTheWarningsItShouldHave() throws {
        let pages = Self.pages
        guard !pages.isEmpty else {
            print("skipped: \(Self.folder) is absent (it is ../shared beside the checkout); the real documentation pages were not rendered")
            return
        }
        #expect(pages.count == 48)
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let fonts = try FontContext()
        let tally = Tally()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let renderer = PageRenderer(fonts: fonts)
            for (n, (file, language)) in pages.enumerated() where n % 2 == worker {
                let name = (file as NSString).lastPathComponent
                var found: [String] = []
                do {
                    let page = try Page(contentsOfFile: file)
                    let options = RenderOptions(input: file, language: language, keepGoing: true)
                    let png = try renderer.write(options, to: "\(output)/\(name).png")
                    let pdf = try renderer.write(options, to: "\(output)/\(name).pdf")
                    if png != pdf { found.append("\(name): PNG and PDF warn differently") }
                    let shows = Self.showsRemoteImages(page.blocks)
                    let warns = png.contains { if case .remoteImages = $0 { true } else { false } }
                    if shows != warns { found.append("\(name): shows images on the web \(shows), warns \(warns)") }
                    if png.contains(where: { if case .literalBraces = $0 { true } else { false } }) {
                        found.append("\(name): braces warned about on a page without values")
                    }
                    let ids = Self.headings(page.blocks).filter { $0.anchor != nil }.count
                    for heading in Self.headings(page.blocks) where heading.text.contains("{#") {
                        found.append("\(name):\(heading.line): heading id drawn: \(heading.text)")
                    }
                    tally.add(remote: warns ? 1 : 0, headingIds: ids)
                } catch {
                    found.append("\(name): \(error)")
                }
                tally.add(problems: found)
            }
        }
        let (problems, remote, headingIds) = tally.totals
        print("real-docs: \(pages.count) pages to PNG and PDF, \(remote) with images on the web, \(headingIds) heading ids, \(problems.count) problems")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // Every `{#id}` heading of the pages (99, Arabic ids included) and every page with badges or screenshots on the web
        // (23: in Markdown on 13, in raw HTML `<img>` on the others).
        #expect(headingIds == 99 && remote == 23)
    }

    /// What the workers found, added under a lock.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var problems: [String] = [], remote = 0, headingIds = 0

        func add(problems found: [String] = [], remote pages: Int = 0, headingIds ids: Int = 0) {
            lock.withLock {
                problems += found
                remote += pages
                headingIds += ids
            }
        }

        var totals: ([String], Int, Int) { lock.withLock { (problems, remote, headingIds) } }
    }

    /// Every heading of `blocks`, nested ones too: its text, line and anchor.
    static func headings(_ blocks: [Block]) -> [(text: String, line: Int, anchor: String?)] {
        blocks.flatMap { block -> [(text: String, line: Int, anchor: String?)] in
            switch block.kind {
            case let .heading(_, content): [(content.map(\.text).joined(), block.line, block.anchor)]
            case let .list(list): list.items.flatMap(headings)
            case let .blockQuote(inner): headings(inner)
            default: []
            }
        }
    }
}
