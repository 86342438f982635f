// Galley's golden diff against ImageMagick `compare -metric AE`, on the same PNG pairs in one run.
//
//   diff-benchmark [corpus-folder]      (Benchmarks/run passes ../shared/bench)
//
// Pairs are 800x2000 pages of text (page40.txt from the corpus when there, in Noto Sans Hebrew
// through cairo-ft), each with one kind of change, written as PNG to a temporary folder. Both
// sides read the two PNG files and count differing pixels: Galley decodes them through Cairo
// and runs PixelDiff (YIQ threshold 0.1 and anti-aliasing detection); ImageMagick runs as the
// process `compare -metric AE a.png b.png null:`, as a CI script would call it, so its time
// includes starting the process (its start-up on a 1x1 pair is printed too). Each pair is timed
// best of 5.
import CCairo
import CFreeType
import Dispatch
import Foundation
import Golden
import Raster

let width = 800, height = 2000
let repeats = 5

/// One line of text on the page.
struct Line {
    var text: String
    var x: Double
    var y: Double
    var size: Double = 16
    var grey: Double = 0
}

/// Draws lines of text with one font face.
final class PageDrawer {
    private var library: FT_Library?
    private var face: FT_Face?
    private let cairoFace: OpaquePointer
    private let options: OpaquePointer

    init(font: String) {
        FT_Init_FreeType(&library)
        guard FT_New_Face(library, font, 0, &face) == 0 else { fatalError("cannot load \(font)") }
        cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))!
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    }

    func write(_ lines: [Line], dots: [(Double, Double)] = [], to path: String) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_set_font_face(context, cairoFace)
        cairo_set_font_options(context, options)
        for line in lines {
            cairo_set_source_rgb(context, line.grey, line.grey, line.grey)
            cairo_set_font_size(context, line.size)
            cairo_move_to(context, line.x, line.y)
            cairo_show_text(context, line.text)
        }
        cairo_set_source_rgb(context, 0.8, 0.1, 0.1)
        for (x, y) in dots {
            cairo_arc(context, x, y, 1.5, 0, 2 * Double.pi)
            cairo_fill(context)
        }
        cairo_destroy(context)
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else { fatalError("cannot write \(path)") }
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `compare -metric AE a b null:` and returns the count it prints on standard error.
func imageMagickCount(_ a: String, _ b: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/compare")
    process.arguments = ["-metric", "AE", a, b, "null:"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus <= 1, let count = Double(text.split(separator: " ").first ?? "") else {
        fatalError("compare failed (\(process.terminationStatus)): \(text)")
    }
    return Int(count)
}

// MARK: The pairs

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
let corpus = CommandLine.arguments.dropFirst().first ?? root + "/../shared/bench"
let sample = (try? String(contentsOfFile: corpus + "/page40.txt", encoding: .utf8))
    ?? String(repeating: "Galley renders localized help pages; golden tests catch layout regressions. ", count: 200)
let words = sample.split(whereSeparator: \.isWhitespace).map(String.init)
var base: [Line] = []
var word = 0
for row in 0..<Int((Double(height) - 40) / 22) {
    var text = ""
    while text.count < 80 {
        text += (text.isEmpty ? "" : " ") + words[word % words.count]
        word += 1
    }
    base.append(Line(text: text, x: 24, y: 30 + Double(row) * 22))
}

let pairs: [(name: String, lines: [Line], dots: [(Double, Double)])] = [
    ("identical", base, []),
    ("one word changed", base.enumerated().map { index, line in
        var line = line
        if index == 40 { line.text = line.text.replacingOccurrences(of: " ", with: " X", options: [], range: nil) }
        return line
    }, []),
    ("one line 1px right", base.enumerated().map { index, line in
        var line = line
        if index == 20 { line.x += 1 }
        return line
    }, []),
    ("lower half 2px down", base.enumerated().map { index, line in
        var line = line
        if index >= base.count / 2 { line.y += 2 }
        return line
    }, []),
    ("one line grey", base.enumerated().map { index, line in
        var line = line
        if index == 60 { line.grey = 0.35 }
        return line
    }, []),
    ("three dots", base, [(100, 500), (400, 1200), (700, 1900)]),
    ("whole page 0.5px right", base.map { line in
        var line = line
        line.x += 0.5
        return line
    }, []),
    ("font 16.5px", base.map { line in
        var line = line
        line.size = 16.5
        return line
    }, []),
]

let folder = NSTemporaryDirectory() + "diff-benchmark-\(ProcessInfo.processInfo.processIdentifier)"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let drawer = PageDrawer(font: root + "/Fonts/NotoSansHebrew-Regular.ttf")
let basePath = folder + "/base.png"
try drawer.write(base, to: basePath)
var pairPaths: [String] = []
for (index, pair) in pairs.enumerated() {
    let path = folder + "/pair\(index).png"
    try drawer.write(pair.lines, dots: pair.dots, to: path)
    pairPaths.append(path)
}

// MARK: Timing

let tiny = RasterImage(width: 1, height: 1, pixels: [0xFFFF_FFFF])
try tiny.writePNG(to: folder + "/tiny.png")
let startup = try (0..<repeats).map { _ in try seconds { _ = try imageMagickCount(folder + "/tiny.png", folder + "/tiny.png") } }.min()!

print("diff-benchmark: \(pairs.count) pairs of \(width)x\(height) PNGs, best of \(repeats); both sides decode both PNGs")
print("ImageMagick compare start-up (1x1 pair): \(String(format: "%.1f", startup * 1000)) ms")
print(String(format: "%-24@ %10@ %10@ %12@ %10@ %12@ %7@", "pair" as NSString, "Galley ms" as NSString,
             "(diff ms)" as NSString, "compare ms" as NSString, "Galley px" as NSString, "compare AE" as NSString,
             "ratio" as NSString))
var totalGalley = 0.0, totalCompare = 0.0
let diff = PixelDiff()
for (index, pair) in pairs.enumerated() {
    var galleyCount = 0, aeCount = 0
    var galleyTimes: [Double] = [], diffTimes: [Double] = [], compareTimes: [Double] = []
    for _ in 0..<repeats {
        galleyTimes.append(try seconds {
            let a = try RasterImage(pngFile: basePath)
            let b = try RasterImage(pngFile: pairPaths[index])
            diffTimes.append(seconds { galleyCount = diff.compare(a, b).differentPixels })
        })
        compareTimes.append(try seconds { aeCount = try imageMagickCount(basePath, pairPaths[index]) })
    }
    let galley = galleyTimes.min()!, compare = compareTimes.min()!
    totalGalley += galley
    totalCompare += compare
    print(String(format: "%-24@ %10.2f %10.2f %12.2f %10d %12d %6.1fx", pair.name as NSString, galley * 1000,
                 diffTimes.min()! * 1000, compare * 1000, galleyCount, aeCount, compare / galley))
}
let n = Double(pairs.count)
print(String(format: "per pair: Galley %.2f ms, compare %.2f ms: Galley is %.1fx faster (target 5x)",
             totalGalley / n * 1000, totalCompare / n * 1000, totalCompare / totalGalley))
