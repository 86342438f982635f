import Foundation

/// How one golden case (or one malformed manifest case, or one page of a PDF case) came out.
///
///     if case let .failed(error) = result.outcome { print("\(result.id): \(error)") }
public struct CaseResult: Sendable, Equatable {
    /// What happened to the case.
    ///
    ///     if case let .updated(reason?) = result.outcome { print("re-blessed: \(reason)") }
    public enum Outcome: Sendable, Equatable {
        /// Within the case's budget of differing pixels.
        case passed
        /// Failed; the error says why in one line.
        case failed(GoldenError)
        /// Update mode wrote the golden; `reason` is the failure it would otherwise have been
        /// (nil when an up-to-date golden was re-blessed with pixel differences within budget).
        case updated(reason: GoldenError?)
    }

    /// The case id (`help.he.w800`), the page's id for a page of a PDF case
    /// (`help.he.pdf-a4-p2`), or `manifest.yaml:12` for a malformed manifest case.
    public var id: String
    /// Passed, failed (and why) or updated.
    public var outcome: Outcome
    /// The golden PNG, when the case got that far.
    public var goldenPath: String?
    /// The comparison, when both images were there and of one size.
    public var comparison: PixelDiff.Result?
    /// The case's budget.
    public var maxDifferentPixels: Int
    /// Files written to the scratch folder for a failure: the rendered page, a copy of the
    /// golden, and the diff image (each when there was one to write).
    public var actualPath: String?
    /// A copy of the golden beside the actual image in the scratch folder.
    public var expectedPath: String?
    /// The diff image (red: differing, yellow: anti-aliasing) when the sizes matched.
    public var diffPath: String?
    /// Every rendered page in the scratch folder, when a PDF case's page count differs from its
    /// goldens' (`actualPath` is the first).
    public var actualPagePaths: [String] = []

    /// Whether the case fails the run.
    public var isFailure: Bool {
        if case .failed = outcome { return true }
        return false
    }
}

/// The outcome of a golden run: every case's result, the files written and a summary.
///
///     let report = GoldenRunner(suite: try GoldenSuite(folder: "Golden")).run()
///     print(report.summary)
///     exit(report.passed ? 0 : 1)
public struct GoldenReport: Sendable {
    /// The suite's folder.
    public var folder: String
    /// What ran: e.g. `shard 2/4, filter he` (empty for a whole-suite run).
    public var selection: String
    /// Every case run (after filter and shard) and every malformed case, in manifest order.
    public var results: [CaseResult]
    /// Goldens written in update mode.
    public var goldensWritten: [String]
    /// `report.html` and `summary.md` in the scratch folder, when the run had failures.
    public var reportFiles: [String]
    /// Scratch images, reports or goldens that could not be written.
    public var writeErrors: [GoldenError]

    /// The cases that fail the run.
    public var failures: [CaseResult] { results.filter(\.isFailure) }
    /// True when no case failed.
    public var passed: Bool { failures.isEmpty && writeErrors.isEmpty }
    /// Every file the run wrote: goldens, then scratch images, then report files.
    public var filesWritten: [String] {
        goldensWritten + results.flatMap { result in
            [result.actualPath, result.expectedPath, result.diffPath].compactMap { $0 } + result.actualPagePaths.dropFirst()
        } + reportFiles
    }

    /// A short Markdown summary, one line per failure and per golden written, for a terminal or
    /// a test failure:
    ///
    ///     Golden/: 12 cases, 11 passed, 1 failed (shard 1/2)
    ///     - help.he.w800: Golden/help.he.w800.png: 1204 pixels differ (at most 0 allowed)
    ///       actual: Golden/.scratch/help.he.w800.actual.png, diff: Golden/.scratch/help.he.w800.diff.png
    ///     Report: Golden/.scratch/report.html
    public var summary: String {
        let failed = failures
        let updated = results.filter { if case .updated = $0.outcome { true } else { false } }.count
        var counts = "\(results.count) cases, \(results.count - failed.count - updated) passed, \(failed.count) failed"
        if updated > 0 { counts += ", \(updated) updated" }
        var lines = ["\(folder)/: \(counts)" + (selection.isEmpty ? "" : " (\(selection))")]
        for result in failed {
            guard case let .failed(error) = result.outcome else { continue }
            lines.append(result.goldenPath == nil ? "- \(error)" : "- \(result.id): \(error)")
            let pages = result.actualPagePaths.count > 1 ? " (\(result.actualPagePaths.count) pages)" : ""
            let files = [("actual", result.actualPath.map { $0 + pages }), ("expected", result.expectedPath),
                         ("diff", result.diffPath)]
                .compactMap { name, path in path.map { "\(name): \($0)" } }
            if !files.isEmpty { lines.append("  " + files.joined(separator: ", ")) }
        }
        for error in writeErrors { lines.append("- \(error)") }
        for path in goldensWritten { lines.append("Wrote \(path)") }
        if let html = reportFiles.first { lines.append("Report: \(html)") }
        return lines.joined(separator: "\n")
    }

    /// The Markdown summary file: the summary, then a table of the failures with expected,
    /// actual and diff images side by side (paths relative to the scratch folder).
    public var markdown: String {
        var lines = ["# Golden report", "", summary, ""]
        let failed = failures
        if !failed.isEmpty {
            lines += ["| case | differing pixels | allowed | expected | actual | diff |", "|---|---|---|---|---|---|"]
            for result in failed {
                func image(_ path: String?) -> String {
                    path.map { "![](\(Self.fileName($0)))" } ?? "-"
                }
                let count = result.comparison.map { String($0.differentPixels) } ?? "-"
                lines.append("| \(result.id) | \(count) | \(result.maxDifferentPixels) | \(image(result.expectedPath)) "
                    + "| \(image(result.actualPath)) | \(image(result.diffPath)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The HTML report: one section per failure with its message, the count of differing
    /// pixels, and expected / actual / diff images side by side.
    public var html: String {
        let sections = failures.compactMap { result -> ReportPage.Section? in
            guard case let .failed(error) = result.outcome else { return nil }
            let actual = result.actualPagePaths.count > 1
                ? result.actualPagePaths.enumerated().map { ("actual p\($0.offset + 1)", Optional($0.element)) }
                : [("actual", result.actualPath)]
            let images = ([("expected", result.expectedPath)] + actual + [("diff", result.diffPath)])
                .compactMap { caption, path in path.map { (caption, $0) } }
            return ReportPage.Section(id: result.id, message: error.description, count: result.comparison.map {
                "\($0.differentPixels) differing pixels (at most \(result.maxDifferentPixels) allowed), \($0.antialiasedPixels) anti-aliased"
            }, images: images)
        }
        return ReportPage(title: "Golden report", subject: folder, summary: summary, sections: sections).html
    }

    static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
