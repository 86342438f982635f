import Foundation
import Galley
import Testing

/// An `:icon[name]` with a name Galley has no icon for is shown as its text, with one warning
/// line naming the file, the line and the names there are.
@Suite struct UnknownIconTests {
    @Test func unknownIconIsOneWarningLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "---\nlang: he\n---\n\nלחצו על :icon[banana] ואז :icon[forward].\n\nשוב :icon[banana] וגם `:icon[kiwi]` בקוד.\n"
            .write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        let warnings = try PageRenderer().write(RenderOptions(input: directory + "/page.md"), to: directory + "/page.png")
        let lines = warnings.map(\.description)
        #expect(lines == ["\(directory)/page.md: unknown icon shown as text: banana (line 5); icons are "
                          + "forward, backward, left, right, up, down, check, info, warning, external"], "\(lines)")
        #expect(!lines.joined().contains("\n"))
    }
}
