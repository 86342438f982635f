import Foundation
import Galley
import Testing

/// The HTML's stylesheet uses logical properties only, so that one CSS serves LTR and RTL.
struct StylesheetTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// The `<style>` of the Hebrew example's HTML.
    static func stylesheet(language: String) throws -> String {
        let directory = NSTemporaryDirectory() + "galley-css-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try PageRenderer().write(RenderOptions(input: examples + "/help.md", language: language), to: directory + "/page.html")
        let html = try String(contentsOfFile: directory + "/page.html", encoding: .utf8)
        let start = try #require(html.range(of: "<style>")), end = try #require(html.range(of: "</style>"))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test(arguments: ["en", "he", "ar"])
    func stylesheetHasNoPhysicalLeftOrRightProperty(language: String) throws {
        let css = try Self.stylesheet(language: language)
        #expect(css.contains("padding-inline-start"))
        // A property named left/right, or with a -left/-right part (margin-left, border-right-width).
        let physical = try Regex(#"(?m)(^|[\s;{])[a-z-]*\b(left|right)\b[a-z-]*\s*:"#)
        let matches = css.matches(of: physical).map { String(css[$0.range]) }
        #expect(matches.isEmpty, "physical properties: \(matches)")
        // Floats only to a logical side (the task check box: float: inline-start).
        #expect(css.matches(of: try Regex(#"float\s*:\s*(left|right)"#)).isEmpty)
    }
}
