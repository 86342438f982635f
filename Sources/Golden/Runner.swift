import Dispatch
import Foundation
import Galley
import Raster

/// Runs a golden suite: renders every selected case in parallel, compares it with its golden
/// PNG, writes the actual and diff images and a report for the failures into a scratch folder,
/// and in update mode writes the goldens instead.
///
///     let suite = try GoldenSuite(folder: "Golden")
///     let runner = GoldenRunner(suite: suite, options: .init(filter: "he", shard: try Shard("1/2")))
///     let report = runner.run()
///     print(report.summary)
///     if !report.passed { exit(1) }
public struct GoldenRunner: Sendable {
    /// Whether the run writes goldens.
    public enum UpdateMode: Sendable, Equatable {
        /// Compare only; failures are reported.
        case off
        /// Write the golden of every failing case (missing, corrupt, resized or over budget)
        /// among the selected ones; say which files were written.
        case failing
        /// Write the golden of every selected case whose pixels changed at all, even within
        /// budget. Goldens whose pixels are identical are left as they are.
        case all
    }

    /// What to run and where to write.
    public struct Options: Sendable {
        /// Whether goldens are written.
        public var update: UpdateMode
        /// Comma-separated terms; a case runs when a term is its id (`help.he.w800`), its page
        /// name (`help`), its page path, its language (`he`), its variant (`w800`) or a prefix
        /// of its id ending before a `.` (`help.he`). Nil runs every case.
        public var filter: String?
        /// The slice of the suite to run, for CI jobs; nil runs the whole suite.
        public var shard: Shard?
        /// Where failures' images and the report go; nil is `<suite folder>/.scratch`.
        public var scratch: String?
        /// How many cases render at once, each worker with its own renderer.
        public var jobs: Int
        /// Show the progress line on standard error; nil shows it when that is a terminal.
        public var progress: Bool?

        ///     GoldenRunner.Options(update: .failing, filter: "ar", jobs: 2)
        public init(update: UpdateMode = .off, filter: String? = nil, shard: Shard? = nil, scratch: String? = nil,
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: Bool? = nil) {
            self.update = update
            self.filter = filter
            self.shard = shard
            self.scratch = scratch
            self.jobs = jobs
            self.progress = progress
        }
    }

    /// Renders one case's page to pixels. Called on one worker thread only.
    public typealias Render = (RenderOptions) throws -> RasterImage
    /// Makes one `Render` per worker thread.
    public typealias RendererFactory = @Sendable () throws -> Render

    /// Galley's page renderer, one `PageRenderer` per worker.
    public static let pageRenderer: RendererFactory = {
        let renderer = try PageRenderer()
        return { try renderer.image($0) }
    }

    /// The suite to run.
    public let suite: GoldenSuite
    /// What to run and where to write.
    public let options: Options
    private let makeRenderer: RendererFactory

    /// - Parameter makeRenderer: what renders the pages; Galley's `PageRenderer` unless a test
    ///   gives its own.
    public init(suite: GoldenSuite, options: Options = Options(),
                makeRenderer: @escaping RendererFactory = GoldenRunner.pageRenderer) {
        self.suite = suite
        self.options = options
        self.makeRenderer = makeRenderer
    }

    /// The scratch folder this run writes to.
    public var scratch: String { options.scratch ?? PathName.join(suite.folder, ".scratch") }

    /// The cases this run renders: those matching the filter, then those of the shard.
    public var selectedCases: [GoldenCase] {
        let filtered = filteredCases
        guard let shard = options.shard else { return filtered }
        let mine = shard.select(filtered.map(\.id))
        return filtered.indices.filter { mine[$0] }.map { filtered[$0] }
    }

