import Foundation
import Galley
import Raster
import ToolSupport
import Testing

/// Arrows and `≠` in a Hebrew paragraph, which Noto Sans Hebrew lacks: drawn by the face
/// headless Chromium falls back to when it has only Galley's fonts (Noto Sans Mono), at the
/// height and with the spaces Chromium gives them.
@Suite struct SymbolFallbackTests {
    static let text = "א → א ← א ↑ א ≠ א"

    /// Headless Chromium 156 (Debian 12), `FONTCONFIG_FILE` listing only Galley's fonts, the
    /// paragraph in Noto Sans Hebrew at 16 px and a device scale of 4: from the left, each
    /// mark's ink height in device pixels (א, ≠, א, ↑, א, ←, א, →, א) and the distance from one
    /// א to the next. `chromiumStillDrawsThePinnedInk` measures them again.
    static let chromiumHeights = [38, 34, 38, 38, 38, 15, 38, 15, 38]
    static let chromiumPitch = 113

    /// The ink boxes of a one-line image, left to right: dark columns, split at blank ones.
    static func inkBoxes(_ image: RasterImage) -> [(left: Int, right: Int, top: Int, bottom: Int)] {
        func dark(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.rgba(x: x, y: y)
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384
        }
        var boxes: [(left: Int, right: Int, top: Int, bottom: Int)] = []
        var x = 0
        while x < image.width {
            guard (0..<image.height).contains(where: { dark(x, $0) }) else {
                x += 1
                continue
            }
            let left = x
            while x < image.width, (0..<image.height).contains(where: { dark(x, $0) }) { x += 1 }
            let rows = (0..<image.height).filter { y in (left..<x).contains { dark($0, y) } }
            boxes.append((left, x, rows.first!, rows.last! + 1))
        }
        return boxes
    }

    /// Whether the ink of `box` in its upper half is further right than in its lower half, as
    /// a solidus `/` leans.
    static func leansRight(_ image: RasterImage, _ box: (left: Int, right: Int, top: Int, bottom: Int)) -> Bool {
        func meanX(_ rows: Range<Int>) -> Double {
            let dark = rows.flatMap { y in (box.left..<box.right).filter { x in
                let pixel = image.rgba(x: x, y: y)
                return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384
            } }
            return Double(dark.reduce(0, +)) / Double(max(1, dark.count))
        }
        let middle = (box.top + box.bottom) / 2
        return meanX(box.top..<middle) > meanX(middle..<box.bottom)
    }

    func galleyImage() throws -> RasterImage {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ("---\nlang: he\n---\n" + Self.text + "\n").write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        return try PageRenderer().image(RenderOptions(input: directory + "/page.md", width: 300, scale: 4))
    }

