import Document
import Foundation
import Galley
import Layout
import LocaleRules
import Shaping
import ToolSupport
import Testing

/// HTML pages with their own `<style>` laid out by Galley and by headless Chromium from
/// Galley's HTML output: the same words on the same lines in the same order, and every block of
/// text and every box within 2 px. styled.he.html: logical margins, `text-align: start/end`,
/// `unicode-bidi: isolate/bidi-override/plaintext`, a float, `clear`, a centred box, a table.
/// positioned.he.html: absolutely positioned boxes by each inset, at their static position,
/// stretched between insets, centred by `auto` margins, in a nested positioned box, and
/// `height`, `min-height`.
struct StyledPageAgreementTests {
    /// A page of Tests/Corpus/html, with the fewest lines and frames it must have.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var lines: Int
        var frames: Int
        var description: String { name }
        var path: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus/html/\(name)").path
        }
    }

    static let pages = [Case(name: "styled.he.html", lines: 12, frames: 15), Case(name: "positioned.he.html", lines: 9, frames: 20)]

    /// A block's border box.
    struct Frame: CustomStringConvertible {
        var name: String
        var x, y, width, height: Double
        var description: String { "\(name) (\(Int(x)), \(Int(y))) \(Int(width))x\(Int(height))" }
    }

    /// Where Chromium puts the page's text blocks and Galley's boxes (`div.box`), in document order.
    static let frameProbe = #"""
    <script>
    (async () => {
      await document.fonts.ready;
      const frames = [...document.querySelectorAll('h1,h2,h3,p,div.box,table')].map(e => {
        const r = e.getBoundingClientRect();
        return {name: e.nodeName.toLowerCase() + (e.classList.contains('box') ? '.box' : ''), x: r.left, y: r.top + scrollY, width: r.width, height: r.height};
      });
      const probe = document.createElement('script');
      probe.type = 'application/json';
      probe.id = 'galley-frames';
      probe.textContent = JSON.stringify(frames).replace(/</g, '\\u003c');
      document.body.append(probe);
    })();
    </script>
    """#

    @Test(arguments: pages) func chromiumPlacesTheStyledPageAsGalleyDoes(_ page: Case) throws {
        guard let chromium = BrowserAgreementTests.chromium else {
            print("skipped: chromium is not installed (Scripts/install-debian-packages installs it); the styled page was not checked against a browser")
            return
        }
        let directory = NSTemporaryDirectory() + "galley-styled-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let html = directory + "/page.html"
        let width = 700
        try PageRenderer().write(RenderOptions(input: page.path, width: Double(width)), to: html)

        // The same words on the same lines, in the same visual order.
        // Blocks matched by their words: Galley lays absolutely positioned boxes out after the flow.
        let text = { (box: BrowserAgreementTests.Box) in box.lines.flatMap(\.words).sorted { $0.index < $1.index }.map(\.text).joined(separator: " ") }
        let galleyLines = try BrowserAgreementTests.galleyBoxes(page.path, language: "he", width: Double(width)).sorted { text($0) < text($1) }
        let chromiumLines = try BrowserAgreementTests.chromiumBoxes(html, width: width, chromium: chromium).boxes.sorted { text($0) < text($1) }
        let agreement = BrowserAgreementTests.compare(galleyLines, chromiumLines)
        print("\(page.name) at \(width) px: \(agreement.lines) lines, \(agreement.sameOrder) in the same visual order")
        for difference in agreement.differences { print("  " + difference) }
        #expect(agreement.lines >= page.lines)
        #expect(agreement.differentWords == 0 && agreement.sameOrder == agreement.lines && agreement.sameFirstWord == agreement.lines)

        // Every text block and box within 2 px.
        let tag = try LanguageTag("he")
        let laidOut = try PageLayout(options: PageOptions(width: Double(width), language: tag, source: page.path),
                                     shaper: Shaper(fonts: FontContext(), language: tag)).layout(try Page(contentsOfFile: page.path))
        // A table's frame is its cells' together.
        let cells = laidOut.boxes.filter { if case .tableCell = $0.kind { true } else { false } }.map(\.frame)
        let table = cells.isEmpty ? [] : [Frame(name: "table", x: cells.map(\.x).min()!, y: cells.map(\.y).min()!,
                                               width: cells.map(\.maxX).max()! - cells.map(\.x).min()!,
                                               height: cells.map(\.maxY).max()! - cells.map(\.y).min()!)]
        let galley = (laidOut.boxes.filter { [.heading, .paragraph, .box].contains($0.kind) }
            .map { Frame(name: "\($0.kind) (line \($0.line))", x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height) } + table)
            .sorted { ($0.y.rounded(), $0.x.rounded(), -$0.width, -$0.height) < ($1.y.rounded(), $1.x.rounded(), -$1.width, -$1.height) }
        let dom = try BrowserAgreementTests.dump(html, adding: Self.frameProbe, width: width, chromium: chromium)
        let start = try #require(dom.range(of: "<script type=\"application/json\" id=\"galley-frames\">"), "Chromium printed no frames")
        let end = try #require(dom.range(of: "</script>", range: start.upperBound..<dom.endIndex))
        struct Decoded: Decodable { var name: String; var x, y, width, height: Double }
        let browser = try JSONDecoder().decode([Decoded].self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
            .map { Frame(name: $0.name, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            .sorted { ($0.y.rounded(), $0.x.rounded(), -$0.width, -$0.height) < ($1.y.rounded(), $1.x.rounded(), -$1.width, -$1.height) }
        #expect(galley.count >= page.frames)
        #expect(galley.count == browser.count, "Galley has \(galley.count) blocks and boxes, Chromium \(browser.count)")
        for (ours, theirs) in zip(galley, browser) {
            let off = [ours.x - theirs.x, ours.y - theirs.y, ours.width - theirs.width, ours.height - theirs.height].map(abs).max()!
            #expect(off <= 2, "Galley \(ours), Chromium \(theirs)")
        }
    }
}
