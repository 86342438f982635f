import ArgumentParser
import Files
import Foundation
import Golden

/// `render check Golden/`: renders every case of a golden suite, compares each with its golden
/// PNG, writes actual and diff images and a report for the failures, and exits non-zero when
/// any case fails.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render check",
        abstract: "Render every case of a golden suite and compare it with its golden PNG.",
        discussion: """
            A suite is a folder with a manifest.yaml and the golden PNGs <page>.<lang>.<variant>.png. Failures \
            write <case>.actual.png, <case>.expected.png and <case>.diff.png (changed pixels red, anti-aliasing \
            yellow) and report.html / summary.md into the scratch folder.
            """)

    @Argument(help: "The suite folder, with its manifest.yaml.")
    var suite: String = "Golden"

    @Flag(help: "Re-bless the failing cases (or, with --filter, the named ones) and say which files were written.")
    var update = false

    @Flag(help: "Re-bless every selected case whose pixels changed at all, even within its budget.")
    var updateAll = false

    @Option(help: "Comma-separated case ids, page names, languages or variants to run (e.g. help.he,ar).")
    var filter: String?

    @Option(help: "Run one slice of the suite, i/n (e.g. 2/4), for splitting it across CI jobs.")
    var shard: String?

    @Option(help: "Where failures' images and the report go. Default: <suite>/.scratch.")
    var scratch: String?

    @Option(help: "How many cases render at once. Default: the number of cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Render pages and images even outside the suite folder's parent (a manifest `root` elsewhere).")
    var allowOutside = false

    func run() throws {
        do {
            guard jobs >= 1 else { throw ValidationFailure("--jobs is \(jobs): it must be 1 or more") }
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
}
