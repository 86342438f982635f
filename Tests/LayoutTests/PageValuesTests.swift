import Document
import Foundation
import Galley
import ToolSupport
import Testing

/// Where a rendered page's values come from: values.yaml beside it, then its front matter, then
/// the caller's (`--set`), the last one winning; and errors name the file, line and column.
@Suite struct PageValuesTests {
    /// The text of `markdown` rendered to a PDF in a directory that also holds `valuesFile`.
    func renderedText(_ markdown: String, valuesFile: String?, options: (inout RenderOptions) -> Void = { _ in }) throws -> String {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try markdown.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        if let valuesFile { try valuesFile.write(toFile: directory + "/values.yaml", atomically: true, encoding: .utf8) }
        var renderOptions = RenderOptions(input: directory + "/page.md", language: "en")
        options(&renderOptions)
        try PageRenderer().write(renderOptions, to: directory + "/page.pdf")
        return String(decoding: try run("pdftotext", [directory + "/page.pdf", "-"]), as: UTF8.self)
    }

    @Test func valuesFileThenFrontMatterThenCallerLastWins() throws {
        let text = try renderedText("---\nvalues:\n  b: 2\n  c: 2\n---\nvalues a{a} b{b} c{c}\n",
                                    valuesFile: "a: 1\nb: 1\nc: 1\n") { $0.values = MessageValues(["c": .number(3)]) }
        #expect(text.contains("values a1 b2 c3"), "\(text)")
    }

    @Test func missingValueStopsTheRenderWithFileLineAndColumn() throws {
        #expect(throws: DocumentError.self) { try renderedText("# Title\n\nWe have {count, number} files.\n", valuesFile: "files: 2\n") }
        do {
            _ = try renderedText("# Title\n\nWe have {count, number} files.\n", valuesFile: "files: 2\n")
        } catch {
            #expect("\(error)".hasSuffix("/page.md:3:10: no value for 'count'; give it in the front matter 'values:', in values.yaml beside the page, or with --set count=…"))
        }
    }

    @Test func pageWithoutValuesDrawsItsBracesAsText() throws {
        let text = try renderedText("# Title\n\nconst user = {name: \"John\"} and {count, number}\n", valuesFile: nil)
        #expect(text.contains("{name: \"John\"} and {count, number}"), "\(text)")
    }

    @Test func badValuesFileNamesItsLine() throws {
        do {
            _ = try renderedText("x {a}\n", valuesFile: "a: 1\nb: {c: 1}\n")
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasSuffix("/values.yaml:2: value 'b' must be a number, a string, a date or a list of strings"))
        }
    }
}
