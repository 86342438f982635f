import DisplayList
import Document
import Foundation
import Galley
import Layout
import Testing

/// Images on the web are never fetched: drawn as their alt text in a box, named in a warning,
/// or read from a folder of copies.
@Suite struct RemoteImageTests {
    static let readme = """
        # گالی

        [![Build](https://img.shields.io/github/workflow/ci.yml)](https://github.com/acme/galley) ![](https://img.shields.io/badge/swift-6.0-orange.svg)

        ![Screenshot](https://cdn.example.com/shots/main.png)
        """

    @Test func persianBadgesAreTheirAltTextInBoxesWithoutKeepGoing() throws {
        let page = try layOut(Self.readme, language: "fa")
        #expect(page.remoteImages.map(\.source) == ["https://img.shields.io/github/workflow/ci.yml",
                                                     "https://img.shields.io/badge/swift-6.0-orange.svg",
                                                     "https://cdn.example.com/shots/main.png"])
        #expect(page.remoteImages.map(\.line) == [3, 3, 5])
        let texts = page.glyphRuns.map(\.text).joined()
        for label in ["Build", "swift-6.0-orange", "Screenshot"] { #expect(texts.contains(label), "\(label) in \(texts)") }
        let boxes = page.items.compactMap { if case let .roundedRectangle(rect, _, _) = $0 { rect } else { nil } }
        #expect(boxes.count == 3)
        // As tall as the text, about: a badge is a word-sized box, not a figure.
        for box in boxes { #expect(box.height > 12 && box.height < 20, "\(box)") }
        // On a right-to-left page the first badge is the rightmost.
        let build = try #require(page.glyphRuns.first { $0.text.contains("Build") }?.glyphs.first?.position.x)
        let swift = try #require(page.glyphRuns.first { $0.text.contains("swift") }?.glyphs.first?.position.x)
        #expect(build > swift)
    }

    @Test func copiesAreReadFromTheImagesFolder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let copy = directory + "/mirror/cdn.example.com/shots"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "Examples/images/formula-bar.png", toPath: copy + "/main.png")
        let page = try Page.parse(markdown: "![Screenshot](https://cdn.example.com/shots/main.png?v=2)", fileName: directory + "/page.md")
        let options = PageOptions(language: tag("fa"), source: directory + "/page.md", imagesFrom: directory + "/mirror")
        let laidOut = try PageLayout(options: options, shaper: shaper("fa")).layout(page)
        #expect(laidOut.remoteImages.isEmpty)
        #expect(laidOut.items.contains { if case let .image(path, _, _, _) = $0 { path.hasSuffix("cdn.example.com/shots/main.png") } else { false } })
    }

    @Test func urlsNeverReachOutsideTheImagesFolder() {
        #expect(RemoteImage.copy(of: "https://h.com/a/../../etc/passwd", in: "m") == nil)
        #expect(RemoteImage.copy(of: "https://h.com/a/%2e%2e/x.png", in: "m") == nil)
        #expect(RemoteImage.copy(of: "https://h.com/a%2Fb.png", in: "m") == nil)
        #expect(RemoteImage.copy(of: "https:///x.png", in: "m") == nil)
        #expect(RemoteImage.copy(of: "//h.com/a/b.png#x", in: "m") == "m/h.com/a/b.png")
        #expect(RemoteImage.copy(of: "images/a.png", in: "m") == nil)
    }

    /// A heading's `{#id}` is its anchor in the PDF's destinations and outline, and its HTML id.
    @Test func headingIdNamesTheAnchorAndIsNotDrawn() throws {
        let page = try layOut("## למה JSX? {#why-jsx}\n\n## למה JSX?\n", language: "he")
        let anchors = page.items.compactMap { if case let .heading(_, title, anchor, _) = $0 { "\(title)|\(anchor)" } else { nil } }
        #expect(anchors == ["למה JSX?|why-jsx", "למה JSX?|למה-jsx"])
        #expect(!page.glyphRuns.map(\.text).joined().contains("{#"))
    }

    /// A badge's address can be a kilobyte of data: URL (its logo): the warning shows each
    /// address's first 60 characters, so the line stays readable.
    @Test func longAddressesAreCutInTheWarning() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let badge = "https://img.shields.io/badge/RU-flag.svg?logo=data:image/svg+xml;base64," + String(repeating: "PHN2Zy", count: 200)
        try "# گالی\n\n![RU](\(badge))\n".write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        let warnings = try PageRenderer().write(RenderOptions(input: directory + "/page.md", language: "fa", width: 400), to: directory + "/page.png")
        let line = try #require(warnings.first).description
        #expect(line.contains(String(badge.prefix(60)) + "… (line 3)") && !line.contains(String(badge.prefix(61))), "\(line)")
        #expect(line.count < 300)
    }

    /// A badge without alt text is drawn as its file name, escapes decoded as a browser shows an address.
    @Test func badgeWithoutAltTextIsItsDecodedFileName() throws {
        let page = try layOut("![](https://img.shields.io/badge/%F0%9F%93%9A%20godoc-pkg-00ACD7.svg?style=flat)\n", language: "fa")
        let texts = page.glyphRuns.map(\.text).joined()
        #expect(texts.contains("📚") && texts.contains("godoc-pkg-00ACD7") && !texts.contains("%"), "\(texts)")
    }
}