    /// The cases matching the filter, before sharding.
    var filteredCases: [GoldenCase] {
        let terms = (options.filter ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return terms.isEmpty ? suite.cases : suite.cases.filter { Self.matches($0, terms) }
    }

    static func matches(_ golden: GoldenCase, _ terms: [String]) -> Bool {
        terms.contains { term in
            term == golden.id || term == golden.name || term == golden.language || term == golden.variant
                || term == golden.page || golden.id.hasPrefix(term + ".")
        }
    }

    /// Runs the selected cases and writes the failures' images and the report. Never throws:
    /// every problem is one case's failure or a line of the report. Malformed manifest cases,
    /// and a filter that matches no case, are failures of every run (of shard 1 only when
    /// sharded).
    public func run() -> GoldenReport {
        let cases = selectedCases
        let scratch = scratch
        let selection = [options.shard.map { "shard \($0)" }, options.filter.map { "filter \($0)" },
                         options.update == .off ? nil : "update \(options.update)"].compactMap { $0 }
            .joined(separator: ", ")
        var log = WriteLog()
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            log.errors.append(.cannotWrite(path: scratch, reason: Self.reason(error)))
        }
        for golden in cases {
            for kind in ScratchFile.allCases { try? FileManager.default.removeItem(atPath: kind.path(golden, in: scratch)) }
        }

        let store = ResultStore(count: cases.count)
        let progress = Progress(total: cases.count, enabled: options.progress)
        let workers = max(1, min(options.jobs, cases.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Made on the first case, so that workers that find no case left make no renderer.
            var render: Result<Render, Error>?
            while let index = store.nextIndex() {
                if render == nil { render = Result { try makeRenderer() } }
                let outcome = check(cases[index], render: render!, scratch: scratch)
                store.set(index, outcome)
                progress.finished(cases[index].id, failed: outcome.result.isFailure)
            }
        }
        progress.end()

        var results: [CaseResult] = []
        if options.shard.map({ $0.index == 1 }) ?? true {
            var problems = suite.problems
            if let filter = options.filter, !suite.cases.isEmpty, filteredCases.isEmpty {
                problems.append(.noMatchingCase(filter: filter, manifest: suite.manifestPath))
            }
            results += problems.map { problem in
                CaseResult(id: Self.problemID(problem), outcome: .failed(problem), maxDifferentPixels: 0)
            }
        }
        for outcome in store.outcomes {
            guard let outcome else { continue }
            results.append(outcome.result)
            log.goldens += outcome.log.goldens
            log.errors += outcome.log.errors
        }
        var report = GoldenReport(folder: suite.folder, selection: selection, results: results,
                                  goldensWritten: log.goldens, reportFiles: [], writeErrors: log.errors)
        writeReport(&report, scratch: scratch)
        return report
    }

    // MARK: One case

    /// The files a failure leaves in the scratch folder.
    enum ScratchFile: String, CaseIterable {
        case actual, expected, diff
        func path(_ golden: GoldenCase, in scratch: String) -> String {
            PathName.join(scratch, "\(golden.id).\(rawValue).png")
        }
    }

    /// Goldens written and write errors, per case and then for the run.
    struct WriteLog {
        var goldens: [String] = []
        var errors: [GoldenError] = []
    }

    struct CaseOutcome {
        var result: CaseResult
        var log = WriteLog()
    }

    func check(_ golden: GoldenCase, render: Result<Render, Error>, scratch: String) -> CaseOutcome {
        var outcome = CaseOutcome(result: CaseResult(
            id: golden.id, outcome: .passed, goldenPath: golden.goldenPath, maxDifferentPixels: golden.maxDifferentPixels))
        let actual: RasterImage
        do {
            actual = try render.get()(golden.options)
        } catch {
            let page = golden.options.input
            var reason = Self.reason(error)
            if reason.hasPrefix(page + ": ") { reason.removeFirst(page.count + 2) }
            outcome.result.outcome = .failed(.renderFailed(page: page, reason: reason))
            return outcome
        }

        var failure: GoldenError?
        var expected: RasterImage?
        var changed = true
        if !FileManager.default.fileExists(atPath: golden.goldenPath) {
            failure = .missingGolden(path: golden.goldenPath)
        } else {
            do {
                expected = try RasterImage(pngFile: golden.goldenPath)
            } catch {
                failure = .corruptGolden(path: golden.goldenPath, reason: Self.reason(error))
            }
        }
        if let expected {
            if expected.width != actual.width || expected.height != actual.height {
                failure = .sizeMismatch(path: golden.goldenPath, expected: (expected.width, expected.height),
                                        actual: (actual.width, actual.height))
            } else {
                let comparison = PixelDiff(threshold: golden.threshold).compare(expected, actual)
                outcome.result.comparison = comparison
                changed = expected.pixels != actual.pixels
                if comparison.differentPixels > golden.maxDifferentPixels {
                    failure = .tooManyDifferentPixels(path: golden.goldenPath, count: comparison.differentPixels,
                                                      maximum: golden.maxDifferentPixels)
                }
            }
        }

        if options.update == .failing && failure != nil || options.update == .all && changed {
            do {
                try actual.writePNG(to: golden.goldenPath)
                outcome.result.outcome = .updated(reason: failure)
                outcome.log.goldens.append(golden.goldenPath)
                return outcome
            } catch {
                outcome.log.errors.append(.cannotWrite(path: golden.goldenPath, reason: Self.reason(error)))
            }
        }
        guard let failure else { return outcome }
        outcome.result.outcome = .failed(failure)

        func write(_ kind: ScratchFile, _ body: (String) throws -> Void) -> String? {
            let path = kind.path(golden, in: scratch)
            do {
                try body(path)
                return path
            } catch {
                outcome.log.errors.append(.cannotWrite(path: path, reason: Self.reason(error)))
                return nil
            }
        }
        outcome.result.actualPath = write(.actual) { try actual.writePNG(to: $0) }
        if let expected {
            outcome.result.expectedPath = write(.expected) { try FileManager.default.copyItem(atPath: golden.goldenPath, toPath: $0) }
            if expected.width == actual.width && expected.height == actual.height {
                let image = DiffImage.make(expected: expected, actual: actual, diff: PixelDiff(threshold: golden.threshold)).image
                outcome.result.diffPath = write(.diff) { try image.writePNG(to: $0) }
            }
        }
        return outcome
    }

    // MARK: Report

    func writeReport(_ report: inout GoldenReport, scratch: String) {
        let suffix = options.shard.map { ".shard-\($0.index)-of-\($0.count)" } ?? ""
        let files = [(PathName.join(scratch, "report\(suffix).html"), \GoldenReport.html),
                     (PathName.join(scratch, "summary\(suffix).md"), \GoldenReport.markdown)]
        guard !report.passed else {
            for (path, _) in files { try? FileManager.default.removeItem(atPath: path) }
            return
        }
        report.reportFiles = files.map(\.0)
        for (path, text) in files {
            do {
                try Data(report[keyPath: text].utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                report.reportFiles.removeAll { $0 == path }
                report.writeErrors.append(.cannotWrite(path: path, reason: Self.reason(error)))
            }
        }
    }

    static func reason(_ error: Error) -> String {
        if case let .cannotReadImage(_, reason)? = error as? RasterError { return reason }
        if let error = error as? CocoaError { return error.localizedDescription }
        return String(describing: error)
    }

    /// `manifest.yaml:12` for a malformed case.
    static func problemID(_ problem: GoldenError) -> String {
        switch problem {
        case let .malformedCase(path, line, _), let .duplicateCase(path, line, _), let .malformedManifest(path, line, _):
            "\((path as NSString).lastPathComponent):\(line)"
        default:
            "manifest"
        }
    }
}

/// Hands out case indexes to the workers and collects their outcomes.
private final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var outcomes: [GoldenRunner.CaseOutcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < outcomes.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ outcome: GoldenRunner.CaseOutcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
    }
}
