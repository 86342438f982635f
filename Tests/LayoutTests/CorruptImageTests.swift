import Foundation
import Galley
import Layout
import Testing

/// An image whose PNG header is sound but whose data is not: the page fails at the figure's
/// Markdown line, or with --keep-going gets a placeholder, instead of failing in the rasterizer.
@Suite struct CorruptImageTests {
    func page() throws -> (markdown: String, output: String) {
        let directory = try temporaryDirectory()
        let good = try Data(contentsOf: URL(fileURLWithPath: examplesDirectory + "/images/formula-bar.png"))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: directory + "/broken.png"))
        let markdown = directory + "/page.md"
        try "# שלום\n\n![שבור](broken.png \"כיתוב\")\n".write(toFile: markdown, atomically: true, encoding: .utf8)
        return (markdown, directory + "/page.png")
    }

    @Test func truncatedImageIsAnErrorNamingTheMarkdownLine() throws {
        let (markdown, output) = try page()
        #expect {
            try PageRenderer().write(RenderOptions(input: markdown, language: "he"), to: output)
        } throws: { error in
            "\(error)" == "\(markdown):3: image broken.png is corrupt: read beyond end of data (use --keep-going to draw a placeholder)"
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func truncatedImageWithKeepGoingRendersAPlaceholder() throws {
        let (markdown, output) = try page()
        try PageRenderer().write(RenderOptions(input: markdown, language: "he", keepGoing: true), to: output)
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
