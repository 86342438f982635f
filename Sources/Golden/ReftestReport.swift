/// How one reftest came out.
///
///     if case let .failed(error) = result.outcome { print(error) }
public struct ReftestResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case passed
        /// Failed and not in the expectations file: fails the run.
        case failed(ReftestError)
        /// Failed as the expectations file says it does, for `reason`.
        case expectedFailure(ReftestError, reason: String)
        /// Passes, though the expectations file lists it at `line`: remove the line.
        case unexpectedPass(line: Int)
    }

    /// The test as the list names it.
    public var test: String
    public var outcome: Outcome
    /// The rendered test, its first match reference (or the mismatch reference it matched) and
    /// their diff, in the scratch folder, for a failure that got as far as rendering.
    public var actualPath: String?
    public var expectedPath: String?
    public var diffPath: String?
    /// The scratch images that could not be written, one line each.
    var writeErrors: [String] = []

    /// Whether the test fails the run.
    public var isFailure: Bool {
        if case .failed = outcome { return true }
        return false
    }
}

/// The outcome of a reftest run. Its summary ends with the line CI tools read:
///
///     12 passed, 1 failed, 180 expected to fail
public struct ReftestReport: Sendable {
    /// The list run.
    public var list: String
    /// The expectations file, when one was given.
    public var expectations: String?
    /// Every test run, in the list's order.
    public var results: [ReftestResult]
    /// Problems of the list or the expectations file that fail the run.
    public var problems: [ReftestError]
    /// `report.html` in the scratch folder, when it was written.
    public var reportFile: String?
    /// Scratch files that could not be written.
    public var writeErrors: [String] = []

    public var passedCount: Int {
        results.filter { if case .passed = $0.outcome { true } else if case .unexpectedPass = $0.outcome { true } else { false } }.count
    }
    public var failures: [ReftestResult] { results.filter(\.isFailure) }
    public var expectedFailureCount: Int {
        results.filter { if case .expectedFailure = $0.outcome { true } else { false } }.count
    }
    /// True when no unlisted test failed and the list and expectations had no problem.
    public var passed: Bool { failures.isEmpty && problems.isEmpty && writeErrors.isEmpty }

    /// One line per problem, unexpected failure and unexpected pass, the report's path, then
    /// `N passed, M failed, K expected to fail`.
    public var summary: String {
        var lines = problems.map { "- \($0)" }
        for result in results {
            switch result.outcome {
            case let .failed(error):
                lines.append("- \(error)")
                let files = [("test", result.actualPath), ("reference", result.expectedPath), ("diff", result.diffPath)]
                    .compactMap { name, path in path.map { "\(name): \($0)" } }
                if !files.isEmpty { lines.append("  " + files.joined(separator: ", ")) }
            case let .unexpectedPass(line):
                lines.append("- \(result.test) passes now: remove it from \(expectations ?? "the expectations"):\(line)")
            case .passed, .expectedFailure:
                break
            }
        }
        lines += writeErrors.map { "- \($0)" }
        if let reportFile { lines.append("Report: \(reportFile)") }
        lines.append("\(passedCount) passed, \(failures.count + problems.count) failed, \(expectedFailureCount) expected to fail")
        return lines.joined(separator: "\n")
    }

    /// The HTML report: each failure, unexpected ones first, with its test, reference and diff images.
    var html: String {
        var sections: [ReportPage.Section] = []
        for expected in [false, true] {
            for result in results {
                let message: String
                switch result.outcome {
                case let .failed(error) where !expected: message = error.description
                case let .expectedFailure(error, reason) where expected: message = "\(error) (expected to fail: \(reason))"
                default: continue
                }
                let images = [("test", result.actualPath), ("reference", result.expectedPath), ("diff", result.diffPath)]
                    .compactMap { caption, path in path.map { (caption, $0) } }
                sections.append(ReportPage.Section(id: result.test, message: message, count: nil, images: images))
            }
        }
        return ReportPage(title: "Reftest report", subject: list, summary: summary, sections: sections).html
    }
}
