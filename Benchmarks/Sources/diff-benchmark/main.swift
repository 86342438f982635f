// Galley's golden diff against ImageMagick `compare -metric AE`, on the same PNG pairs in one run.
//
//   diff-benchmark [corpus-folder]      (Benchmarks/run passes ../shared/bench)
//
// Pairs are 800x2000 pages of text (page40.txt from the corpus when there, in Noto Sans Hebrew
// through cairo-ft), each with one kind of change, written as PNG to a temporary folder. Both
// sides read the two PNG files and count differing pixels: Galley decodes them with libpng's
// simplified API (`RasterImage(pngFile:)`; also timed through Cairo's PNG reader, as before) and
// runs PixelDiff (YIQ threshold 0.1 and anti-aliasing detection); ImageMagick runs as the
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

func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func milliseconds(_ value: Double) -> String { String(format: "%.1f", value * 1000) }

print("diff-benchmark: \(pairs.count) pairs of \(width)x\(height) RGBA PNGs, best of \(repeats); both sides decode both PNGs")
print("ImageMagick compare start-up (1x1 pair): \(milliseconds(startup)) ms")
print("pair".padding(toLength: 24, withPad: " ", startingAt: 0) + column("Galley ms", 10) + column("decode ms", 10)
    + column("diff ms", 9) + column("Galley 2T ms", 13) + column("via Cairo ms", 13) + column("compare ms", 11)
    + column("Galley px", 10) + column("AA px", 8) + column("compare AE", 11) + column("ratio", 7) + column("ratio 2T", 9)
    + column("ratio Cairo", 12))
var totalGalley = 0.0, totalParallel = 0.0, totalCairo = 0.0, totalCompare = 0.0
let diff = PixelDiff()
for (index, pair) in pairs.enumerated() {
    var result = PixelDiff.Result(differentPixels: 0, antialiasedPixels: 0), aeCount = 0
    var galleyTimes: [Double] = [], diffTimes: [Double] = [], parallelTimes: [Double] = [], cairoTimes: [Double] = []
    var compareTimes: [Double] = []
    let paths = [basePath, pairPaths[index]]
    for _ in 0..<repeats {
        // Serial: decode one PNG, then the other, then diff.
        galleyTimes.append(try seconds {
            let a = try RasterImage(pngFile: paths[0])
            let b = try RasterImage(pngFile: paths[1])
            diffTimes.append(seconds { result = diff.compare(a, b) })
        })
        // Two threads: both PNGs decoded at once, then diff.
        parallelTimes.append(seconds {
            let images = Decoded()
            DispatchQueue.concurrentPerform(iterations: 2) { side in images.set(side, try! RasterImage(pngFile: paths[side])) }
            _ = diff.compare(images.images[0]!, images.images[1]!)
        })
        // Serial, decoding through Cairo's PNG reader as Galley did before libpng.
        cairoTimes.append(try seconds {
            let a = try RasterImage(cairoPNGFile: paths[0])
            let b = try RasterImage(cairoPNGFile: paths[1])
            precondition(diff.compare(a, b) == result, "Cairo and libpng decoding disagree")
        })
        compareTimes.append(try seconds { aeCount = try imageMagickCount(paths[0], paths[1]) })
    }
    let galley = galleyTimes.min()!, parallel = parallelTimes.min()!, cairo = cairoTimes.min()!
    let compare = compareTimes.min()!
    totalGalley += galley
    totalParallel += parallel
    totalCairo += cairo
    totalCompare += compare
    print(pair.name.padding(toLength: 24, withPad: " ", startingAt: 0) + column(milliseconds(galley), 10)
        + column(milliseconds(galley - diffTimes.min()!), 10) + column(milliseconds(diffTimes.min()!), 9)
        + column(milliseconds(parallel), 13) + column(milliseconds(cairo), 13) + column(milliseconds(compare), 11)
        + column(String(result.differentPixels), 10) + column(String(result.antialiasedPixels), 8)
        + column(String(aeCount), 11) + column(String(format: "%.1fx", compare / galley), 7)
        + column(String(format: "%.1fx", compare / parallel), 9) + column(String(format: "%.1fx", compare / cairo), 12))
}
let n = Double(pairs.count)
print("per pair: Galley \(milliseconds(totalGalley / n)) ms (two threads: \(milliseconds(totalParallel / n)) ms; "
    + "decoding through Cairo: \(milliseconds(totalCairo / n)) ms), compare \(milliseconds(totalCompare / n)) ms: "
    + "Galley is \(String(format: "%.1f", totalCompare / totalGalley))x faster "
    + "(two threads: \(String(format: "%.1f", totalCompare / totalParallel))x; "
    + "through Cairo: \(String(format: "%.1f", totalCompare / totalCairo))x; target 5x)")

/// The two decoded images of a pair, filled from two threads.
final class Decoded: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [RasterImage?] = [nil, nil]
    func set(_ side: Int, _ image: RasterImage) {
        lock.lock()
        images[side] = image
        lock.unlock()
    }
}
