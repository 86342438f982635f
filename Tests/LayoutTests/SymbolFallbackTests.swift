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

    func galleyImage() throws -> RasterImage {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ("---\nlang: he\n---\n" + Self.text + "\n").write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        return try PageRenderer().image(RenderOptions(input: directory + "/page.md", width: 300, scale: 4))
    }

    @Test func arrowsAreAsTallAndAsSpacedAsChromiumDrawsThem() throws {
        let boxes = Self.inkBoxes(try galleyImage())
        try #require(boxes.count == 9, "\(boxes)")
        for (box, height) in zip(boxes, Self.chromiumHeights) {
            #expect(abs((box.bottom - box.top) - height) <= 1, "ink \(box) against Chromium's height \(height)")
        }
        // The arrows about two fifths of the letters' height, ↑ as tall: Noto Sans Mono's glyphs.
        let alef = Double(boxes[0].bottom - boxes[0].top)
        #expect(abs(Double(boxes[7].bottom - boxes[7].top) / alef - 15.0 / 38) < 0.05)
        // Each space is the Hebrew face's, on both sides of a symbol (a fallback face's space
        // after it used to widen one side by half an em).
        let alefs = stride(from: 0, to: 9, by: 2).map { boxes[$0] }
        for (a, b) in zip(alefs, alefs.dropFirst()) { #expect(abs((b.left - a.left) - Self.chromiumPitch) <= 2, "\(a) to \(b)") }
        for n in stride(from: 1, to: 9, by: 2) {
            let before = boxes[n].left - boxes[n - 1].right, after = boxes[n + 1].left - boxes[n].right
            #expect(abs(before - after) <= 2, "gaps \(before) and \(after) around \(boxes[n])")
        }
    }

    @Test func symbolsAreDrawnByNotoSansMonoAsChromiumFallsBackToIt() throws {
        let runs = try layOut(Self.text, language: "he").glyphRuns
        let symbols = runs.filter { $0.text.unicodeScalars.contains { "→←↑≠".unicodeScalars.contains($0) } }
        #expect(symbols.count == 4 && symbols.allSatisfy { $0.font.path.hasSuffix("/NotoSansMono-Regular.ttf") && !$0.text.contains(" ") },
                "\(symbols.map { ($0.text, $0.font.path) })")
        #expect(runs.filter { $0.text.contains(" ") }.allSatisfy { $0.font.path.hasSuffix("/NotoSansHebrew-Regular.ttf") })
    }

    /// Galley's HTML lists Noto Sans Mono before the symbol fallbacks, as Galley tries them: in
    /// Chromium its arrows are Galley's, as tall and as far apart. (Its `≠` is not: Chromium
    /// takes Noto Sans, earlier in the list, for `=` and U+0338 COMBINING LONG SOLIDUS OVERLAY.)
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "chromium is not installed"))
    func galleysHTMLDrawsTheArrowsAsItsPNGInChromium() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "---\nlang: he\n---\nא → א ← א ↑ א\n".write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        let renderer = try PageRenderer()
        try renderer.write(RenderOptions(input: directory + "/page.md", width: 300), to: directory + "/page.html")
        let png = Self.inkBoxes(try renderer.image(RenderOptions(input: directory + "/page.md", width: 300, scale: 4)))
        try run("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=3000",
                                      "--force-device-scale-factor=4", "--window-size=600,100", "--screenshot=" + directory + "/page.png",
                                      "file://" + directory + "/page.html"])
        let html = Self.inkBoxes(try RasterImage(pngFile: directory + "/page.png"))
        #expect(html.map { $0.bottom - $0.top } == png.map { $0.bottom - $0.top })
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
