import Document
import Foundation
import Galley
import Layout
import LocaleRules
import Shaping
import Testing

/// A Hebrew table with a long path in code and a long URL, in a page 300 px wide: Galley breaks
/// those two words inside their cells; the HTML output gives their cells `overflow-wrap:
/// anywhere`, so that Chromium breaks the same words, and nothing overflows the page.
struct NarrowTableTests {
    static let markdown = """
        ---
        lang: he
        ---
        # טבלה

        | הגדרה | ערך | הערה |
        |---|---|---|
        | נתיב | `/usr/local/share/galley/fonts/NotoSansHebrew-Regular.ttf` | ברירת מחדל |
        | כתובת | https://example.com/help/articles/very-long-path-name-that-does-not-fit | לעיון |
        | גרסה | 2.4 | קצר |

        """

    /// The words (between spaces) of the table's cells that Galley's lines split, at `width`;
    /// nil when Galley stacks the table.
    static func galleyBrokenWords(_ file: String, width: Double) throws -> Set<String>? {
        let tag = try LanguageTag("he")
        let page = try PageLayout(options: PageOptions(width: width, language: tag, source: file),
                                  shaper: Shaper(fonts: FontContext(), language: tag)).layout(try Page(contentsOfFile: file))
        guard page.boxes.contains(where: { $0.kind == .tableCell(row: 0, column: 0) }) else { return nil }
        var broken: Set<String> = []
        for placed in page.texts {
            guard case .tableCell = placed.kind else { continue }
            // The cell's characters by offset, and the line each is on.
            var characters: [Int: (scalar: Unicode.Scalar, line: Int)] = [:]
            for (n, line) in placed.layout.lines.enumerated() {
                for run in line.runs {
                    for (i, scalar) in zip(run.text.unicodeScalars.indices, run.text.unicodeScalars) {
                        characters[run.range.lowerBound + run.text.utf16.distance(from: run.text.startIndex, to: i)] = (scalar, n)
                    }
                }
            }
            var word = "", lines: Set<Int> = []
            for offset in (characters.keys.min() ?? 0)...(characters.keys.max() ?? -1) + 1 {
                guard let (scalar, line) = characters[offset], !scalar.properties.isWhitespace else {
                    if lines.count > 1 { broken.insert(word) }
                    (word, lines) = ("", [])
                    continue
                }
                if scalar.properties.generalCategory == .format { continue }
                word.unicodeScalars.append(scalar)
                lines.insert(line)
            }
        }
        return broken
    }

    /// After the fonts load: whether the page overflows its body or a table its frame, whether the
    /// header shows, and the words of cells whose letters lie on more than one line.
    static let probe = #"""
    <script>
    (async () => {
      await document.fonts.ready;
      const broken = [];
      for (const cell of document.querySelectorAll('th, td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        let word = '', tops = new Set();
        const end = () => { if (tops.size > 1) broken.push(word); word = ''; tops = new Set(); };
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.data.length; i++) {
            if (/\s/.test(node.data[i])) { end(); continue; }
            if (/\p{Cf}/u.test(node.data[i])) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            word += node.data[i];
            tops.add(Math.round(rect.top));
          }
        }
        end();
      }
      const frame = document.querySelector('.table-frame');
      document.body.setAttribute('data-probe', JSON.stringify({
        body: [document.body.scrollWidth, document.body.clientWidth], frame: [frame.scrollWidth, frame.clientWidth],
        header: getComputedStyle(document.querySelector('thead')).display, broken}));
    })();
    </script>
    """#

    struct Probe: Decodable {
        var body: [Int], frame: [Int]
        var header: String
        var broken: [String]
    }

    /// The probe of the HTML at `path` in a page `width` pixels wide (Chromium's window is at
    /// least 500 px: the page is narrowed inside it, as `tableStacksInChromiumWhereGalleyStacksIt` does).
    static func chromiumProbe(_ path: String, width: Int, chromium: String) throws -> Probe {
        let dom = try BrowserAgreementTests.dump(path, adding: "<style>html { inline-size: \(width)px; }</style>" + probe, width: 600, chromium: chromium)
        let json = try #require(dom.firstMatch(of: /data-probe="([^"]*)"/)).1.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    /// The table page written in a new folder, and Galley's HTML of it at 300 px.
    static func writeTable() throws -> (directory: String, input: String, html: String) {
        let directory = NSTemporaryDirectory() + "galley-narrow-table-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let input = directory + "/table.he.md", html = directory + "/table.html"
        try markdown.write(toFile: input, atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: input, width: 300), to: html)
        return (directory, input, html)
    }

    @Test(.enabled(if: BrowserAgreementTests.chromium != nil, "chromium is not installed (Scripts/install-debian-packages installs it)"))
    func tableAt300PixelsBreaksTheWordsGalleyBreaksAndDoesNotOverflowInChromium() throws {
        let chromium = try #require(BrowserAgreementTests.chromium)
        let (directory, input, html) = try Self.writeTable()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let galley = try #require(try Self.galleyBrokenWords(input, width: 300))
        #expect(galley == ["/usr/local/share/galley/fonts/NotoSansHebrew-Regular.ttf",
                           "https://example.com/help/articles/very-long-path-name-that-does-not-fit"])
        let browser = try Self.chromiumProbe(html, width: 300, chromium: chromium)
        #expect(browser.header == "table-header-group")
        #expect(browser.body[0] == browser.body[1] && browser.frame[0] == browser.frame[1], "scrollWidth and clientWidth: \(browser)")
        #expect(Set(browser.broken) == galley)
    }

    /// Where Galley stacks the table (a page of `grid - 1` px), Chromium does; a pixel wider both
    /// draw the grid, neither overflowing.
    @Test(.enabled(if: BrowserAgreementTests.chromium != nil, "chromium is not installed (Scripts/install-debian-packages installs it)"))
    func tableStacksWhereGalleyStacksItWithoutOverflowingBefore() throws {
        let chromium = try #require(BrowserAgreementTests.chromium)
        let (directory, input, html) = try Self.writeTable()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let query = try #require(try String(contentsOfFile: html, encoding: .utf8).firstMatch(of: /@container \(width < ([0-9]+)px\)/))
        let grid = try #require(Int(query.1)) + Int(2 * PageStyle().margin)
        #expect(try Self.galleyBrokenWords(input, width: Double(grid - 1)) == nil)
        #expect(try Self.galleyBrokenWords(input, width: Double(grid)) != nil)
        #expect(try Self.chromiumProbe(html, width: grid - 1, chromium: chromium).header == "none")
        let grid1 = try Self.chromiumProbe(html, width: grid, chromium: chromium)
        #expect(grid1.header == "table-header-group")
        #expect(grid1.body[0] == grid1.body[1] && grid1.frame[0] == grid1.frame[1], "scrollWidth and clientWidth: \(grid1)")
    }
}
