import Dispatch
import Files
import Foundation
import Galley
import Layout
import Raster

/// Runs a list of reftests: renders each test and its references as a browser's 800x600
/// viewport shows them (``Viewport/reftest``, the HTML user-agent look), compares their pixels
/// exactly or within the test's `<meta name=fuzzy>`, and passes a test that renders like at
/// least one of its match references and unlike every mismatch reference (the CSS WG's rule).
/// Failures leave the test, reference and diff images and `report.html` in the scratch
/// folder; tests in the expectations file may fail without failing the run.
///
///     let runner = ReftestRunner(list: try ReftestList(path: "../shared/csswg/dev-set.txt"),
///                                expectations: try ReftestExpectations(path: "Tests/Reftests/expectations.txt"),
///                                options: .init(scratch: "out/reftests"))
///     let report = runner.run()
///     print(report.summary)   // ends "170 passed, 0 failed, 23 expected to fail"
public struct ReftestRunner: Sendable {
    public struct Options: Sendable {
        /// Comma-separated parts of test paths; a test runs when its path contains one. Nil runs all.
        public var filter: String?
        /// Where failures' images and the report go.
        public var scratch: String
        /// How many tests render at once, each worker with its own renderer.
        public var jobs: Int
        /// Show the progress line on standard error; nil shows it when that is a terminal.
        public var progress: Bool?

        public init(filter: String? = nil, scratch: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    progress: Bool? = nil) {
            self.filter = filter
            self.scratch = scratch
            self.jobs = jobs
            self.progress = progress
        }
    }

    /// Renders the page at a path as the viewport shows it. Called on one worker thread only.
    public typealias Render = (String) throws -> RasterImage
    /// Makes one `Render` per worker thread.
    public typealias RendererFactory = @Sendable () throws -> Render

    /// Galley's renderer with the user-agent look, the page laid out 800 px wide and cut or
    /// filled to 800x600. Its fonts are Galley's own, the pages' `@font-face` files and the
    /// fonts of `namedFonts` (the list's `fonts/`, which a browser running the suite has
    /// installed: Ahem), never the machine's; pages read nothing outside `root`.
    public static func pageRenderer(root: String, namedFonts: String? = nil) -> RendererFactory {
        {
            let renderer = try PageRenderer()
            return { path in
                var options = RenderOptions(input: path, width: Double(Viewport.reftest.width), keepGoing: true, siteRoot: root)
                options.userAgentLook = true
                options.namedFonts = namedFonts
                options.viewportHeight = Double(Viewport.reftest.height)
                return Viewport.reftest.showing(try renderer.image(options))
            }
        }
    }

    public let list: ReftestList
    public let expectations: ReftestExpectations
    public let options: Options
    private let makeRenderer: RendererFactory

    public init(list: ReftestList, expectations: ReftestExpectations = ReftestExpectations(), options: Options,
                makeRenderer: RendererFactory? = nil) {
        self.list = list
        self.expectations = expectations
        self.options = options
        self.makeRenderer = makeRenderer ?? Self.pageRenderer(root: list.root, namedFonts: list.fonts)
    }

