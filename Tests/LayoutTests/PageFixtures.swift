import DisplayList
import Document
import Foundation
import Layout

/// The checkout's root, found from this file so the tests run from any directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let examplesDirectory = repositoryRoot + "/Examples"

/// A Markdown string laid out as one page. `source` names the file in errors and is where
/// image paths resolve from.
func layOut(_ markdown: String, language: String, width: Double = 800, source: String = "page.md",
            keepGoing: Bool = false) throws -> LaidOutPage {
    let page = try Page.parse(markdown: markdown, fileName: source)
    let options = PageOptions(width: width, language: tag(language), direction: page.frontMatter.dir, source: source, keepGoing: keepGoing)
    return try PageLayout(options: options, shaper: shaper(language)).layout(page)
}

/// A fresh empty directory under the temporary directory.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "galley-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension LaidOutPage {
    func boxes(_ kind: LayoutBox.Kind) -> [LayoutBox] { boxes.filter { $0.kind == kind } }

    /// The table cell boxes, by row and logical column.
    var cells: [LayoutBox] {
        boxes.filter { if case .tableCell = $0.kind { true } else { false } }
    }

    func cell(row: Int, column: Int) -> LayoutBox? { boxes.first { $0.kind == .tableCell(row: row, column: column) } }

    var glyphRuns: [PositionedGlyphRun] { items.glyphRuns }

    /// The `.image` items: path, frame, mirrored.
    var images: [(path: String, frame: Rect, mirrored: Bool)] {
        items.compactMap { if case let .image(path, frame, mirrored, _) = $0 { (path, frame, mirrored) } else { nil } }
    }
}

extension [DisplayItem] {
    var glyphRuns: [PositionedGlyphRun] {
        compactMap { if case let .glyphs(run) = $0 { run } else { nil } }
    }
}

extension LaidOutPage {
    /// The x of the leftmost and of the rightmost glyph origin of the first occurrence of `word`
    /// inside one glyph run, or nil when no run holds it.
    func xExtent(of word: String) -> ClosedRange<Double>? {
        for run in glyphRuns {
            guard let range = run.text.range(of: word) else { continue }
            let start = run.text.utf16.distance(from: run.text.startIndex, to: range.lowerBound)
            let end = start + word.utf16.count
            let xs = run.glyphs.filter { (start..<end).contains($0.cluster) }.map(\.position.x)
            if let low = xs.min(), let high = xs.max() { return low...high }
        }
        return nil
    }
}

extension LaidOutPage {
    /// The text of each line as it is seen, left to right: every glyph's first character, by x,
    /// lines told apart by their baselines. Spaces are left out (they are where the reader
    /// cannot see them).
    var visualLines: [String] {
        var glyphs: [(y: Double, x: Double, character: Character)] = []
        for run in glyphRuns {
            let units = Array(run.text.utf16)
            for glyph in run.glyphs where glyph.cluster < units.count {
                let character = String(decoding: units[glyph.cluster...].prefix(UTF16.isLeadSurrogate(units[glyph.cluster]) ? 2 : 1), as: UTF16.self)
                guard let first = character.first, !first.isWhitespace else { continue }
                glyphs.append((glyph.position.y.rounded(), glyph.position.x, first))
            }
        }
        let lines = Dictionary(grouping: glyphs, by: \.y).sorted { $0.key < $1.key }
        return lines.map { String($0.value.sorted { $0.x < $1.x }.map(\.character)) }
    }
}
