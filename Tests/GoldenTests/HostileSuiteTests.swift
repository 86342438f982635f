import Foundation
import Golden
import Raster
import Testing

/// A golden or a manifest that is a FIFO used to block `render check` forever.
@Suite struct HostileSuiteTests {
    @Test func fifoAsAGoldenIsACaseFailureNotAHang() throws {
        let suite = try TemporarySuite(manifest: "- page: a.md\n  language: en\n", pages: ["a.md": "A"])
        defer { suite.remove() }
        #expect(mkfifo(suite.path("a.en.w800.png"), 0o600) == 0)
        let report = try suite.run()
        #expect(report.failures.first?.outcome == .failed(.corruptGolden(path: suite.path("a.en.w800.png"),
                                                                          reason: "is a FIFO, not a regular file")))
    }

    @Test func fifoAsTheManifestIsAnErrorNotAHang() throws {
        let suite = try TemporarySuite(manifest: "")
        defer { suite.remove() }
        try FileManager.default.removeItem(atPath: suite.path("manifest.yaml"))
        #expect(mkfifo(suite.path("manifest.yaml"), 0o600) == 0)
        #expect(throws: GoldenError.unreadableManifest(path: suite.path("manifest.yaml"), reason: "is a FIFO, not a regular file")) {
            try GoldenSuite(folder: suite.folder)
        }
    }

    /// Ten figures of one image used to decode it twenty times (a check and a paint each).
    @Test func anImageIsDecodedOncePerPage() throws {
        let suite = try TemporarySuite(manifest: "")
        defer { suite.remove() }
        let path = suite.path("one.png")
        try Drawing.text("x", x: 2, y: 10).writePNG(to: path)
        let cache = ImageCache()
        let first = try cache.image(path)
        try FileManager.default.removeItem(atPath: path)
        #expect(try cache.image(path) == first)
        cache.removeAll()
        #expect(throws: RasterError.cannotReadImage(path: path, reason: "no such file")) { try cache.image(path) }
    }
}
