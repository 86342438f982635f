import Foundation
import Galley
import Golden
import Raster
import Testing

/// The project's own golden pages, through the same code path as `render check`.
@Suite struct ProjectGoldenTests {
    static let projectSuite = Drawing.packageRoot + "/Golden"

    /// Runs Golden/manifest.yaml with Galley's renderer; fails with the report's summary.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: projectSuite + "/manifest.yaml"),
                   "no Golden/manifest.yaml yet"))
    func projectGoldenPages() throws {
        let report = GoldenRunner(suite: try GoldenSuite(folder: Self.projectSuite),
                                  options: .init(progress: false)).run()
        #expect(report.passed, Comment(rawValue: report.summary))
    }

    /// The same path on a suite built here with the test renderer, so it runs before real
    /// goldens exist.
    @Test func temporarySuiteThroughTheSameCodePath() throws {
        let suite = try TemporarySuite(manifest: """
            defaults:
              widths: [400, 300]
            cases:
              - page: help.md
                languages: [he, ar]
              - page: intro.md
                languages: [he]
                scale: 2
            """, pages: ["help.md": "Help page", "intro.md": "Intro"])
        defer { suite.remove() }
        let bless = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        #expect(bless.goldensWritten.count == 6)
        let report = try suite.run()
        #expect(report.passed, Comment(rawValue: report.summary))
        #expect(report.summary.hasPrefix("\(suite.folder)/: 6 cases, 6 passed, 0 failed"))
        let retina = try RasterImage(pngFile: suite.path("intro.he.w300@2x.png"))
        #expect(retina.width == 600 && retina.height == 80)
    }

    /// Galley's renderer through the runner: bless the example pages, pass, then catch an edit.
    @Test func examplePagesWithGalleyRenderer() throws {
        let suite = try TemporarySuite(manifest: "", pages: [:])
        defer { suite.remove() }
        // values.yaml: the values of the pages' placeholders, shared by both languages.
        for page in ["help.he.md", "help.ar.md", "values.yaml"] {
            try FileManager.default.copyItem(atPath: Drawing.packageRoot + "/Examples/" + page,
                                             toPath: suite.repository + "/" + page)
        }
        // Copied, not linked: a link out of the project is refused as outside the site.
        try FileManager.default.copyItem(atPath: Drawing.packageRoot + "/Examples/images", toPath: suite.repository + "/images")
        try """
            cases:
              - page: help.he.md
                language: he
                widths: [600]
              - page: help.ar.md
                language: ar
                widths: [600]
            """.write(toFile: suite.path("manifest.yaml"), atomically: true, encoding: .utf8)
        let options = GoldenRunner.Options(jobs: 2, progress: false)
        var update = options
        update.update = .failing
        let bless = GoldenRunner(suite: try suite.suite(), options: update).run()
        #expect(bless.goldensWritten.count == 2, Comment(rawValue: bless.summary))
        let again = GoldenRunner(suite: try suite.suite(), options: options).run()
        #expect(again.passed, Comment(rawValue: again.summary))

        let hebrew = suite.repository + "/help.he.md"
        let text = try String(contentsOfFile: hebrew, encoding: .utf8)
        try text.replacingOccurrences(of: "ע", with: "ש").write(toFile: hebrew, atomically: true, encoding: .utf8)
        let edited = GoldenRunner(suite: try suite.suite(), options: options).run()
        #expect(edited.failures.map(\.id) == ["help.he.w600"], Comment(rawValue: edited.summary))
        #expect(edited.results.last?.outcome == .passed)
    }

    /// `aligns` reach Galley's renderer: one short line, left and right, lands on opposite sides.
    @Test func alignedCasesRenderWithTheirAlignment() throws {
        let suite = try TemporarySuite(manifest: """
            - page: short.md
              language: en
              width: 400
              aligns: [left, right]
              dir: ltr
            """, pages: ["short.md": "Short line."])
        defer { suite.remove() }
        let bless = GoldenRunner(suite: try suite.suite(), options: .init(update: .failing, jobs: 2, progress: false)).run()
        #expect(bless.passed && bless.goldensWritten.count == 2, Comment(rawValue: bless.summary))
        func inkColumns(_ name: String) throws -> ClosedRange<Int> {
            let image = try RasterImage(pngFile: suite.path(name))
            let columns = (0..<image.width).filter { x in
                (0..<image.height).contains { image.pixels[$0 * image.width + x] != image.pixels[0] }
            }
            return try #require(columns.first)...(try #require(columns.last))
        }
        let left = try inkColumns("short.en.w400-left.png")
        let right = try inkColumns("short.en.w400-right.png")
        #expect(left.upperBound < 200 && right.lowerBound > 200, "left \(left), right \(right)")
    }

    /// Rendering one page twice (and with a fresh renderer) gives byte-identical PNGs, for the
    /// example pages in each script.
    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar")])
    func renderingIsDeterministic(page: String, language: String) throws {
        let folder = NSTemporaryDirectory() + "golden-determinism-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Determinism.check(RenderOptions(input: Drawing.packageRoot + "/Examples/" + page, language: language,
                                            width: 600),
                              scratch: folder)
    }

    @Test func determinismCheckCatchesDifferingRenders() throws {
        let folder = NSTemporaryDirectory() + "golden-determinism-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let counter = Counter()
        let flaky: GoldenRunner.RendererFactory = {
            { _ in Drawing.text("Run \(counter.next())", x: 8, y: 28) }
        }
        #expect(throws: GoldenError.self) {
            try Determinism.check(RenderOptions(input: "page.md", language: "he"), scratch: folder, makeRenderer: flaky)
        }
        try Determinism.check(RenderOptions(input: "page.md", language: "he"), scratch: folder,
                              makeRenderer: { { _ in Drawing.text("Same", x: 8, y: 28) } })
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
