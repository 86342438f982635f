import Document
import Foundation
import Galley
import Layout
import LocaleRules
import Shaping
import ToolSupport
import Testing

/// Galley's lines against headless Chromium's for the same page as HTML: per block of text,
/// which word starts each line and the visual order of the words on each line.
struct BrowserAgreementTests {
    static let examples = StylesheetTests.examples

    /// One line's words: logical index in the block and text, in visual order (left to right).
    struct Line: Equatable {
        var words: [(index: Int, text: String)]
        /// The line's content width (Galley) or its words' extent (Chromium), in pixels.
        var width: Double
        static func == (a: Line, b: Line) -> Bool { a.words.map(\.index) == b.words.map(\.index) }
    }

    /// A block's lines and the width it was laid out in.
    struct Box {
        var name: String
        var width: Double
        var lines: [Line]
    }

    /// The Chromium executable, or nil.
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Galley's text blocks of `file` in `language` at `width`.
    static func galleyBoxes(_ file: String, language: String, width: Double) throws -> [Box] {
        let tag = try LanguageTag(language)
        // The page as the reader sees it: placeholders filled from the values.yaml beside it.
        let valuesFile = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("values.yaml").path
        let values = FileManager.default.fileExists(atPath: valuesFile)
            ? try MessageValues(yaml: try String(contentsOfFile: valuesFile, encoding: .utf8), fileName: valuesFile) : MessageValues()
        let page = try Page(contentsOfFile: file).fillingPlaceholders(with: values, language: tag, fileName: file)
        let options = PageOptions(width: width, language: tag, source: file)
        let laidOut = try PageLayout(options: options, shaper: Shaper(fonts: FontContext(), language: tag)).layout(page)
        return laidOut.texts.map { placed in
            // The paragraph's characters by offset, from its runs; offsets no run covers hang (spaces, breaks).
            var characters: [Int: Unicode.Scalar] = [:]
            var xs: [Int: Double] = [:]
            var lineOf: [Int: Int] = [:]
            for (n, line) in placed.layout.lines.enumerated() {
                for run in line.runs {
                    for (i, unit) in run.text.utf16.enumerated() where !(0xDC00...0xDFFF).contains(unit) {
                        let scalar = String(decoding: Array(run.text.utf16)[i..<min(i + 2, run.text.utf16.count)], as: UTF16.self).unicodeScalars.first
                        characters[run.range.lowerBound + i] = scalar
                        lineOf[run.range.lowerBound + i] = n
                    }
                    for glyph in run.glyphs {
                        let offset = run.range.lowerBound + glyph.cluster
                        xs[offset] = min(xs[offset] ?? .infinity, glyph.position.x)
                    }
                }
            }
            let end = (characters.keys.max() ?? -1) + 1
            var words: [(text: String, line: Int, x: Double)] = []
            var inWord = false
            for offset in 0..<end {
                // An inline image's U+FFFC is no word (Chromium's <img> has no text), and a key cap's thin
                // spaces are its padding, not text (Chromium's <kbd> pads with CSS).
                guard let scalar = characters[offset], !scalar.properties.isWhitespace || scalar == "\u{2009}", scalar != "\u{FFFC}" else {
                    inWord = false
                    continue
                }
                if scalar.properties.generalCategory == .format || scalar == "\u{2009}" { continue }
                if !inWord { words.append(("", lineOf[offset]!, .infinity)) }
                inWord = true
                words[words.count - 1].text.unicodeScalars.append(scalar)
                if lineOf[offset] == words[words.count - 1].line, let x = xs[offset] { words[words.count - 1].x = min(words[words.count - 1].x, x) }
            }
            let lines = placed.layout.lines.enumerated().map { n, line in
                Line(words: words.enumerated().filter { $0.element.line == n }.sorted { $0.element.x < $1.element.x }.map { ($0.offset, $0.element.text) },
                     width: line.contentWidth)
            }
            return Box(name: "\(placed.kind) (line \(placed.line))", width: placed.layout.width, lines: lines)
        }
    }

    /// Chromium's text blocks of the HTML at `path` in a window `width` pixels wide.
    static func chromiumBoxes(_ path: String, width: Int, chromium: String) throws -> (viewport: Int, boxes: [Box]) {
        let dom = try dump(path, adding: LineProbe.script, width: width, chromium: chromium)
        return (try viewport(fromProbe: dom), try boxes(fromProbe: dom))
    }

    /// The viewport width `LineProbe` reported in `dom`.
    static func viewport(fromProbe dom: String) throws -> Int { try probeResult(dom).viewport }

    /// The text blocks `LineProbe` reported in `dom`.
    static func boxes(fromProbe dom: String) throws -> [Box] {
        try probeResult(dom).boxes.map { box in
            Box(name: box.tag, width: box.width, lines: box.lines.map { words in
                let sorted = words.sorted { $0.left < $1.left }
                return Line(words: sorted.map { ($0.index, $0.text) },
                            width: (sorted.map(\.right).max() ?? 0) - (sorted.map(\.left).min() ?? 0))
            })
        }
    }

