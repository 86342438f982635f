import Foundation
import Golden
import Raster
import Testing

@Suite struct RunnerTests {
    static let fourPages = """
        cases:
          - page: alpha.md
            languages: [he]
          - page: beta.md
            languages: [he]
          - page: gamma.md
            languages: [he]
          - page: delta.md
            languages: [he]
        """
    static let pages = ["alpha.md": "Alpha", "beta.md": "Beta", "gamma.md": "Gamma", "delta.md": "Delta"]

    @Test func missingGoldenFailsAndUpdateCreatesIt() throws {
        let suite = try TemporarySuite(manifest: "- page: alpha.md\n  languages: [he, ar]\n", pages: Self.pages)
        defer { suite.remove() }
        let first = try suite.run()
        #expect(!first.passed)
        #expect(first.failures.map(\.outcome) == [
            .failed(.missingGolden(path: suite.path("alpha.he.w800.png"))),
            .failed(.missingGolden(path: suite.path("alpha.ar.w800.png"))),
        ])
        #expect(first.summary.contains("no golden image"))

        let update = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        #expect(update.passed)
        #expect(Set(update.goldensWritten) == [suite.path("alpha.he.w800.png"), suite.path("alpha.ar.w800.png")])
        #expect(update.summary.contains("Wrote \(suite.path("alpha.he.w800.png"))"))

        let again = try suite.run()
        #expect(again.passed, Comment(rawValue: again.summary))
        #expect(again.results.map(\.outcome) == [.passed, .passed])
        #expect(again.goldensWritten.isEmpty && again.reportFiles.isEmpty)
    }

    @Test func corruptMissingAndResizedGoldensEachFailAndOtherCasesStillRun() throws {
        let suite = try TemporarySuite(manifest: Self.fourPages, pages: Self.pages)
        defer { suite.remove() }
        _ = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: suite.path("alpha.he.w800.png")))
        try FileManager.default.removeItem(atPath: suite.path("beta.he.w800.png"))
        try Drawing.text("Gamma", x: 8, y: 28, width: 300, height: 40).writePNG(to: suite.path("gamma.he.w800.png"))

        let report = try suite.run()
        #expect(report.results.map(\.id) == ["alpha.he.w800", "beta.he.w800", "gamma.he.w800", "delta.he.w800"])
        let messages = report.results.map { result -> String in
            if case let .failed(error) = result.outcome { return error.description }
            return "passed"
        }
        #expect(messages[0].hasPrefix(suite.path("alpha.he.w800.png") + ": golden image cannot be decoded"))
        #expect(messages[1] == suite.path("beta.he.w800.png") + ": no golden image; run `render check --update` to create it")
        #expect(messages[2] == suite.path("gamma.he.w800.png")
            + ": size mismatch: golden is 300x40, rendered page is 800x40")
        #expect(messages[3] == "passed")
        #expect(report.failures.count == 3)
        for id in ["alpha.he.w800", "beta.he.w800", "gamma.he.w800"] {
            #expect(report.summary.contains("- \(id): "))
            #expect(FileManager.default.fileExists(atPath: suite.path(".scratch/\(id).actual.png")))
        }
    }

    @Test func renderErrorAndMalformedCaseFailWhileOthersRun() throws {
        let suite = try TemporarySuite(manifest: """
            - page: alpha.md
              languages: [he]
            - page: broken.md
              languages: [he]
            - page: beta.md
              languages: [he]
              widths: none
            """, pages: ["alpha.md": "Alpha", "broken.md": "fail here"])
        defer { suite.remove() }
        let report = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        #expect(report.results.map(\.id) == ["manifest.yaml:7", "alpha.he.w800", "broken.he.w800"])
        #expect(report.results[1].outcome == .updated(reason: .missingGolden(path: suite.path("alpha.he.w800.png"))))
        #expect(report.failures.map(\.id) == ["manifest.yaml:7", "broken.he.w800"])
        #expect(report.summary.contains("the test renderer was told to fail"))
        #expect(report.summary.contains("manifest.yaml:7: malformed case: `widths` must be a positive number, not `none`"))
        #expect(report.summary.contains("- broken.he.w800: \(suite.repository)/broken.md: rendering failed: the test"))
    }

    @Test func maximumDifferingPixelsIsAPerCaseBudget() throws {
        let budget = try TemporarySuite(manifest: """
            - page: alpha.md
              languages: [he]
              maxDifferentPixels: 1000
            - page: beta.md
              languages: [he]
            """, pages: Self.pages)
        defer { budget.remove() }
        _ = try budget.run(.init(update: .failing, jobs: 2, progress: false))
        try budget.write("Alphb", page: "alpha.md")
        try budget.write("Betb", page: "beta.md")
        let report = try budget.run()
        let alpha = try #require(report.results.first)
        #expect(alpha.outcome == .passed)
        #expect(try #require(alpha.comparison).differentPixels > 0)
        let beta = try #require(report.results.last)
        let count = try #require(beta.comparison).differentPixels
        #expect(beta.outcome == .failed(.tooManyDifferentPixels(path: budget.path("beta.he.w800.png"),
                                                                count: count, maximum: 0)))
    }

    @Test func reportFilesNameTheCaseAndPixelCount() throws {
        let suite = try TemporarySuite(manifest: "- page: alpha.md\n  languages: [he]\n", pages: Self.pages)
        defer { suite.remove() }
        _ = try suite.run(.init(update: .failing, jobs: 1, progress: false))
        try suite.write("Alpine", page: "alpha.md")
        let report = try suite.run()
        let failure = try #require(report.failures.first)
        let count = try #require(failure.comparison).differentPixels
        #expect(count > 0)
        let scratch = suite.path(".scratch")
        #expect(report.reportFiles == [scratch + "/report.html", scratch + "/summary.md"])
        #expect(failure.actualPath == scratch + "/alpha.he.w800.actual.png")
        #expect(failure.expectedPath == scratch + "/alpha.he.w800.expected.png")
        #expect(failure.diffPath == scratch + "/alpha.he.w800.diff.png")
        #expect(Set(report.filesWritten) == Set(report.reportFiles + [failure.actualPath!, failure.expectedPath!,
                                                                       failure.diffPath!]))
        let html = try String(contentsOfFile: scratch + "/report.html", encoding: .utf8)
        #expect(html.contains("alpha.he.w800"))
        #expect(html.contains("\(count) differing pixels"))
        #expect(html.contains("src=\"alpha.he.w800.diff.png\""))
        let markdown = try String(contentsOfFile: scratch + "/summary.md", encoding: .utf8)
        #expect(markdown.contains("| alpha.he.w800 | \(count) | 0 |"))
        #expect(report.summary.contains("\(count) pixels differ"))
        let diff = try RasterImage(pngFile: scratch + "/alpha.he.w800.diff.png")
        #expect(diff.pixels.contains(0xFFFF_0000))

        // Fixed again: the run passes and clears the stale report.
        try suite.write("Alpha", page: "alpha.md")
        #expect(try suite.run().passed)
        #expect(!FileManager.default.fileExists(atPath: scratch + "/report.html"))
        #expect(!FileManager.default.fileExists(atPath: scratch + "/alpha.he.w800.diff.png"))
    }

    @Test func updateAllRewritesOnlyChangedGoldens() throws {
        let suite = try TemporarySuite(manifest: Self.fourPages, pages: Self.pages)
        defer { suite.remove() }
        _ = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        try suite.write("Alphb", page: "alpha.md")
        let report = try suite.run(.init(update: .all, jobs: 2, progress: false))
        #expect(report.passed)
        #expect(report.goldensWritten == [suite.path("alpha.he.w800.png")])
    }

    @Test func shardsCoverEveryCaseExactlyOnce() throws {
        let languages = ["he", "ar", "en", "fa", "ur", "yi", "de"]
        let manifest = try Manifest(yaml: """
            - page: a.md
              languages: [\(languages.joined(separator: ", "))]
              widths: [800, 400, 320]
            - page: b.md
              languages: [he, ar]
            """, path: "m.yaml")
        let suite = GoldenSuite(folder: ".", manifest: manifest)
        let all = suite.cases.map(\.id)
        #expect(all.count == 23)
        for count in 1...6 {
            var seen: [String] = []
            for index in 1...count {
                let runner = GoldenRunner(suite: suite, options: .init(shard: try Shard(index: index, count: count)))
                let mine = runner.selectedCases.map(\.id)
                #expect(abs(mine.count - all.count / count) <= 1)
                seen += mine
            }
            #expect(seen.sorted() == all.sorted())
        }
        // Stable: the same shard of a reordered manifest selects the same cases.
        let reversed = GoldenSuite(folder: ".", manifest: Manifest(
            path: "m.yaml", root: "..", entries: manifest.entries.reversed(), problems: []))
        let shard = try Shard("2/3")
        #expect(Set(GoldenRunner(suite: suite, options: .init(shard: shard)).selectedCases.map(\.id))
            == Set(GoldenRunner(suite: reversed, options: .init(shard: shard)).selectedCases.map(\.id)))
    }

    @Test func invalidShardIsRejected() {
        for text in ["0/2", "3/2", "1", "a/b", "1/0"] {
            #expect(throws: GoldenError.invalidShard(text)) { try Shard(text) }
        }
        #expect((try? Shard(" 2 / 4 ")) == (try? Shard(index: 2, count: 4)))
    }

    @Test func filterByPageLanguageVariantOrId() throws {
        let manifest = try Manifest(yaml: """
            - page: pages/help.md
              languages: [he, ar]
              widths: [800, 400]
            - page: pages/hebrew.md
              languages: [he]
            """, path: "m.yaml")
        let suite = GoldenSuite(folder: ".", manifest: manifest)
        func selected(_ filter: String) -> [String] {
            GoldenRunner(suite: suite, options: .init(filter: filter)).selectedCases.map(\.id)
        }
        #expect(selected("help") == ["help.he.w800", "help.he.w400", "help.ar.w800", "help.ar.w400"])
        #expect(selected("ar") == ["help.ar.w800", "help.ar.w400"])
        #expect(selected("he") == ["help.he.w800", "help.he.w400", "hebrew.he.w800"])
        #expect(selected("w400") == ["help.he.w400", "help.ar.w400"])
        #expect(selected("help.ar") == ["help.ar.w800", "help.ar.w400"])
        #expect(selected("hebrew.he.w800, help.ar.w400") == ["help.ar.w400", "hebrew.he.w800"])
        #expect(selected("pages/hebrew.md") == ["hebrew.he.w800"])
        #expect(selected("nothing").isEmpty)
    }

    @Test func filterMatchingNoCaseFailsTheRun() throws {
        let suite = try TemporarySuite(manifest: "- page: alpha.md\n  languages: [he]\n", pages: Self.pages)
        defer { suite.remove() }
        let report = try suite.run(.init(filter: "alpah", jobs: 1, progress: false))
        #expect(report.failures.map(\.outcome) == [
            .failed(.noMatchingCase(filter: "alpah", manifest: suite.path("manifest.yaml")))])
        #expect(report.summary.contains("no case matches the filter \"alpah\""))
    }
}
