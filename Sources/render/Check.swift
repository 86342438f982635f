import CommandSyntax
import Files
import Foundation
import Golden

/// `render check Golden/`: renders every case of a golden suite, compares each with its golden
/// PNG, writes actual and diff images and a report for the failures, and exits non-zero when
/// any case fails. `render check --reftests LIST` runs a list of CSS WG / WPT reftests instead.
struct Check {
    static let utility = Utility(
        name: "render check",
        abstract: "Render every case of a golden suite and compare it with its golden PNG.",
        discussion: """
            A suite is a folder with a manifest.yaml and the golden PNGs <page>.<lang>.<variant>.png. Failures \
            write <case>.actual.png, <case>.expected.png and <case>.diff.png (changed pixels red, anti-aliasing \
            yellow) and report.html / summary.md into the scratch folder.
            With --reftests LIST, each test of the list (one path a line, relative to tests/ beside it) and its \
            <link rel=match>/<link rel=mismatch> references are rendered as an 800x600 browser viewport with the \
            HTML user-agent defaults, and compared pixel for pixel (within <meta name=fuzzy>). Tests listed in \
            --expectations (`<test> <reason>` a line) may fail; the last line reads `N passed, M failed, K expected to fail`.
            """,
        operands: [Operand("suite", help: "The suite folder, with its manifest.yaml. (default: Golden)", optional: true)],
        options: [
            .value("reftests", valueName: "list", help: "Run the reftests of this list instead of a golden suite."),
            .value("expectations", valueName: "file", help: "With --reftests: the tests known to fail, each with its reason."),
            .flag("update", help: "Re-bless the failing cases (or, with --filter, the named ones) and say which files were written."),
            .flag("update-all", help: "Re-bless every selected case whose pixels changed at all, even within its budget."),
            .value("filter", help: "Comma-separated case ids, page names, languages or variants to run (e.g. help.he,ar)."),
            .value("shard", help: "Run one slice of the suite, i/n (e.g. 2/4), for splitting it across CI jobs."),
            .value("scratch", help: "Where failures' images and the report go. Default: <suite>/.scratch, out/reftests with --reftests."),
            .value("jobs", help: "How many cases render at once. Default: the number of cores."),
            .flag("allow-outside", help: "Render pages and images even outside the suite folder's parent (a manifest `root` elsewhere)."),
        ])

    let suite: String
    let reftests: String?
    let expectations: String?
    let update: Bool
    let updateAll: Bool
    let filter: String?
    let shard: String?
    let scratch: String?
    let jobs: Int
    let allowOutside: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        suite = arguments.operand("suite") ?? "Golden"
        reftests = arguments.value("reftests")
        expectations = arguments.value("expectations")
        update = arguments.flag("update")
        updateAll = arguments.flag("update-all")
        filter = arguments.value("filter")
        shard = arguments.value("shard")
        scratch = arguments.value("scratch")
        jobs = try arguments.integer("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        allowOutside = arguments.flag("allow-outside")
    }

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
