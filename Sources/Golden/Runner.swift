import Dispatch
import Files
import Foundation
import Galley
import Layout
import Raster

/// Runs a golden suite: renders every selected case in parallel, compares it with its golden
/// PNG (a PDF case: each page with its own golden PNG), writes the actual and diff images and a report for the failures into a scratch folder,
/// and in update mode writes the goldens instead.
///
///     let suite = try GoldenSuite(folder: "Golden")
///     let runner = GoldenRunner(suite: suite, options: .init(filter: "he", shard: try Shard("1/2")))
///     let report = runner.run()
///     print(report.summary)
///     if !report.passed { exit(1) }
public struct GoldenRunner: Sendable {
    /// Whether the run writes goldens.
    ///
    ///     GoldenRunner(suite: suite, options: .init(update: .failing)).run()   // `render check --update`
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
    ///
    ///     GoldenRunner.Options(filter: "help.he,ar", shard: try Shard("2/4"), scratch: "out/golden")
    public struct Options: Sendable {
        /// Whether goldens are written.
        public var update: UpdateMode
        /// Comma-separated terms; a case runs when a term is its id (`help.he.w800`), its page
        /// name (`help`), its page path, its language (`he`), its variant (`w800`), its format
        /// (`pdf`) or a prefix of its id ending before a `.` (`help.he`). Nil runs every case.
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
    ///
    ///     let factory: GoldenRunner.RendererFactory = { { options in try drawTestPage(options) } }
    public typealias RendererFactory = @Sendable () throws -> Render

    /// Galley's page renderer, one `PageRenderer` per worker.
    public static let pageRenderer: RendererFactory = {
        let renderer = try PageRenderer()
        return { try renderer.image($0) }
    }

    /// Renders one PDF case: the pages of the page's PDF as pixels. Called on one worker thread
    /// only.
    public typealias RenderPDF = (RenderOptions) throws -> [RasterImage]
    /// Makes one `RenderPDF` per worker thread.
    ///
    ///     let factory: GoldenRunner.PDFRendererFactory = { { options in [try drawTestPage(options)] } }
    public typealias PDFRendererFactory = @Sendable () throws -> RenderPDF

    /// Galley's PDF output, rasterized: `PageRenderer.write` to a temporary PDF on the options'
    /// paper, then every page through `pdftoppm -png` at 72 dpi times the options' scale.
    public static let pdfPageRenderer: PDFRendererFactory = {
        let renderer = try PageRenderer()
        return { options in
            let folder = NSTemporaryDirectory() + "galley-golden-pdf-" + UUID().uuidString
            try Folders.create(folder)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let pdf = folder + "/page.pdf"
            try renderer.write(options, to: pdf)
            return try PDFPages.rasterize(pdf, resolution: 72 * options.scale)
        }
    }

    /// The suite to run.
    public let suite: GoldenSuite
    /// What to run and where to write.
    public let options: Options
    private let makeRenderer: RendererFactory
    private let makePDFRenderer: PDFRendererFactory

    /// - Parameters:
    ///   - makeRenderer: what renders the pages of PNG cases; Galley's `PageRenderer` unless a
    ///     test gives its own.
    ///   - makePDFRenderer: what renders and rasterizes PDF cases; Galley's PDF through pdftoppm.
    public init(suite: GoldenSuite, options: Options = Options(),
                makeRenderer: @escaping RendererFactory = GoldenRunner.pageRenderer,
                makePDFRenderer: @escaping PDFRendererFactory = GoldenRunner.pdfPageRenderer) {
        self.suite = suite
        self.options = options
        self.makeRenderer = makeRenderer
        self.makePDFRenderer = makePDFRenderer
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
                || term == golden.page || term == golden.format.rawValue || golden.id.hasPrefix(term + ".")
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
            try Folders.create(scratch)
        } catch {
            log.errors.append(Self.cannotWrite(scratch, error))
        }
        removeStaleScratchFiles(of: cases, in: scratch)

