import Document
import FontFiles
import Foundation
import Galley
import Layout
import Shaping
import Style
import Testing
import ToolSupport

/// Fonts a page names in CSS (CSS Fonts 4 §4, §5): `@font-face` files in TrueType, WOFF and
/// WOFF2, the fonts of a named folder (the reftests' Ahem), generic families, and what a bad or
/// forbidden file does: a warning, and the next family. Ahem (Tests/Corpus/fonts) draws every
/// letter as a box of known size, so pixels can be counted.
@Suite struct WebFontTests {
    static let corpus = repositoryRoot + "/Tests/Corpus/fonts"

    /// A folder holding a copy of the corpus's Ahem files, as a page's folder would.
    private func siteWithAhem() throws -> String {
        let site = try temporaryDirectory()
        for name in ["ahem.ttf", "ahem.woff", "ahem.woff2"] {
            try FileManager.default.copyItem(atPath: Self.corpus + "/" + name, toPath: site + "/" + name)
        }
        return site
    }

    @Test func woffAndWoff2UnpackToTheTrueTypeFontsGlyphs() throws {
        #expect(SfntFont.format(Array("wOF2".utf8)) == .woff2)
        #expect(SfntFont.format([0, 1, 0, 0]) == .sfnt)
        let faces = try ["ttf", "woff", "woff2"].map { fonts.face(at: try fonts.addFace(path: Self.corpus + "/ahem." + $0)) }
        let ttf = try SfntFont.bytes(ofFile: Self.corpus + "/ahem.ttf")
        #expect(try SfntFont.bytes(ofFile: Self.corpus + "/ahem.woff").prefix(4).elementsEqual([0, 1, 0, 0]))
        #expect(ttf.count == 13884)
        for face in faces {
            #expect(face.covers("X"))
            #expect(!face.covers("א"))
            #expect(face.ascender == 0.8 && face.descender == -0.2)
            #expect(face.familyNames.contains("Ahem"))
        }
        // Each file is read once: adding it again names the same face.
        #expect(try fonts.addFace(path: Self.corpus + "/ahem.woff") == fonts.addFace(path: Self.corpus + "/ahem.woff"))
    }

