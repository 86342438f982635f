import Foundation
import Galley
import Testing

/// A page's language: `--lang`, else its front matter's, else its file name's (as a site names a
/// translation), else English.
@Suite struct PageLanguageTests {
    /// The `<html>` tag of the HTML output of `text` saved as `name`, rendered with `language`.
    func htmlTag(_ name: String, _ text: String, language: String? = nil) throws -> String {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/" + name, language: language), to: directory + "/out.html")
        let html = try String(contentsOfFile: directory + "/out.html", encoding: .utf8)
        return String(try #require(html.firstMatch(of: /<html[^>]*>/)).0)
    }

    @Test func aTranslationRenderedAloneIsInTheLanguageItsNameGives() throws {
        let tag = try htmlTag("azd-changelog.ur.md", "# تبدیلی کی فہرست\n")
        #expect(tag.contains("lang=\"ur\"") && tag.contains("dir=\"rtl\""), "\(tag)")
    }

    @Test func frontMatterAndTheCommandLineComeFirstAndOtherDotsAreNoLanguage() throws {
        #expect(try htmlTag("help.ur.md", "---\nlang: fa\n---\n# راهنما\n").contains("lang=\"fa\""))
        #expect(try htmlTag("help.ur.md", "# Help\n", language: "de").contains("lang=\"de\""))
        let versioned = try htmlTag("notes.v2.md", "# Notes\n")
        #expect(versioned.contains("lang=\"en\"") && !versioned.contains("rtl"), "\(versioned)")
    }
}