    private struct ProbeResult: Decodable {
        struct Word: Decodable { var text: String; var index: Int; var left: Double; var right: Double }
        struct Box: Decodable { var tag: String; var width: Double; var lines: [[Word]] }
        var viewport: Int
        var boxes: [Box]
    }

    private static func probeResult(_ dom: String) throws -> ProbeResult {
        let start = try #require(dom.range(of: "<script type=\"application/json\" id=\"galley-probe\">"), "Chromium printed no probe result")
        let end = try #require(dom.range(of: "</script>", range: start.upperBound..<dom.endIndex))
        return try JSONDecoder().decode(ProbeResult.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
    }

    /// The DOM Chromium prints for the page at `path` with `script` added, in a window `width` pixels wide.
    static func dump(_ path: String, adding script: String, width: Int, chromium: String) throws -> String {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let probe = (path as NSString).deletingPathExtension + ".probe.html"
        try html.replacingOccurrences(of: "</body>", with: script + "</body>").write(toFile: probe, atomically: true, encoding: .utf8)
        return String(decoding: try run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),2000",
                                                   "--virtual-time-budget=10000", "--dump-dom", URL(fileURLWithPath: probe).absoluteString]),
                      as: UTF8.self)
    }

    /// How the two renderers' lines compare for one page at one width.
    struct Agreement {
        var lines = 0, sameOrder = 0, sameFirstWord = 0
        /// Blocks whose words differ (another text or another word split).
        var differentWords = 0
        var differences: [String] = []
    }

    static func compare(_ galley: [Box], _ chromium: [Box]) -> Agreement {
        var agreement = Agreement()
        if galley.count != chromium.count {
            agreement.differences.append("Galley has \(galley.count) blocks of text, Chromium \(chromium.count)")
        }
        for (b, (ours, theirs)) in zip(galley, chromium).enumerated() {
            // The same words by index in both, or the lines cannot be compared.
            let galleyWords = Dictionary(ours.lines.flatMap(\.words).map { ($0.index, $0.text) }, uniquingKeysWith: { a, _ in a })
            let chromiumWords = Dictionary(theirs.lines.flatMap(\.words).map { ($0.index, $0.text) }, uniquingKeysWith: { a, _ in a })
            if galleyWords != chromiumWords {
                agreement.differentWords += 1
                agreement.differences.append("block \(b) \(ours.name): other words\n  Galley:   "
                    + galleyWords.sorted { $0.key < $1.key }.map(\.value).joined(separator: " ")
                    + "\n  Chromium: " + chromiumWords.sorted { $0.key < $1.key }.map(\.value).joined(separator: " "))
            }
            for n in 0..<max(ours.lines.count, theirs.lines.count) {
                agreement.lines += 1
                let mine = n < ours.lines.count ? ours.lines[n] : Line(words: [], width: 0)
                let other = n < theirs.lines.count ? theirs.lines[n] : Line(words: [], width: 0)
                let words = { (line: Line) in line.words.map(\.text).joined(separator: " ") }
                // The visual order of the words both put on this line.
                let shared = Set(mine.words.map(\.index)).intersection(other.words.map(\.index))
                if mine.words.map(\.index).filter(shared.contains) == other.words.map(\.index).filter(shared.contains) {
                    agreement.sameOrder += 1
                } else {
                    agreement.differences.append("block \(b) \(ours.name), line \(n + 1): visual order differs\n  Galley:   \(words(mine))\n  Chromium: \(words(other))")
                }
                let first = { (line: Line) in line.words.map(\.index).min() }
                if first(mine) == first(other) {
                    agreement.sameFirstWord += 1
                } else {
                    let px = { (width: Double) in String(format: "%.2f px", width) }
                    let before = n == 0 || n > ours.lines.count || n > theirs.lines.count ? ""
                        : "; line before \(px(ours.lines[n - 1].width)) in Galley, \(px(theirs.lines[n - 1].width)) in Chromium"
                    agreement.differences.append("block \(b) \(ours.name), line \(n + 1): starts with another word "
                        + "(box \(px(ours.width)) in Galley, \(px(theirs.width)) in Chromium\(before); "
                        + "this line \(px(mine.width)) in Galley, \(px(other.width)) in Chromium)"
                        + "\n  Galley:   \(words(mine))\n  Chromium: \(words(other))")
                }
            }
        }
        return agreement
    }

    /// The example pages, and the vocabulary pages of the golden suite (key caps, alerts, icons
    /// and images among words), beside the examples folder.
    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar"), ("../Golden/pages/vocabulary.md", "en"),
                      ("../Golden/pages/vocabulary.he.md", "he"), ("../Golden/pages/vocabulary.ar.md", "ar")])
    func chromiumLaysOutTheHTMLAsGalleyDoes(page: String, language: String) throws {
        guard let chromium = Self.chromium else {
            print("skipped: chromium is not installed (Scripts/install-debian-packages installs it); the HTML's lines were not checked against a browser")
            return
        }
        let directory = NSTemporaryDirectory() + "galley-agreement-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = Self.examples + "/" + page
        let html = directory + "/page.html"
        try PageRenderer().write(RenderOptions(input: input, language: language), to: html)
        for width in [600, 1000] {
            let galley = try Self.galleyBoxes(input, language: language, width: Double(width))
            let (viewport, browser) = try Self.chromiumBoxes(html, width: width, chromium: chromium)
            #expect(viewport == width, "Chromium's viewport is \(viewport) px, not \(width)")
            let agreement = Self.compare(galley, browser)
            print("\(page) (\(language)) at \(width) px: \(agreement.lines) lines, \(agreement.sameOrder) in the same visual order, "
                  + "\(agreement.sameFirstWord) start with the same word")
            for difference in agreement.differences { print("  " + difference) }
            #expect(galley.count == browser.count)
            #expect(agreement.differentWords == 0, "blocks with other words in Chromium")
            #expect(agreement.sameOrder == agreement.lines, "lines in another visual order in Chromium")
            #expect(Double(agreement.sameFirstWord) >= 0.98 * Double(agreement.lines), "fewer than 98% of lines start with the same word")
        }
    }
    /// The example table stacks in Chromium exactly below the column width where Galley stacks it.
    @Test func tableStacksInChromiumWhereGalleyStacksIt() throws {
        guard let chromium = Self.chromium else {
            print("skipped: chromium is not installed (Scripts/install-debian-packages installs it); table stacking was not checked")
            return
        }
        let directory = NSTemporaryDirectory() + "galley-stack-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = Self.examples + "/help.he.md"
        let html = directory + "/page.html"
        try PageRenderer().write(RenderOptions(input: input, language: "he"), to: html)
        let margins = 2 * PageStyle().margin
        // The narrowest page whose table Galley lays out as a grid.
        let stacked = { (width: Int) throws -> Bool in
            let tag = try LanguageTag("he")
            let page = try PageLayout(options: PageOptions(width: Double(width), language: tag, source: input),
                                      shaper: Shaper(fonts: FontContext(), language: tag)).layout(try Page(contentsOfFile: input))
            return !page.boxes.contains { $0.kind == .tableCell(row: 0, column: 0) }
        }
        let html5 = try String(contentsOfFile: html, encoding: .utf8)
        let match = try #require(html5.firstMatch(of: try Regex(#"@container \(width < ([0-9]+)px\)"#)))
        let grid = try #require(Int(String(match.output[1].substring!))) + Int(margins)
        #expect(try stacked(grid - 1) && !stacked(grid), "Galley switches at a page of \(grid) px")
        // Chromium's window is at least 500 px wide: the page is narrowed inside it instead.
        let script = "<script>document.body.setAttribute('data-thead', getComputedStyle(document.querySelector('thead')).display)</script>"
        for (width, display) in [(grid - 1, "none"), (grid, "table-header-group")] {
            let narrowed = "<style>html { inline-size: \(width)px; }</style>" + script
            let dom = try Self.dump(html, adding: narrowed, width: 600, chromium: chromium)
            #expect(dom.contains("data-thead=\"\(display)\""), "at \(width) px the header should be \(display)")
        }
    }
}

