import Foundation
@testable import Golden
import Raster
import Testing

/// `format: pdf` cases: Galley's PDF, rasterized by pdftoppm, one golden per page.
@Suite struct PDFCaseTests {
    static let longPage = (1...60).map { "Paragraph \($0) of a page long enough for several sheets." }
        .joined(separator: "\n\n")

    @Test func manifestNamesOneGoldenPerPage() throws {
        let manifest = try Manifest(yaml: """
            defaults:
              widths: [800, 400]
            cases:
              - page: help.md
                languages: [he, ar]
                format: pdf
              - page: help.md
                name: help-letter
                language: en
                format: pdf
                paper: letter
                aligns: [trailing]
                scale: 2
              - page: help.md
                language: en
            """, path: "Golden/manifest.yaml")
        #expect(manifest.problems.isEmpty)
        let suite = GoldenSuite(folder: "Golden", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["help.he.pdf-a4", "help.ar.pdf-a4", "help-letter.en.pdf-letter-trailing@2x",
                                          "help.en.w800", "help.en.w400"])
        #expect(suite.cases.map(\.format) == [.pdf, .pdf, .pdf, .png, .png])
        let hebrew = suite.cases[0]
        #expect(hebrew.goldenPath == "Golden/help.he.pdf-a4-p1.png")
        #expect(hebrew.goldenPath(page: 12) == "Golden/help.he.pdf-a4-p12.png")
        #expect(hebrew.pageID(2) == "help.he.pdf-a4-p2")
        #expect(hebrew.options.paper == .a4 && hebrew.options.width == hebrew.options.paper.width)
        let letter = suite.cases[2]
        #expect(letter.goldenPath(page: 3) == "Golden/help-letter.en.pdf-letter-trailing-p3@2x.png")
        #expect(letter.options.paper == .letter && letter.options.alignment == .trailing && letter.options.scale == 2)
        #expect(suite.cases[3].goldenPath(page: 2) == "Golden/help.en.w800.png")
    }

