import Foundation
import Testing

/// `render explain-style`: the built command prints each matched element's computed values and
/// the rule each came from, in the cascade Galley styles the page with.
@Suite struct ExplainStyleCommandTests {
    /// Runs `render explain-style arguments…`: exit status, standard output, standard error.
    private func explain(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderCommand)
        process.arguments = ["explain-style"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complaint, as: UTF8.self))
    }

    /// The line of `output` that gives `property`, with its value and source squeezed to single spaces.
    private func line(_ property: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix("  \(property): ") }
            .map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test func hebrewHTMLPageNamesTheStyleElementTheStylesheetAndInheritance() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            <!DOCTYPE html>
            <html lang="he" dir="rtl">
            <head><style>
            p.note { color: #b00020; margin-inline-start: 24px }
            </style></head>
            <body>
            <p>פסקה</p>
            <p class="note">הערה</p>
            </body></html>
            """.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        try ".note { font-weight: 700 }".write(toFile: folder + "/brand.css", atomically: true, encoding: .utf8)
        let (status, output, error) = try explain(["p.note", folder + "/page.html", "--stylesheet", folder + "/brand.css"])
        #expect(status == 0, "\(error)")
        #expect(output.hasPrefix("p.note (line 8)\n"))
        #expect(line("color", in: output) == "color: rgb(176 0 32) ← p.note (\(folder)/page.html:3 <style>)")
        // A logical side resolved against the element's direction: the start of a right-to-left paragraph is its right.
        #expect(line("margin-right", in: output) == "margin-right: 24px ← p.note (\(folder)/page.html:3 <style>)")
        #expect(line("margin-left", in: output) == nil)
        #expect(line("font-weight", in: output) == "font-weight: 700 ← .note (\(folder)/brand.css)")
        #expect(line("direction", in: output) == "direction: rtl ← inherited")
        // A border's colour is its initial currentcolor, the element's own colour: not inherited.
        #expect(line("border-top-color", in: output) == "border-top-color: rgb(176 0 32) ← initial value")
        // Only the element the selector matches: the first paragraph is not explained.
        #expect(!output.contains("line 7"))
    }

    @Test func markdownPageTakesItsTranslationAndHelpSheet() throws {
        let (status, output, error) = try explain(["h1", examplesDirectory + "/help.md", "--lang", "he"])
        #expect(status == 0, "\(error)")
        #expect(output.hasPrefix("h1 (line 6)\n"))
        #expect(line("font-size", in: output) == "font-size: 30px ← h1 (help.css)")
        #expect(line("direction", in: output) == "direction: rtl ← inherited")
    }

    @Test func selectorMatchingNothingSaysSo() throws {
        let (status, output, _) = try explain(["video", examplesDirectory + "/help.he.md"])
        #expect(status == 0)
        #expect(output == "no element of \(examplesDirectory)/help.he.md matches 'video'\n")
    }

    @Test func invalidSelectorIsAOneLineError() throws {
        let (status, output, error) = try explain(["p[", examplesDirectory + "/help.he.md"])
        #expect(status == 1)
        #expect(output.isEmpty)
        #expect(error == "error: 'p[' is not a valid CSS selector list\n")
    }
}
