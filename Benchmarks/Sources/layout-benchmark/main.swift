// Paragraph layout benchmark (issue #4): one paragraph of 10 KB, 100 KB and 1 MB of mixed
// Hebrew/Arabic/Latin/number text (from bidi-mixed.txt, lines joined by spaces), shaped and
// broken at 800 px. Linear layout means the time per KB stays flat as the size grows.
// Also, side by side with pango-view, the 40-paragraph Hebrew page page40.txt at 760 px.
import Foundation
import Galley
import Layout
import LocaleRules
import Shaping

let corpora = CommandLine.arguments.dropFirst().first ?? "../shared/bench"
guard let corpus = try? String(contentsOfFile: corpora + "/bidi-mixed.txt", encoding: .utf8) else {
    FileHandle.standardError.write(Data("error: \(corpora)/bidi-mixed.txt: cannot read\n".utf8))
    exit(1)
}
let lines = corpus.split(separator: "\n")
let fonts = try FontContext()
let shaper = Shaper(fonts: fonts, language: try LanguageTag("he"))

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func paragraphText(bytes: Int) -> String {
    var text = ""
    var i = 0
    while text.utf8.count < bytes {
        text += lines[i % lines.count] + " "
        i += 1
    }
    return text
}

print("Paragraph layout at 800 px (shape once, break, reorder and position every line), best of 3:")
print("size       characters  lines    seconds   µs per KB")
for (label, bytes) in [("10 KB", 10_000), ("100 KB", 100_000), ("1 MB", 1_000_000)] {
    let text = paragraphText(bytes: bytes)
    var best = Double.infinity
    var lineCount = 0
    for _ in 0..<3 {
        best = min(best, seconds {
            let layout = Paragraph([AttributedRun(text)], shaper: shaper).layout(width: 800, alignment: .natural, page: .rightToLeft)
            lineCount = layout.lines.count
        })
    }
    print(String(format: "%-10@ %10d %6d %10.3f %11.1f", label as NSString, text.unicodeScalars.count, lineCount, best,
                 best * 1e6 / (Double(bytes) / 1000)))
}

// page40: Galley renders the page to PNG in process (Markdown paragraphs); pango-view as a whole process.
let page40 = try String(contentsOfFile: corpora + "/page40.txt", encoding: .utf8)
let markdown = FileManager.default.temporaryDirectory.appendingPathComponent("page40.md").path
try page40.components(separatedBy: "\n").filter { !$0.isEmpty }.joined(separator: "\n\n").write(toFile: markdown, atomically: true, encoding: .utf8)
let renderer = try PageRenderer()
let galleyPage = (0..<5).map { _ in
    seconds { _ = try? renderer.image(RenderOptions(input: markdown, language: "he", width: 800)) }
}.min()!
func run(_ arguments: [String]) -> Double? {
    guard FileManager.default.isExecutableFile(atPath: arguments[0]) else { return nil }
    return (0..<5).map { _ in
        seconds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }.min()
}
let out = FileManager.default.temporaryDirectory.appendingPathComponent("page40-pango.png").path
print("\npage40 (40 Hebrew paragraphs, 5,509 characters) to PNG, best of 5:")
print(String(format: "galley (in process)  %8.3f s", galleyPage))
if let pango = run(["/usr/bin/pango-view", "--width=760", "--wrap=word", "--font=Noto Sans Hebrew 12", "--rtl", "-q",
                    "-o", out, corpora + "/page40.txt"]) {
    print(String(format: "pango-view (process) %8.3f s   galley is %.2fx pango-view", pango, pango / galleyPage))
} else {
    print("pango-view: not installed (apt-get install pango1.0-tools)")
}