    @Test func malformedFormatAndPaperAreProblemsAtTheirLine() throws {
        let manifest = try Manifest(yaml: """
            cases:
              - page: a.md
                languages: [he]
                format: svg
              - page: b.md
                languages: [he]
                format: pdf
                paper: a3
              - page: c.md
                languages: [he]
                format: pdf
                width: 800
              - page: d.md
                languages: [he]
                paper: letter
              - page: e.md
                languages: [he]
            """, path: "m.yaml")
        #expect(manifest.entries.map(\.page) == ["e.md"])
        #expect(manifest.problems.map(\.description) == [
            "m.yaml:4: malformed case: `format` must be png or pdf, not `svg`",
            "m.yaml:8: malformed case: `paper` must be one of a4, letter, a5, legal, not `a3`",
            "m.yaml:12: malformed case: a pdf case takes no width: its `paper` sets the width",
            "m.yaml:15: malformed case: `paper` is for `format: pdf` cases only",
        ])
        let defaults = try Manifest(yaml: """
            defaults:
              format: pdf
              paper: letter
            cases:
              - page: a.md
                language: he
              - page: b.md
                language: he
                format: png
            """, path: "m.yaml")
        #expect(defaults.problems.isEmpty)
        #expect(GoldenSuite(folder: ".", manifest: defaults).cases.map(\.id) == ["a.he.pdf-letter", "b.he.w800"])
    }

    @Test func pdfCaseIsBlessedPageByPageThenPassesAndCatchesAnEdit() throws {
        let suite = try TemporarySuite(manifest: """
            - page: alpha.md
              language: en
              format: pdf
            - page: beta.md
              language: en
            """, pages: ["alpha.md": "Alpha", "beta.md": "Beta"])
        defer { suite.remove() }
        let first = try suite.run()
        #expect(first.results.map(\.id) == ["alpha.en.pdf-a4-p1", "beta.en.w800"])
        #expect(first.failures.first?.outcome == .failed(.missingGolden(path: suite.path("alpha.en.pdf-a4-p1.png"))))

        let bless = try suite.run(.init(update: .failing, jobs: 2, progress: false))
        #expect(bless.passed, Comment(rawValue: bless.summary))
        #expect(Set(bless.goldensWritten) == [suite.path("alpha.en.pdf-a4-p1.png"), suite.path("beta.en.w800.png")])
        let page = try RasterImage(pngFile: suite.path("alpha.en.pdf-a4-p1.png"))
        #expect(page.width == 596 && page.height == 842)   // A4 at 72 dpi
        #expect(page.pixels.contains { $0 != 0xFFFF_FFFF })   // there is ink

        let again = try suite.run(.init(filter: "pdf", jobs: 2, progress: false))
        #expect(again.passed, Comment(rawValue: again.summary))
        #expect(again.results.map(\.id) == ["alpha.en.pdf-a4-p1"])

        try suite.write("Alpine", page: "alpha.md")
        let edited = try suite.run()
        let failure = try #require(edited.failures.first)
        #expect(edited.failures.count == 1 && failure.id == "alpha.en.pdf-a4-p1")
        let count = try #require(failure.comparison).differentPixels
        #expect(failure.outcome == .failed(.tooManyDifferentPixels(path: suite.path("alpha.en.pdf-a4-p1.png"),
                                                                   count: count, maximum: 0)))
        #expect(failure.diffPath == suite.path(".scratch/alpha.en.pdf-a4-p1.diff.png"))
        #expect(FileManager.default.fileExists(atPath: suite.path(".scratch/alpha.en.pdf-a4-p1.actual.png")))
    }

    @Test func differingPageCountIsOneFailureForTheCaseAndUpdateRewritesEveryPage() throws {
        let suite = try TemporarySuite(manifest: """
            - page: long.md
              language: en
              format: pdf
              paper: letter
            """, pages: ["long.md": "Short"])
        defer { suite.remove() }
        let update = GoldenRunner.Options(update: .failing, jobs: 2, progress: false)
        #expect(try suite.run(update).goldensWritten == [suite.path("long.en.pdf-letter-p1.png")])
        let letter = try RasterImage(pngFile: suite.path("long.en.pdf-letter-p1.png"))
        #expect(letter.width == 612 && letter.height == 792)

        try suite.write(Self.longPage, page: "long.md")
        let longer = try suite.run()
        #expect(longer.results.map(\.id) == ["long.en.pdf-letter"])
        let failure = try #require(longer.failures.first)
        guard case let .failed(.pageCountMismatch(path, expected, actual)) = failure.outcome else {
            Issue.record("expected a page count mismatch, got \(failure.outcome)")
            return
        }
        #expect(path == suite.path("long.en.pdf-letter-p1.png") && expected == 1 && actual >= 2)
        #expect(longer.summary.contains("page count mismatch: 1 golden page, rendered PDF has \(actual) pages"))
        #expect(failure.actualPagePaths == (1...actual).map { suite.path(".scratch/long.en.pdf-letter-p\($0).actual.png") })
        #expect(failure.actualPath == failure.actualPagePaths.first)
        #expect(Set(longer.filesWritten).isSuperset(of: failure.actualPagePaths))
        for path in failure.actualPagePaths { #expect(FileManager.default.fileExists(atPath: path)) }

        let blessed = try suite.run(update)
        #expect(blessed.results.map(\.outcome) == [.updated(reason: failure.outcome.error)])
        #expect(blessed.goldensWritten == (1...actual).map { suite.path("long.en.pdf-letter-p\($0).png") })
        let passing = try suite.run()
        #expect(passing.passed, Comment(rawValue: passing.summary))
        #expect(passing.results.map(\.id) == (1...actual).map { "long.en.pdf-letter-p\($0)" })
        // The earlier failure's scratch pages are gone.
        #expect(!FileManager.default.fileExists(atPath: suite.path(".scratch/long.en.pdf-letter-p1.actual.png")))

        // Shorter again: update removes the goldens of the pages that are gone.
        try suite.write("Short", page: "long.md")
        #expect(!(try suite.run()).passed)
        #expect(try suite.run(update).goldensWritten == [suite.path("long.en.pdf-letter-p1.png")])
        #expect(!FileManager.default.fileExists(atPath: suite.path("long.en.pdf-letter-p2.png")))
        #expect(try suite.run().passed)
    }

    @Test func pdfRenderFailureIsTheCaseFailure() throws {
        let suite = try TemporarySuite(manifest: "- page: missing.md\n  language: en\n  format: pdf\n")
        defer { suite.remove() }
        let report = try suite.run()
        #expect(report.results.map(\.id) == ["missing.en.pdf-a4"])
        #expect(report.failures.first?.outcome == .failed(.renderFailed(page: suite.repository + "/missing.md",
                                                                        reason: "no such file")))
    }

    @Test func pdfThatPdftoppmCannotReadIsOneLineErrorNamingIt() throws {
        let suite = try TemporarySuite(manifest: "")
        defer { suite.remove() }
        let path = suite.path("page.pdf")
        try "not a PDF".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: GoldenError.self) { try PDFPages.rasterize(path, resolution: 72) }
        guard case let .cannotRasterizePDF(failedPath, reason) = error else {
            Issue.record("expected cannotRasterizePDF, got \(error)")
            return
        }
        #expect(failedPath == path)
        #expect(reason.hasPrefix("pdftoppm failed (exit 1)"))
        #expect(error.description.hasPrefix("\(path): cannot rasterize the PDF: pdftoppm failed"))
        #expect(!error.description.contains("\n"))
    }
}

extension CaseResult.Outcome {
    var error: GoldenError? {
        switch self {
        case let .failed(error): error
        case let .updated(reason): reason
        case .passed: nil
        }
    }
}
