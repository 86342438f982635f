import Foundation
import Golden
import Testing

/// The reftest runner on reftests written here, rendered by Galley: a bidi override that a
/// test depends on, removed, fails the run; expectations turn failures into known ones.
@Suite struct ReftestRunnerTests {
    /// A folder with a list, its tests and references, removed by `remove()`.
    struct Folder {
        let path = NSTemporaryDirectory() + "galley-reftests-" + UUID().uuidString

        init(_ files: [String: String]) throws {
            for (name, text) in files {
                let file = path + "/" + name
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            }
        }

        func run(expectations: String? = nil, filter: String? = nil) throws -> ReftestReport {
            let known = try expectations.map { text in
                try text.write(toFile: path + "/expectations.txt", atomically: true, encoding: .utf8)
                return try ReftestExpectations(path: path + "/expectations.txt")
            }
            return ReftestRunner(list: try ReftestList(path: path + "/list.txt"), expectations: known ?? .init(),
                                 options: .init(filter: filter, scratch: path + "/scratch", jobs: 2, progress: false)).run()
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `abc def` drawn right to left by an override, and its reference typed reversed.
    static func overridden(_ unicodeBidi: String, link: String = "match") -> String {
        """
        <!DOCTYPE html><link rel=\(link) href="reference/override-ref.html">
        <p><span style="unicode-bidi: \(unicodeBidi); direction: rtl">abc def</span></p>
        """
    }

    static let files = [
        "list.txt": "# paths relative to tests/\noverride.html\nno-override.html\n",
        "tests/override.html": overridden("bidi-override"),
        "tests/no-override.html": overridden("normal"),
        "tests/reference/override-ref.html": "<!DOCTYPE html><p>fed cba</p>",
    ]

    @Test func latinOverrideMatchesItsReversedReferenceAndNormalFailsTheRun() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let report = try folder.run()
        #expect(report.results.map(\.test) == ["override.html", "no-override.html"])
        #expect(report.results.first?.outcome == .passed, Comment(rawValue: report.summary))
        guard case let .failed(.differs(test, reference, pixels, _))? = report.results.last?.outcome else {
            Issue.record("no-override.html did not fail by its pixels: \(report.summary)")
            return
        }
        #expect(test == folder.path + "/tests/no-override.html" && reference == folder.path + "/tests/reference/override-ref.html")
        #expect(pixels > 50)
        #expect(!report.passed)
        #expect(report.summary.hasSuffix("\n1 passed, 1 failed, 0 expected to fail"), Comment(rawValue: report.summary))
        // The failure's three images and the report that shows them.
        let failure = try #require(report.failures.first)
        for path in [failure.actualPath, failure.expectedPath, failure.diffPath] {
            #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true)
        }
        let html = try String(contentsOfFile: try #require(report.reportFile), encoding: .utf8)
        #expect(html.contains("no-override.html.test.png") && html.contains("no-override.html.diff.png"))
    }

    @Test func listedFailureIsExpectedAndListedPassIsReportedWithoutFailing() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let report = try folder.run(expectations: """
            # known failures
            no-override.html   the override is the test
            override.html      listed although it passes
            """)
        #expect(report.passed, Comment(rawValue: report.summary))
        #expect(report.summary.contains("override.html passes now: remove it from \(folder.path)/expectations.txt:3"))
        #expect(report.summary.hasSuffix("\n1 passed, 0 failed, 1 expected to fail"))
    }

    @Test func mismatchReferenceRenderedAlikeFails() throws {
        var files = Self.files
        files["tests/override.html"] = Self.overridden("bidi-override", link: "mismatch")
        let folder = try Folder(files)
        defer { folder.remove() }
        let report = try folder.run(filter: "/override.html,override.html")
        #expect(report.results.first?.outcome == .failed(.matchesMismatch(
            test: folder.path + "/tests/override.html", reference: folder.path + "/tests/reference/override-ref.html")))
    }

    @Test func expectationWithoutReasonNamesItsLine() throws {
        let folder = try Folder(["expectations.txt": "# known\n\nbidi-001.xht\n"])
        defer { folder.remove() }
        #expect(throws: ReftestError.malformedExpectation(path: folder.path + "/expectations.txt", line: 3,
                                                           message: "bidi-001.xht has no reason; write `<test> <why it fails>`")) {
            try ReftestExpectations(path: folder.path + "/expectations.txt")
        }
    }

    @Test func fuzzyMetaAsWPTWritesIt() throws {
        let named = try #require(Fuzziness("maxDifference=0-2;totalPixels=0-300"))
        #expect(named == Fuzziness(maxDifference: 0...2, totalPixels: 0...300))
        #expect(named.allows(maxDifference: 2, differentPixels: 300) && !named.allows(maxDifference: 3, differentPixels: 1))
        let exactCounts = try #require(Fuzziness("ref.html:5;10-20"))
        #expect(exactCounts == Fuzziness(maxDifference: 5...5, totalPixels: 10...20, reference: "ref.html"))
        #expect(!exactCounts.allows(maxDifference: 4, differentPixels: 15) && exactCounts.allows(maxDifference: 0, differentPixels: 0))
        #expect(Fuzziness("totalPixels=0-3;maxDifference=0-1") == nil)
        #expect(Fuzziness("5") == nil)
    }
}