    @Test func arrowsAreAsTallAndAsSpacedAsChromiumDrawsThem() throws {
        let boxes = Self.inkBoxes(try galleyImage())
        try #require(boxes.count == 9, "\(boxes)")
        // The symbols but `≠` (index 1), which Galley, as Chromium drawing Galley's HTML, takes
        // from Noto Sans, earlier in Galley's list than the face fontconfig falls back to
        // (`galleysHTMLDrawsTheSymbolsAsItsPNGInChromium` checks it).
        for (n, (box, height)) in zip(boxes, Self.chromiumHeights).enumerated() where n != 1 {
            #expect(abs((box.bottom - box.top) - height) <= 1, "ink \(box) against Chromium's height \(height)")
        }
        // The arrows about two fifths of the letters' height, ↑ as tall: Noto Sans Mono's glyphs.
        let alef = Double(boxes[0].bottom - boxes[0].top)
        #expect(abs(Double(boxes[7].bottom - boxes[7].top) / alef - 15.0 / 38) < 0.05)
        // Each space is the Hebrew face's, on both sides of a symbol (a fallback face's space
        // after it used to widen one side by half an em).
        let alefs = stride(from: 0, to: 9, by: 2).map { boxes[$0] }
        for (a, b) in zip(alefs, alefs.dropFirst()).dropFirst() { #expect(abs((b.left - a.left) - Self.chromiumPitch) <= 2, "\(a) to \(b)") }
        for n in stride(from: 1, to: 9, by: 2) {
            let before = boxes[n].left - boxes[n - 1].right, after = boxes[n + 1].left - boxes[n].right
            #expect(abs(before - after) <= 2, "gaps \(before) and \(after) around \(boxes[n])")
        }
    }

    @Test func symbolsAreDrawnByNotoSansMonoAsChromiumFallsBackToIt() throws {
        let runs = try layOut(Self.text, language: "he").glyphRuns
        let arrows = runs.filter { $0.text.unicodeScalars.contains { "→←↑".unicodeScalars.contains($0) } }
        #expect(arrows.count == 3 && arrows.allSatisfy { $0.font.path.hasSuffix("/NotoSansMono-Regular.ttf") && !$0.text.contains(" ") },
                "\(arrows.map { ($0.text, $0.font.path) })")
        // `≠` is drawn by the first family of the list that has it or its decomposition, as
        // Chromium's shaper finds it: Noto Sans's `=` and U+0338, not mirrored (Noto Sans Mono's
        // own `≠` is, on a right-to-left line).
        let notEqual = runs.filter { $0.text.contains("≠") }
        #expect(notEqual.count == 1 && notEqual[0].font.path.hasSuffix("/NotoSans-Regular.ttf")
                && notEqual[0].glyphs.count == notEqual[0].text.unicodeScalars.count + 1,
                "\(notEqual.map { ($0.text, $0.font.path, $0.glyphs.count) })")
        // A space after a fallback face's symbol is the text's (a space after Noto Sans, a text face, stays in it).
        #expect(runs.filter { $0.text.contains(" ") && !$0.text.contains("≠") }.allSatisfy { $0.font.path.hasSuffix("/NotoSansHebrew-Regular.ttf") })
    }

    /// Galley's HTML lists Noto Sans Mono before the symbol fallbacks, as Galley tries them: in
    /// Chromium its arrows are Galley's, as tall and as far apart, and its `≠` is Noto Sans's
    /// `=` and U+0338, the solidus leaning as in left-to-right text (not mirrored), in both.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "chromium is not installed"))
    func galleysHTMLDrawsTheSymbolsAsItsPNGInChromium() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ("---\nlang: he\n---\n" + Self.text + "\n").write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        let renderer = try PageRenderer()
        try renderer.write(RenderOptions(input: directory + "/page.md", width: 300), to: directory + "/page.html")
        let image = try renderer.image(RenderOptions(input: directory + "/page.md", width: 300, scale: 4))
        let png = Self.inkBoxes(image)
        try run("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=3000",
                                      "--force-device-scale-factor=4", "--window-size=600,100", "--screenshot=" + directory + "/page.png",
                                      "file://" + directory + "/page.html"])
        let screenshot = try RasterImage(pngFile: directory + "/page.png")
        let html = Self.inkBoxes(screenshot)
        try #require(html.count == 9 && png.count == 9, "\(html) in Chromium, \(png) in the PNG")
        #expect(html.map { $0.bottom - $0.top } == png.map { $0.bottom - $0.top })
        // `≠` is the second box from the left: its solidus's top is right of its foot in both.
        #expect(Self.leansRight(screenshot, html[1]) && Self.leansRight(image, png[1]))
        let pitch = { (boxes: [(left: Int, right: Int, top: Int, bottom: Int)]) in stride(from: 2, to: boxes.count, by: 2).map { boxes[$0].left - boxes[$0 - 2].left } }
        #expect(zip(pitch(html), pitch(png)).allSatisfy { abs($0 - $1) <= 2 }, "\(pitch(html)) in Chromium, \(pitch(png)) in the PNG")
    }

    /// Chromium given only Galley's fonts (Fonts/ and the files Galley installs from Debian,
    /// `DebianFont`) through fontconfig: the fonts it embeds when printing the paragraph, and
    /// the ink it draws, are the pinned ones.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "chromium is not installed"))
    func chromiumStillDrawsThePinnedInk() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fonts = directory + "/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let bundled = repositoryRoot + "/Fonts"
        var files = try FileManager.default.contentsOfDirectory(atPath: bundled).filter { $0.hasSuffix(".ttf") }.map { bundled + "/" + $0 }
        let core = "/usr/share/fonts/truetype/noto/"
        for family in ["Thai", "Lao", "Khmer", "Myanmar", "Bengali", "Tamil", "Telugu", "Gujarati", "Gurmukhi", "Kannada", "Malayalam",
                       "Sinhala", "Ethiopic", "Armenian", "Georgian"] {
            files += ["Regular", "Bold"].map { core + "NotoSans\(family)-\($0).ttf" }
        }
        files += [core + "NotoNastaliqUrdu-Regular.ttf", core + "NotoNastaliqUrdu-Bold.ttf", core + "NotoColorEmoji.ttf",
                  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"]
        for file in files where FileManager.default.fileExists(atPath: file) {
            try FileManager.default.createSymbolicLink(atPath: fonts + "/" + (file as NSString).lastPathComponent, withDestinationPath: file)
        }
        try """
            <?xml version="1.0"?>
            <fontconfig><dir>\(fonts)</dir><cachedir>\(directory)/cache</cachedir></fontconfig>
            """.write(toFile: directory + "/fonts.conf", atomically: true, encoding: .utf8)
        try """
            <!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8">
            <style>body { margin: 4px; font-family: "Noto Sans Hebrew"; font-size: 16px; } p { text-align: left; }</style></head>
            <body><p>\(Self.text)</p></body></html>
            """.write(toFile: directory + "/page.html", atomically: true, encoding: .utf8)
        let chromium = ["/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=3000"]
        let url = "file://" + directory + "/page.html"
        try run("env", ["FONTCONFIG_FILE=" + directory + "/fonts.conf"] + chromium + ["--print-to-pdf=" + directory + "/page.pdf", "--no-pdf-header-footer", url])
        let used = String(decoding: try run("pdffonts", [directory + "/page.pdf"]), as: UTF8.self)
        let names = Set(used.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: " ").first?.split(separator: "+").last.map(String.init) })
        #expect(names == ["NotoSansHebrew-Regular", "NotoSansMono-Regular"])
        try run("env", ["FONTCONFIG_FILE=" + directory + "/fonts.conf"] + chromium
            + ["--force-device-scale-factor=4", "--window-size=600,60", "--screenshot=" + directory + "/page.png", url])
        let boxes = Self.inkBoxes(try RasterImage(pngFile: directory + "/page.png"))
        #expect(boxes.map { $0.bottom - $0.top } == Self.chromiumHeights)
        let alefs = stride(from: 0, to: boxes.count, by: 2).map { boxes[$0].left }
        #expect(zip(alefs, alefs.dropFirst()).allSatisfy { $1 - $0 == Self.chromiumPitch }, "\(alefs)")
    }
}
