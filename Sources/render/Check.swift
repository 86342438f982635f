import ArgumentParser
import Files
import Foundation
import Golden

/// `render check Golden/`: renders every case of a golden suite, compares each with its golden
/// PNG, writes actual and diff images and a report for the failures, and exits non-zero when
/// any case fails. `render check --reftests LIST` runs a list of CSS WG / WPT reftests instead.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render check",
        abstract: "Render every case of a golden suite and compare it with its golden PNG.",
        discussion: """
            A suite is a folder with a manifest.yaml and the golden PNGs <page>.<lang>.<variant>.png. Failures \
            write <case>.actual.png, <case>.expected.png and <case>.diff.png (changed pixels red, anti-aliasing \
            yellow) and report.html / summary.md into the scratch folder.

            With --reftests LIST, each test of the list (one path a line, relative to tests/ beside it) and its \
            <link rel=match>/<link rel=mismatch> references are rendered as an 800x600 browser viewport with the \
            HTML user-agent defaults, and compared pixel for pixel (within <meta name=fuzzy>). Tests listed in \
            --expectations (`<test> <reason>` a line) may fail; the last line reads `N passed, M failed, K expected to fail`.
            """)

    @Argument(help: "The suite folder, with its manifest.yaml.")
    var suite: String = "Golden"

    @Option(help: ArgumentHelp("Run the reftests of this list instead of a golden suite.", valueName: "list"))
    var reftests: String?

    @Option(help: ArgumentHelp("With --reftests: the tests known to fail, each with its reason.", valueName: "file"))
    var expectations: String?

    @Flag(help: "Re-bless the failing cases (or, with --filter, the named ones) and say which files were written.")
    var update = false

    @Flag(help: "Re-bless every selected case whose pixels changed at all, even within its budget.")
    var updateAll = false

    @Option(help: "Comma-separated case ids, page names, languages or variants to run (e.g. help.he,ar).")
    var filter: String?

    @Option(help: "Run one slice of the suite, i/n (e.g. 2/4), for splitting it across CI jobs.")
    var shard: String?

    @Option(help: "Where failures' images and the report go. Default: <suite>/.scratch, out/reftests with --reftests.")
    var scratch: String?

    @Option(help: "How many cases render at once. Default: the number of cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Render pages and images even outside the suite folder's parent (a manifest `root` elsewhere).")
    var allowOutside = false

    func run() throws {
        do {
            guard jobs >= 1 else { throw ValidationFailure("--jobs is \(jobs): it must be 1 or more") }
            if let reftests { return try runReftests(reftests) }
            guard expectations == nil else { throw ValidationFailure("--expectations needs --reftests") }
            let suite = try GoldenSuite(folder: suite, allowOutside: allowOutside)
            let options = GoldenRunner.Options(update: updateAll ? .all : update ? .failing : .off, filter: filter,
                                               shard: try shard.map(Shard.init), scratch: scratch, jobs: jobs)
            let report = GoldenRunner(suite: suite, options: options).run()
            print(report.summary.split(separator: "\n", omittingEmptySubsequences: false).map { Escaped(String($0)).description }
                .joined(separator: "\n"))
            if !report.passed { Foundation.exit(1) }
        } catch {
            Render.fail(error)
        }
    }

    func runReftests(_ path: String) throws {
        guard !update && !updateAll && shard == nil else { throw ValidationFailure("--update and --shard are for golden suites, not --reftests") }
        let runner = ReftestRunner(list: try ReftestList(path: path), expectations: try expectations.map { try ReftestExpectations(path: $0) } ?? .init(),
                                   options: .init(filter: filter, scratch: scratch ?? "out/reftests", jobs: jobs))
        let report = runner.run()
        print(report.summary.split(separator: "\n", omittingEmptySubsequences: false).map { Escaped(String($0)).description }
            .joined(separator: "\n"))
        if !report.passed { Foundation.exit(1) }
    }
}
