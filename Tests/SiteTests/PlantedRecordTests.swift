import Foundation
import Site
import Testing

/// A build record planted in the output folder used to make the next build delete the site's
/// own pages, unrelated files or folders anywhere. Each planted entry is now ignored with a
/// warning, and nothing outside the output folder changes.
@Suite struct PlantedRecordTests {
    /// The five ways out: `..`, an absolute path, a symbolic link to a folder outside, a
    /// symbolic link as the file itself, and a path that is not a Galley output (the record file).
    static let ways: [(output: String, page: String, problem: String)] = [
        ("../precious.txt", "gone", "not a path inside the output folder"),
        ("../site/index.md", "gone", "not a path inside the output folder"),
        ("PLACEHOLDER/precious.txt", "gone", "not a path inside the output folder"),
        ("he/link/precious.png", "link/precious", "is not a folder"),
        ("he/file.png", "file", "is not a regular file"),
        ("en/x.md", "x", "not a file Galley writes"),
        ("fonts/NotoSans-Regular.png", "NotoSans-Regular", "'fonts' is not a language folder"),
        ("he/index.png", "elsewhere", "not the output of its page 'elsewhere'"),
        ("he/precious.txt\u{0}.png", "precious.txt\u{0}", "not a path inside the output folder"),
    ]

    @Test func plantedEntriesPointingOutsideTouchNothingOutside() throws {
        let root = try makeSite(["index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try "keep".write(toFile: root + "/precious.txt", atomically: true, encoding: .utf8)
        try "keep".write(toFile: root + "/precious.png", atomically: true, encoding: .utf8)
        try manager.createDirectory(atPath: root + "/out/he", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/out/he/link", withDestinationPath: root)
        try manager.createSymbolicLink(atPath: root + "/out/he/file.png", withDestinationPath: root + "/precious.png")
        var outputs: [String: Any] = [:]
        for way in Self.ways {
            let output = way.output.replacingOccurrences(of: "PLACEHOLDER", with: root)
            outputs[output] = ["hash": "0", "page": way.page, "size": 4, "digest": "0"]
        }
        let record = try JSONSerialization.data(withJSONObject: ["outputs": outputs, "pages": [:] as [String: Any]])
        try record.write(to: URL(fileURLWithPath: root + "/out/.galley-build.json"))
        let before = try snapshot(root, leaving: root + "/out")

        let report = try SiteBuild(options: .init(root: root + "/site", output: root + "/out", languages: ["he"], width: 200,
                                                  jobs: 1, progress: false)).run()
        #expect(report.removed.isEmpty)
        #expect(report.failures.isEmpty)
        #expect(try snapshot(root, leaving: root + "/out") == before)
        #expect(try String(contentsOfFile: root + "/precious.txt", encoding: .utf8) == "keep")
        #expect(try String(contentsOfFile: root + "/precious.png", encoding: .utf8) == "keep")
        #expect(manager.fileExists(atPath: root + "/site/index.md"))
        for way in Self.ways {
            let output = way.output.replacingOccurrences(of: "PLACEHOLDER", with: root)
            // Messages show a NUL escaped, as Swift writes it.
            let shown = output.replacingOccurrences(of: "\u{0}", with: "\\u{0}")
            #expect(report.warnings.contains { $0.contains("ignored the entry '\(shown)'") && $0.contains(way.problem) }, "\(shown)")
        }
    }

    /// Every file outside `excluded` below `root`, with its contents (links as their targets).
    func snapshot(_ root: String, leaving excluded: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: root) where !(root + "/" + name).hasPrefix(excluded) {
            let path = root + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[name] = "-> " + target
            } else {
                files[name] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(folder)"
            }
        }
        return files
    }
}

/// Found by Fuzz/run site: a page whose name held a tab or a backslash had its record entry
/// refused as "not a path inside the output folder", so it was rendered again on every build.
@Suite struct OddPageNameTests {
    @Test(arguments: ["a\tb", "c\\d", "e\u{1B}f", "g\u{FFFD}h"])
    func pageWithAnOddNameIsUnchangedOnTheNextBuild(name: String) throws {
        let root = try makeSite([name + ".md": "# A\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        func build() throws -> SiteReport {
            try SiteBuild(options: .init(root: root + "/site", output: root + "/out", languages: ["en"], width: 200, jobs: 1,
                                         progress: false)).run()
        }
        #expect(try build().rendered == 1)
        let again = try build()
        #expect(again.rendered == 0 && again.unchanged == 1 && again.warnings.isEmpty)
    }
}