    @Test func hostileFontFilesAreErrorsNamingTheFile() throws {
        let folder = try temporaryDirectory()
        let ahem = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/ahem.woff"))
        let files: [(String, Data)] = [
            ("text.woff", Data("body { color: red }".utf8)),
            ("cut.woff", ahem.prefix(200)),
            ("cut.ttf", try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/ahem.ttf")).prefix(400)),
            ("header.woff2", Data("wOF2".utf8) + Data(repeating: 0xFF, count: 64)),
            ("empty.otf", Data()),
        ]
        for (name, bytes) in files {
            let path = folder + "/" + name
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect {
                _ = try fonts.addFace(path: path)
            } throws: { error in
                "\(error)".hasPrefix(path + ": cannot load font: ")
            }
        }
    }

    @Test func familiesResolveThroughFontFaceRulesThenTheNamedFolderThenGalleysFaces() throws {
        let site = try siteWithAhem()
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: site + "/bad.woff"))
        let sheet = StyleSheet(parsing: """
            @font-face { font-family: Web; src: url(ahem.woff) format("woff"); }
            @font-face { font-family: Web; src: url(ahem.woff2) format("woff2"); font-weight: bold; }
            @font-face { font-family: Remote; src: url(https://example.com/a.woff); }
            @font-face { font-family: Outside; src: url(../ahem.ttf); }
            @font-face { font-family: Broken; src: url(bad.woff), url(ahem.ttf); }
            @font-face { font-family: Svg; src: url(ahem.ttf) format("svg"); }
            """, origin: .author, location: site + "/page.html")
        let page = PageFonts(rules: sheet.fontFaces, namedFonts: Self.corpus, siteRoot: site, fonts: fonts)
        let woff = try fonts.addFace(path: site + "/ahem.woff"), woff2 = try fonts.addFace(path: site + "/ahem.woff2")
        let folderAhem = try fonts.addFace(path: Self.corpus + "/ahem.ttf")
        #expect(page.faces(for: ["web", "serif"], bold: false, italic: false) == ([woff], false))
        #expect(page.faces(for: ["Web"], bold: true, italic: false) == ([woff2], false))
        // A family the page does not have falls through; the named folder finds Ahem by its name, in any case.
        #expect(page.faces(for: ["Missing", "AHEM", "sans-serif"], bold: false, italic: false) == ([folderAhem], false))
        // A generic family ends the list: Galley's own faces draw from there.
        #expect(page.faces(for: ["serif", "Web"], bold: false, italic: false) == ([], false))
        #expect(page.faces(for: ["Remote", "monospace", "Web"], bold: false, italic: false) == ([], true))
        #expect(page.faces(for: ["Outside", "Svg"], bold: false, italic: false) == ([], false))
        // A bad file is skipped for the rule's next source.
        #expect(page.faces(for: ["Broken"], bold: false, italic: false) == ([try fonts.addFace(path: site + "/ahem.ttf")], false))
        #expect(page.problems.count == 3)
        #expect(page.problems.contains { $0.contains("https://example.com/a.woff") && $0.contains("never fetched") })
        #expect(page.problems.contains { $0.hasPrefix(site + "/../ahem.ttf") && $0.contains("outside") })
        #expect(page.problems.contains { $0.hasPrefix(site + "/bad.woff: cannot load font") })
    }

    /// A Hebrew character Ahem lacks takes Galley's Hebrew face (per-script fallback); Ahem's
    /// own characters take Ahem.
    @Test func charactersTheFamilyLacksFallBackToGalleysFaceForTheirScript() throws {
        let ahem = try fonts.addFace(path: Self.corpus + "/ahem.woff2")
        let style = FontStyle(preferredFaces: fonts.preferredFaces([ahem]))
        #expect(fonts.faces(of: style.preferredFaces) == [ahem] && fonts.preferredFaces([ahem]) == style.preferredFaces)
        #expect(fonts.face(for: "X", script: .latin, style: style) == ahem)
        let hebrew = fonts.face(for: "ש", script: .hebrew, style: style)
        #expect(hebrew != ahem)
        #expect(fonts.face(at: hebrew).path.hasSuffix("NotoSansHebrew-Regular.ttf"))
    }

    private let page = """
        <!DOCTYPE html><html><head><style>
        @font-face { font-family: "Test Face"; src: url(ahem.woff2) format("woff2"); }
        p { font: 20px/30px "Test Face", serif; color: black; margin: 0 }
        </style></head><body><p>XXXX</p></body></html>
        """

    @Test func pageWithAFontFaceDrawsItInPNGPDFAndHTML() throws {
        let site = try siteWithAhem()
        try page.write(toFile: site + "/page.html", atomically: true, encoding: .utf8)
        let renderer = try PageRenderer()
        var options = RenderOptions(input: site + "/page.html", width: 400)
        options.userAgentLook = true
        let image = try renderer.image(options)
        // Four Ahem boxes of 20x20 px, black; Noto Sans's four X's would ink a fraction of that.
        var black = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x: x, y: y) == (0, 0, 0, 255) { black += 1 }
        }
        #expect(black == 4 * 20 * 20)

        try renderer.write(options, to: site + "/page.pdf")
        let fontList = String(decoding: try run("pdffonts", [site + "/page.pdf"]), as: UTF8.self)
        #expect(fontList.contains("Ahem"), "\(fontList)")

        try FileManager.default.createDirectory(atPath: site + "/out", withIntermediateDirectories: true)
        let warnings = try renderer.write(options, to: site + "/out/page.html")
        #expect(warnings.isEmpty)
        let html = try String(contentsOfFile: site + "/out/page.html", encoding: .utf8)
        let copy = String(try #require(html.firstMatch(of: /src: url\("(page-fonts\/[0-9a-f]+\.woff2)"\)/)?.output.1))
        #expect(html.contains("@font-face { font-family: \"Test Face\"; src: url(\"\(copy)\")"))
        #expect(html.contains("font-family: &quot;Test Face&quot;, &quot;Galley Sans&quot;"))
        #expect(FileManager.default.contentsEqual(atPath: site + "/out/" + copy, andPath: site + "/ahem.woff2"))
    }

    @Test func aFontFileThatIsNoFontIsAWarningAndTheNextFamilyDraws() throws {
        let site = try siteWithAhem()
        try Data("<html>not a font</html>".utf8).write(to: URL(fileURLWithPath: site + "/ahem.woff2"))
        try page.write(toFile: site + "/page.html", atomically: true, encoding: .utf8)
        let warnings = try PageRenderer().write(RenderOptions(input: site + "/page.html"), to: site + "/page.png")
        #expect(warnings.map(\.description) == [
            "\(site)/page.html: fonts not used, their families falling through to the next: \(site)/ahem.woff2: cannot load font: not a TrueType, OpenType, WOFF or WOFF2 font",
        ])
    }
}