        let store = WorkQueue<CaseOutcome>(count: cases.count)
        let progress = Progress(total: cases.count, enabled: options.progress)
        let workers = max(1, min(options.jobs, cases.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Made on the first case that needs one, so that workers that find no case left make
            // no renderer, and suites without PDF cases make no PDF renderer.
            var render: Result<Render, Error>?
            var renderPDF: Result<RenderPDF, Error>?
            while let index = store.next() {
                let golden = cases[index]
                let outcome: CaseOutcome
                switch golden.format {
                case .png:
                    if render == nil { render = Result { try makeRenderer() } }
                    outcome = check(golden, render: render!, scratch: scratch)
                case .pdf:
                    if renderPDF == nil { renderPDF = Result { try makePDFRenderer() } }
                    outcome = checkPDF(golden, render: renderPDF!, scratch: scratch)
                }
                store.set(index, outcome)
                progress.finished(golden.id, failed: outcome.results.contains(where: \.isFailure))
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
            results += outcome.results
            log.goldens += outcome.log.goldens
            log.errors += outcome.log.errors
        }
        var report = GoldenReport(folder: suite.folder, selection: selection, results: results,
                                  goldensWritten: log.goldens, reportFiles: [], writeErrors: log.errors)
        writeReport(&report, scratch: scratch)
        return report
    }

    // MARK: One case

    /// The files a failure leaves in the scratch folder, named after the result's id.
    enum ScratchFile: String, CaseIterable {
        case actual, expected, diff
        func path(_ id: String, in scratch: String) -> String {
            PathName.join(scratch, "\(id).\(rawValue).png")
        }
    }

    /// Removes what earlier runs left in the scratch folder for these cases (for a PDF case, for
    /// any of its pages), so that the folder shows this run's failures only.
    func removeStaleScratchFiles(of cases: [GoldenCase], in scratch: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: scratch) else { return }
        let ids = Set(cases.filter { $0.format == .png }.map(\.id))
        let pdfCases = cases.filter { $0.format == .pdf }
        for name in names {
            guard let kind = ScratchFile.allCases.first(where: { name.hasSuffix(".\($0.rawValue).png") }) else { continue }
            let owner = String(name.dropLast(kind.rawValue.count + 5))
            if ids.contains(owner) || pdfCases.contains(where: { $0.id == owner || $0.pageNumber(ofID: owner) != nil }) {
                try? FileManager.default.removeItem(atPath: PathName.join(scratch, name))
            }
        }
    }

    /// Goldens written and write errors, per case and then for the run.
    struct WriteLog {
        var goldens: [String] = []
        var errors: [GoldenError] = []

        static func += (lhs: inout WriteLog, rhs: WriteLog) {
            lhs.goldens += rhs.goldens
            lhs.errors += rhs.errors
        }
    }

    /// One case's results: one for a PNG case, one per page for a PDF case (or one for the
    /// whole PDF when it could not be compared page by page).
    struct CaseOutcome {
        var results: [CaseResult]
        var log = WriteLog()
    }

    /// Decodes the golden on another thread while the page renders: decoding an 800-pixel-wide
    /// page (~15 ms) takes about twice as long as rendering it, and overlapping the two made a
    /// run of the example pages ~40% faster with one job and ~25% faster with two jobs on two
    /// cores.
    func check(_ golden: GoldenCase, render: Result<Render, Error>, scratch: String) -> CaseOutcome {
        let expected = GoldenImage.Prefetch(golden.goldenPath)
        let actual: RasterImage
        do {
            actual = try render.get()(golden.options)
        } catch {
            return renderFailure(golden, error)
        }
        return compare(actual, with: golden.goldenPath, id: golden.id, of: golden, scratch: scratch,
                       expected: expected.wait())
    }

    /// A PDF case: each rendered page against its golden, as results `<page golden name>`
    /// (`help.he.pdf-a4-p2`); a page count that differs from the goldens' is one failure for the
    /// case, with every rendered page in the scratch folder (update mode rewrites all pages and
    /// removes goldens of pages that are gone).
    func checkPDF(_ golden: GoldenCase, render: Result<RenderPDF, Error>, scratch: String) -> CaseOutcome {
        let pages: [RasterImage]
        do {
            pages = try render.get()(golden.options)
        } catch {
            return renderFailure(golden, error)
        }
        var goldenCount = 0
        while FileManager.default.fileExists(atPath: golden.goldenPath(page: goldenCount + 1)) { goldenCount += 1 }
        guard goldenCount == 0 || goldenCount == pages.count else {
            return pageCountMismatch(golden, pages: pages, goldenCount: goldenCount, scratch: scratch)
        }
        var outcome = CaseOutcome(results: [])
        for (index, page) in pages.enumerated() {
            let part = compare(page, with: golden.goldenPath(page: index + 1), id: golden.pageID(index + 1), of: golden,
                               scratch: scratch)
            outcome.results += part.results
            outcome.log += part.log
        }
        return outcome
    }

    func pageCountMismatch(_ golden: GoldenCase, pages: [RasterImage], goldenCount: Int, scratch: String) -> CaseOutcome {
        let failure = GoldenError.pageCountMismatch(path: golden.goldenPath, expected: goldenCount, actual: pages.count)
        var outcome = CaseOutcome(results: [CaseResult(
            id: golden.id, outcome: .failed(failure), goldenPath: golden.goldenPath,
            maxDifferentPixels: golden.maxDifferentPixels)])
        if options.update != .off {
            var path = golden.goldenPath
            do {
                for (index, page) in pages.enumerated() {
                    path = golden.goldenPath(page: index + 1)
                    try page.writePNG(to: path)
                    outcome.log.goldens.append(path)
                }
                for number in stride(from: pages.count + 1, through: goldenCount, by: 1) {
                    path = golden.goldenPath(page: number)
                    try FileManager.default.removeItem(atPath: path)
                }
                outcome.results[0].outcome = .updated(reason: failure)
                return outcome
            } catch {
                outcome.log.errors.append(Self.cannotWrite(path, error))
            }
        }
        for (index, page) in pages.enumerated() {
            let path = ScratchFile.actual.path(golden.pageID(index + 1), in: scratch)
            do {
                try page.writePNG(to: path)
                outcome.results[0].actualPagePaths.append(path)
            } catch {
                outcome.log.errors.append(Self.cannotWrite(path, error))
            }
        }
        outcome.results[0].actualPath = outcome.results[0].actualPagePaths.first
        return outcome
    }

