import Foundation
import Shaping
import Site
import Testing

/// Builds that share one `SiteRenderers`, as `render serve` builds on every save.
@Suite struct SiteRenderersTests {
    /// A site with a Hebrew page, and a copy of the bundled fonts of its own (so that the font
    /// files mapped into this process by other tests are not counted).
    struct Fixture {
        let root: String
        var page: String { root + "/site/help.he.md" }
        var fonts: String { root + "/fonts" }

        init() throws {
            root = try makeSite(["help.md": "# Help\n\nThe English page.\n", "help.he.md": Self.hebrew(1)])
            try FileManager.default.copyItem(atPath: FontContext.bundledDirectory, toPath: fonts)
        }

        static func hebrew(_ edit: Int) -> String {
            "# עזרה\n\nגרסה \(edit) של הדף, עם **הדגשה** ו-`code`.\n"
        }

        /// Builds the Hebrew page; how many outputs were rendered.
        @discardableResult
        func build(_ renderers: SiteRenderers) throws -> Int {
            let report = try SiteBuild(options: .init(root: root + "/site", output: root + "/out", languages: ["he"], width: 400, jobs: 2,
                                                      progress: false, fontDirectory: fonts), renderers: renderers).run()
            #expect(report.failures.isEmpty)
            return report.rendered
        }

        /// How many mappings of the copied font files this process has: FreeType maps a file
        /// for each face it opens, and unmaps it when the face is freed.
        var fontMappings: Int {
            let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
            return maps.split(separator: "\n").filter { $0.hasSuffix(".ttf") && $0.contains(fonts + "/") }.count
        }
    }

    @Test func buildsAfterEditsOpenNoFontFaceAgain() throws {
        let site = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: site.root) }
        let renderers = SiteRenderers()
        #expect(try site.build(renderers) == 1)
        let mapped = site.fontMappings
        #expect(mapped > 0)
        for edit in 2...6 {
            try Fixture.hebrew(edit).write(toFile: site.page, atomically: true, encoding: .utf8)
            #expect(try site.build(renderers) == 1)
        }
        // Renderers made anew for each build leave each build's faces with Cairo, their files mapped.
        #expect(site.fontMappings == mapped)
    }

    @Test func aPageDrawnAgainWithTheSameRenderersIsTheSameFile() throws {
        let site = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: site.root) }
        let renderers = SiteRenderers()
        let png = site.root + "/out/he/help.png"
        try site.build(renderers)
        let first = try Data(contentsOf: URL(fileURLWithPath: png))
        try Fixture.hebrew(2).write(toFile: site.page, atomically: true, encoding: .utf8)
        try site.build(renderers)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) != first)
        try Fixture.hebrew(1).write(toFile: site.page, atomically: true, encoding: .utf8)
        try site.build(renderers)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == first)
    }

    @Test func aChangedFileAmongTheFontsRendersThePagesAgain() throws {
        let site = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: site.root) }
        let renderers = SiteRenderers()
        #expect(try site.build(renderers) == 1)
        #expect(try site.build(renderers) == 0)
        let license = try FileHandle(forWritingTo: URL(fileURLWithPath: site.fonts + "/OFL.txt"))
        try license.seekToEnd()
        try license.write(contentsOf: Data("\n".utf8))
        try license.close()
        #expect(try site.build(renderers) == 1)
        #expect(try site.build(renderers) == 0)
    }
}