    /// The tests this run renders: those whose path contains a term of the filter.
    public var selectedTests: [String] {
        let terms = (options.filter ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return terms.isEmpty ? list.tests : list.tests.filter { test in terms.contains { test.contains($0) } }
    }

    /// Runs the selected tests and writes the failures' images and the report. Never throws:
    /// every problem is a test's failure or a line of the summary.
    public func run() -> ReftestReport {
        let tests = selectedTests
        var problems: [ReftestError] = []
        if options.filter == nil {
            let listed = Set(list.tests)
            for (test, entry) in expectations.entries.sorted(by: { $0.value.line < $1.value.line }) where !listed.contains(test) {
                problems.append(.unknownTest(path: expectations.path, line: entry.line, test: test))
            }
        }
        var writeErrors: [String] = []
        do {
            try Folders.create(options.scratch)
        } catch {
            writeErrors.append("\(GoldenRunner.cannotWrite(options.scratch, error))")
        }
        removeStaleScratchFiles()

        let store = WorkQueue<ReftestResult>(count: tests.count)
        let progress = Progress(total: tests.count, enabled: options.progress)
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, tests.count))) { _ in
            var render: Result<Render, Error>?
            while let index = store.next() {
                if render == nil { render = Result { try makeRenderer() } }
                let result = check(tests[index], render: render!)
                store.set(index, result)
                progress.finished(tests[index], failed: result.isFailure)
            }
        }
        progress.end()
        var report = ReftestReport(list: list.path, expectations: expectations.path.isEmpty ? nil : expectations.path,
                                   results: store.outcomes.compactMap { $0 }, problems: problems, writeErrors: writeErrors)
        report.writeErrors += report.results.flatMap(\.writeErrors)
        if report.results.contains(where: { $0.outcome != .passed }) || !report.passed {
            let path = PathName.join(options.scratch, "report.html")
            do {
                try AtomicFile.write(to: path) { $0.write(Array(report.html.utf8)) }
                report.reportFile = path
            } catch {
                report.writeErrors.append("\(GoldenRunner.cannotWrite(path, error))")
            }
        }
        return report
    }

    /// The scratch images of a test: `<test path with / as __>.<kind>.png`.
    enum ScratchFile: String, CaseIterable {
        case test, reference, diff
        func path(_ test: String, in scratch: String) -> String {
            PathName.join(scratch, test.replacingOccurrences(of: "/", with: "__") + ".\(rawValue).png")
        }
    }

    /// Removes the images and report earlier runs left, so that the folder shows this run's.
    func removeStaleScratchFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: options.scratch) else { return }
        for name in names where name == "report.html" || ScratchFile.allCases.contains(where: { name.hasSuffix(".\($0.rawValue).png") }) {
            try? FileManager.default.removeItem(atPath: PathName.join(options.scratch, name))
        }
    }

    /// One test against its references, then against the expectations file.
    func check(_ name: String, render: Result<Render, Error>) -> ReftestResult {
        var result = compare(name, render: render)
        if let entry = expectations.entries[name] {
            switch result.outcome {
            case let .failed(error): result.outcome = .expectedFailure(error, reason: entry.reason)
            case .passed: result.outcome = .unexpectedPass(line: entry.line)
            default: break
            }
        }
        return result
    }

    /// CSS WG reftest rule: with match references, at least one must match; every mismatch
    /// reference must not. A failure writes the test, the reference it is shown against and the diff.
    func compare(_ name: String, render: Result<Render, Error>) -> ReftestResult {
        var result = ReftestResult(test: name, outcome: .passed)
        let test: Reftest
        do {
            test = try Reftest(name: name, root: list.root)
        } catch {
            result.outcome = .failed(error)
            return result
        }
        func rendered(_ path: String) throws(ReftestError) -> RasterImage {
            do {
                return try render.get()(path)
            } catch {
                var reason = "\(error)"
                if reason.hasPrefix(path + ": ") { reason.removeFirst(path.count + 2) }
                throw .renderFailed(page: path, reason: reason)
            }
        }
        let actual: RasterImage
        do {
            actual = try rendered(test.path)
        } catch {
            result.outcome = .failed(error)
            return result
        }
        var matchFailure: (ReftestError, RasterImage)?
        var mismatchFailure: (ReftestError, RasterImage)?
        var matched = false
        for reference in test.references where !(reference.kind == .match && matched) {
            let image: RasterImage
            do {
                image = try rendered(reference.path)
            } catch {
                result.outcome = .failed(error)
                return result
            }
            let pixels = PixelDiff(threshold: 0, countsAntialiasing: true).compare(image, actual).differentPixels
            let difference = pixels == 0 ? 0 : Fuzziness.maximumChannelDifference(image, actual)
            let alike = test.fuzziness(for: reference).allows(maxDifference: difference, differentPixels: pixels)
            switch reference.kind {
            case .match where alike: matched = true
            case .match where matchFailure == nil:
                matchFailure = (.differs(test: test.path, reference: reference.path, pixels: pixels, maxDifference: difference), image)
            case .mismatch where alike && mismatchFailure == nil:
                mismatchFailure = (.matchesMismatch(test: test.path, reference: reference.path), image)
            default: break
            }
        }
        guard let (error, reference) = mismatchFailure ?? (matched ? nil : matchFailure) else { return result }
        result.outcome = .failed(error)
        func write(_ kind: ScratchFile, _ image: RasterImage) -> String? {
            let path = kind.path(name, in: options.scratch)
            do {
                try image.writePNG(to: path)
                return path
            } catch {
                result.writeErrors.append("\(GoldenRunner.cannotWrite(path, error))")
                return nil
            }
        }
        result.actualPath = write(.test, actual)
        result.expectedPath = write(.reference, reference)
        result.diffPath = write(.diff, DiffImage.make(expected: reference, actual: actual, diff: PixelDiff(threshold: 0, countsAntialiasing: true)).image)
        return result
    }
}
