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
        var fontMappings: Int { mappings(under: fonts + "/").filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".ttf (deleted)") }.count }

        /// The lines of /proc/self/maps naming a file under `folder`.
        func mappings(under folder: String) -> [Substring] {
            // Read to the end: Foundation reads a file of size 0, as /proc's are, only to 4095 bytes.
            var maps: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 1 << 16)
            let file = open("/proc/self/maps", O_RDONLY)
            defer { close(file) }
            while true {
                let count = read(file, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                maps += buffer[..<count]
            }
            // A file replaced or removed since it was mapped is listed with " (deleted)" after its name.
            return String(decoding: maps, as: UTF8.self).split(separator: "\n").filter { $0.contains(folder) }
        }
    }

    @Test func buildsAfterEditsOpenNoFontFaceAgain() throws {
        let site = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: site.root) }
        let renderers = SiteRenderers()
        #expect(try site.build(renderers) == 1)
        let mapped = site.fontMappings
        #expect(mapped > 0, "the fixture's mappings after a build that drew the page: \(site.mappings(under: site.root))")
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

    @Test func aPagesFontFileSavedAgainIsReadAgain() throws {
        let site = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: site.root) }
        let face = site.root + "/site/face.ttf"
        try FileManager.default.copyItem(atPath: site.fonts + "/NotoSansMono-Regular.ttf", toPath: face)
        func page(_ edit: Int) -> String {
            """
            <!DOCTYPE html><html lang="en"><head><style>
            @font-face { font-family: Face; src: url(face.ttf); }
            p { font: 20px Face, serif }
            </style></head><body><p>Illumination \(edit)</p></body></html>
            """
        }
        func build(_ renderers: SiteRenderers, into output: String) throws -> Data {
            let report = try SiteBuild(options: .init(root: site.root + "/site", output: site.root + "/" + output, languages: ["en"], width: 400,
                                                      progress: false, fontDirectory: site.fonts), renderers: renderers).run()
            #expect(report.failures.isEmpty && report.rendered > 0)
            return try Data(contentsOf: URL(fileURLWithPath: site.root + "/" + output + "/en/face.png"))
        }
        try page(1).write(toFile: site.root + "/site/face.html", atomically: true, encoding: .utf8)
        let renderers = SiteRenderers()
        let mono = try build(renderers, into: "out")
        // The font saved again as another, and the page with it.
        try FileManager.default.removeItem(atPath: face)
        try FileManager.default.copyItem(atPath: site.fonts + "/NotoSans-Bold.ttf", toPath: face)
        try page(2).write(toFile: site.root + "/site/face.html", atomically: true, encoding: .utf8)
        let bold = try build(renderers, into: "out")
        #expect(bold != mono)
        #expect(bold == (try build(SiteRenderers(), into: "fresh")))
    }
}
