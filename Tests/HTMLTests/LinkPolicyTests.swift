import Document
import Foundation
import Galley
import Layout
import LocaleRules
import Shaping
import Testing

/// Markdown links to `javascript:` and its disguises used to become live `href`s in the HTML
/// output (and link annotations in the PDF). The forms below follow the OWASP XSS Filter
/// Evasion Cheat Sheet's script URLs: case, entities with and without `;`, leading zeros,
/// hexadecimal, embedded tab, newline and carriage return, leading spaces and controls, and the
/// other script-capable schemes.
@Suite struct LinkPolicyTests {
    static let refused = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox(1)", "VBScript:x",
        "data:text/html,<script>alert(1)</script>", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "java&#x09;script:alert(1)", "java&#x0A;script:alert(1)", "java&#x0D;script:alert(1)", "java&#9;script:alert(1)",
        "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
        "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
        "&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)", "javascript&colon;alert(1)",
        "jav&Tab;ascript:alert(1)", "java&NewLine;script:alert(1)", "&amp;#106;avascript:alert(1)",
        "\u{1}javascript:alert(1)", "java\u{0}script:alert(1)", "livescript:x", "mocha:x", "file:///etc/passwd",
        "about:blank", "blob:https://example.com/x", "filesystem:x", "jar:x", "view-source:https://example.com",
        "ms-settings:x", "\u{FF4A}avascript:alert(1)", "java%0ascript:x", "x-unknown:y",
    ]
    static let allowed = [
        "https://example.com/a?b=c#d", "http://example.com", "HTTPS://EXAMPLE.COM", "mailto:help@example.com", "tel:+972-3-555-0100",
        "guide/start.html", "../index.html", "#install", "?q=javascript:x", "/help/a.html", "//example.com/x", "page.html#javascript:x",
    ]

    @Test func scriptURLFormsAreRefused() {
        for url in Self.refused { #expect(!LinkPolicy.isAllowed(url), "\(url.debugDescription)") }
    }

    @Test func webMailPhoneRelativeAndAnchorLinksAreKept() {
        for url in Self.allowed { #expect(LinkPolicy.isAllowed(url), "\(url)") }
    }

    /// Written into Markdown (its own escaping aside) the refused links are text in the HTML.
    @Test func htmlOutputHasNoScriptLinks() throws {
        let markdown = Self.refused.enumerated().map { "[link \($0.offset)](<\($0.element.replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: "\n", with: ""))>)" }
            .joined(separator: "\n\n") + "\n\n| a |\n|---|\n| [cell](javascript:alert(1)) |\n\n[ok](https://example.com)\n"
            // Raw HTML links go through the same policy.
            + "\nRaw <a href=\"java&#x09;script:alert(5)\">one</a> <a href=\"ftp://example.com/x\">two</a> <a href=\" data:text/html,x\">three</a>\n"
        let html = try HTMLPageTests.html(markdown, language: "he")
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(hrefs == ["https://example.com"])
        #expect(html.contains("link 0") && html.contains("cell"))
    }

    /// PDF link annotations come from the same display list: only allowed links are in it.
    @Test func pdfLinksAreOnlyAllowedOnes() throws {
        let page = try Page.parse(markdown: "[a](javascript:alert(1)) [b](JaVaScRiPt:x) [c](https://example.com)", fileName: "a.md")
        let options = PageOptions(width: 800, language: try LanguageTag("en"), source: "a.md")
        let laidOut = try PageLayout(options: options, shaper: Shaper(fonts: HTMLPageTests.fonts, language: options.language)).layout(page)
        let targets = laidOut.items.compactMap { item -> String? in
            if case let .link(target, _) = item { return target }
            return nil
        }
        #expect(targets == ["https://example.com"])
    }

    @Test func refusedLinksAreOneWarningLine() throws {
        let folder = NSTemporaryDirectory() + "galley-links-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# T\n\n[a](javascript:alert(1)) [b](vbscript:x)\n\n[c](https://example.com)\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let warnings = try PageRenderer().write(RenderOptions(input: folder + "/a.md"), to: folder + "/a.html")
        #expect(warnings.map(\.description) == ["\(folder)/a.md: links drawn as text, their destination not http:, https:, mailto:, tel:, "
                                                    + "a relative path or an #anchor: javascript:alert(1) (line 3), vbscript:x (line 3)"])
    }
}