    func renderFailure(_ golden: GoldenCase, _ error: Error) -> CaseOutcome {
        let page = golden.options.input
        var reason = Self.reason(error)
        if reason.hasPrefix(page + ": ") { reason.removeFirst(page.count + 2) }
        return CaseOutcome(results: [CaseResult(
            id: golden.id, outcome: .failed(.renderFailed(page: page, reason: reason)), goldenPath: golden.goldenPath,
            maxDifferentPixels: golden.maxDifferentPixels)])
    }

    /// Compares one rendered image with the golden at `goldenPath`; in update mode writes it;
    /// for a failure leaves `<id>.actual.png`, `.expected.png` and `.diff.png` in the scratch
    /// folder.
    func compare(_ actual: RasterImage, with goldenPath: String, id: String, of golden: GoldenCase,
                 scratch: String, expected loaded: GoldenImage? = nil) -> CaseOutcome {
        var outcome = CaseOutcome(results: [CaseResult(
            id: id, outcome: .passed, goldenPath: goldenPath, maxDifferentPixels: golden.maxDifferentPixels)])
        var result: CaseResult {
            get { outcome.results[0] }
            set { outcome.results[0] = newValue }
        }
        var failure: GoldenError?
        var expected: RasterImage?
        var changed = true
        switch loaded ?? GoldenImage.load(goldenPath) {
        case .missing: failure = .missingGolden(path: goldenPath)
        case let .corrupt(reason): failure = .corruptGolden(path: goldenPath, reason: reason)
        case let .decoded(image): expected = image
        }
        if let expected {
            if expected.width != actual.width || expected.height != actual.height {
                failure = .sizeMismatch(path: goldenPath, expected: (expected.width, expected.height),
                                        actual: (actual.width, actual.height))
            } else {
                let comparison = PixelDiff(threshold: golden.threshold).compare(expected, actual)
                result.comparison = comparison
                changed = expected.pixels != actual.pixels
                if comparison.differentPixels > golden.maxDifferentPixels {
                    failure = .tooManyDifferentPixels(path: goldenPath, count: comparison.differentPixels,
                                                      maximum: golden.maxDifferentPixels)
                }
            }
        }

        if options.update == .failing && failure != nil || options.update == .all && changed {
            do {
                try actual.writePNG(to: goldenPath)
                result.outcome = .updated(reason: failure)
                outcome.log.goldens.append(goldenPath)
                return outcome
            } catch {
                outcome.log.errors.append(Self.cannotWrite(goldenPath, error))
            }
        }
        guard let failure else { return outcome }
        result.outcome = .failed(failure)

        func write(_ kind: ScratchFile, _ body: (String) throws -> Void) -> String? {
            let path = kind.path(id, in: scratch)
            do {
                try body(path)
                return path
            } catch {
                outcome.log.errors.append(Self.cannotWrite(path, error))
                return nil
            }
        }
        result.actualPath = write(.actual) { try actual.writePNG(to: $0) }
        if let expected {
            result.expectedPath = write(.expected) { try FileCopy.copy(goldenPath, to: $0) }
            if expected.width == actual.width && expected.height == actual.height {
                let image = DiffImage.make(expected: expected, actual: actual, diff: PixelDiff(threshold: golden.threshold)).image
                result.diffPath = write(.diff) { try image.writePNG(to: $0) }
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
                try AtomicFile.write(to: path) { $0.write(Array(report[keyPath: text].utf8)) }
            } catch {
                report.reportFiles.removeAll { $0 == path }
                report.writeErrors.append(Self.cannotWrite(path, error))
            }
        }
    }

    static func reason(_ error: Error) -> String {
        switch error as? RasterError {
        case let .cannotReadImage(_, reason)?, let .cannotWrite(_, reason)?: reason
        default: SystemReason.text(of: error)
        }
    }

    /// A file `path` could not be written because of `error`, said once: the file the error
    /// names (a folder above `path` that could not be made, say) and its reason in words.
    static func cannotWrite(_ path: String, _ error: Error) -> GoldenError {
        switch error {
        case let RasterError.cannotWrite(path, reason), let FileError.unwritable(path, reason): .cannotWrite(path: path, reason: reason)
        default: .cannotWrite(path: path, reason: reason(error))
        }
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