/// The comparison itself: it reports a line whose words are in another order or that starts
/// with another word.
struct AgreementComparisonTests {
    typealias Line = BrowserAgreementTests.Line
    typealias Box = BrowserAgreementTests.Box

    static func box(_ lines: [[Int]]) -> Box {
        Box(name: "paragraph", width: 520, lines: lines.map { Line(words: $0.map { ($0, "w\($0)") }, width: 100) })
    }

    @Test func swappedWordsAreAnotherVisualOrder() {
        let agreement = BrowserAgreementTests.compare([Self.box([[0, 1, 2], [3]])], [Self.box([[0, 2, 1], [3]])])
        #expect((agreement.lines, agreement.sameOrder, agreement.sameFirstWord) == (2, 1, 2))
        #expect(agreement.differences == ["block 0 paragraph, line 1: visual order differs\n  Galley:   w0 w1 w2\n  Chromium: w0 w2 w1"])
    }

    @Test func wordMovedToTheNextLineIsAnotherFirstWord() {
        let agreement = BrowserAgreementTests.compare([Self.box([[0, 1], [2, 3]])], [Self.box([[0, 1, 2], [3]])])
        #expect((agreement.lines, agreement.sameOrder, agreement.sameFirstWord) == (2, 2, 1))
        #expect(agreement.differences.count == 1)
        #expect(agreement.differences.first?.contains("line 2: starts with another word") == true)
    }

    @Test func otherWordsAreReported() {
        var chromium = Self.box([[0, 1]])
        chromium.lines[0].words[1].text = "other"
        let agreement = BrowserAgreementTests.compare([Self.box([[0, 1]])], [chromium])
        #expect(agreement.differentWords == 1)
        #expect(agreement.differences == ["block 0 paragraph: other words\n  Galley:   w0 w1\n  Chromium: w0 other"])
    }

    @Test func missingBlockIsReported() {
        let agreement = BrowserAgreementTests.compare([Self.box([[0]]), Self.box([[0]])], [Self.box([[0]])])
        #expect(agreement.differences.first == "Galley has 2 blocks of text, Chromium 1")
    }
}
