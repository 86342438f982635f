import Foundation
import Site

/// Site builds on folders made from the input: random page names and language suffixes,
/// symbolic links in the site and in the output folder, planted and corrupted build records,
/// outputs deleted or truncated between builds, and (with `GALLEY_RENDER` naming the `render`
/// command) a build killed with SIGKILL part way. Checked after every build: nothing outside
/// the output folder changed (the site, and precious files and folders beside it), and a build
/// right after a build renders nothing and removes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = Bytes(UnsafeBufferPointer(start: data, count: size))
    let root = NSTemporaryDirectory() + "galley-fuzz-site-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    make(root, from: &input)
    let outside = snapshot(root, leaving: root + "/out")
    let formats: [SiteBuild.OutputFormat] = input.bit() ? [.png, .html] : [.png]
    let languages: [String]? = input.bit() ? nil : ["he", "en"]
    func build() -> SiteReport? {
        let options = SiteBuild.Options(root: root + "/site", output: root + "/out", formats: formats, languages: languages,
                                        width: 100, jobs: 2, progress: false)
        do {
            return try SiteBuild(options: options).run()
        } catch {
            precondition(!"\(error)".contains("\n"), "a multi-line error: \(error)")
            return nil
        }
    }
    if input.bit(), let render = ProcessInfo.processInfo.environment["GALLEY_RENDER"] {
        killedBuild(render, root: root, afterMilliseconds: Int(input.byte()) * 4, formats: formats)
    }
    let first = build()
    check(snapshot(root, leaving: root + "/out") == outside, "the first build changed files outside its output folder")
    for _ in 0..<Int(input.byte() % 3) { damage(root + "/out", &input) }
    guard first != nil else { return 0 }
    _ = build()
    check(snapshot(root, leaving: root + "/out") == outside, "a build after damage changed files outside its output folder")
    if let again = build() {
        check(again.rendered == 0 && again.removed.isEmpty,
              "a build right after a build rendered \(again.rendered) and removed \(again.removed); warnings: \(again.warnings)")
    }
    check(snapshot(root, leaving: root + "/out") == outside, "a repeated build changed files outside its output folder")
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The input read as choices; zeros when it runs out.
struct Bytes {
    var bytes: [UInt8]
    var index = 0
    init(_ buffer: UnsafeBufferPointer<UInt8>) { bytes = Array(buffer) }
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    mutating func bit() -> Bool { byte() & 1 == 1 }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }
    /// A short string of raw input bytes, for names no list foresees.
    mutating func raw() -> String {
        let count = Int(byte() % 6)
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }
}

let names = ["index", "a", "guide/b", "x y", "images/c", "fonts/d", "he/e", ".hidden", "f"]
let suffixes = ["", "", ".he", ".HE", ".iw", ".en", ".ar-SA", ".en-XA", ".zz-!!", ".", ".he.he", ".fonts", ".images",
                ".he\u{200F}", ".draft", ".x-private", ".i-klingon", ".und", ".he-IL-u-nu-arab"]
let bodies = ["# T\n\nText.\n", "# כותרת\n\nטקסט [קישור](javascript:alert(1)).\n", "![i](../precious.png)\n",
              "![i](i.png)\n\nText {n, number}\n", "---\nlang: ar\n---\n# ع\n", "---\nlang: [\n---\n", "[a](JaVaScRiPt:x) [b](java&#x09;script:y)\n"]
let outputs = ["he/index.png", "en/index.png", "he/a.png", "../precious.txt", "../site/index.md", "PRECIOUS", "he/link/x.png",
               "fonts/NotoSans-Regular.ttf", "he/guide/b.html", "en/../../precious.txt", "he//a.png", "he/./a.png", ".galley-build.json"]
let pagesOf = ["index", "a", "gone", "guide/b", "x", ""]

/// A site folder, an output folder with planted things, and precious files beside them.
func make(_ root: String, from input: inout Bytes) {
    let manager = FileManager.default
    for folder in ["site", "out", "precious-folder"] { try? manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
    try? "keep".write(toFile: root + "/precious.txt", atomically: false, encoding: .utf8)
    try? "keep".write(toFile: root + "/precious.png", atomically: false, encoding: .utf8)
    try? "keep".write(toFile: root + "/precious-folder/inner.png", atomically: false, encoding: .utf8)
    for _ in 0..<(1 + Int(input.byte() % 6)) {
        let name = input.bit() ? input.pick(names) : input.raw()
        let suffix = input.byte() % 8 == 0 ? "." + input.raw() : input.pick(suffixes)
        let path = root + "/site/" + name + suffix + ".md"
        // A raw name can hold `..`: pages stay inside the site folder.
        guard !path.split(separator: "/").contains("..") else { continue }
        try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? input.pick(bodies).write(toFile: path, atomically: false, encoding: .utf8)
    }
    // Symbolic links in the site, and in the output folder where outputs go.
    let links = [("site/linked.md", root + "/precious.txt"), ("site/out-of-site", root), ("out/he", root + "/precious-folder"),
                 ("out/en", root), ("out/he/index.png", root + "/precious.png"), ("site/i.png", root + "/precious.png")]
    for (path, target) in links where input.byte() % 4 == 0 {
        try? manager.createDirectory(atPath: ((root + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? manager.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
    }
    if input.bit() { plantRecord(root, &input) }
}

/// A build record with entries pointing anywhere, or a broken one.
func plantRecord(_ root: String, _ input: inout Bytes) {
    var entries: [String] = []
    for _ in 0..<Int(input.byte() % 6) {
        let output = input.bit() ? input.pick(outputs).replacingOccurrences(of: "PRECIOUS", with: root + "/precious.txt") : input.raw()
        let page = input.bit() ? input.pick(pagesOf) : input.raw()
        entries.append("\(json(output)): {\"hash\": \"0\", \"page\": \(json(page)), \"size\": \(input.byte()), \"digest\": \"0\"}")
    }
    var pages = ""
    if input.bit() {
        pages = "\(json(root + "/site/index.md")): {\"hash\": \"0\", \"images\": [\"/dev/zero\", \"../precious.png\"]}"
    }
    var text = "{\"outputs\": {\(entries.joined(separator: ", "))}, \"pages\": {\(pages)}}"
    if input.byte() % 8 == 0 { text = String(text.prefix(Int(input.byte()))) }
    try? text.write(toFile: root + "/out/.galley-build.json", atomically: false, encoding: .utf8)
}

func json(_ text: String) -> String {
    String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast().description
}

/// What a crash, a full disk or a person leaves: an output deleted or truncated, the record cut short.
func damage(_ out: String, _ input: inout Bytes) {
    let files = (FileManager.default.subpaths(atPath: out) ?? []).sorted().filter { !$0.hasPrefix("fonts/") }
    guard !files.isEmpty else { return }
    let path = out + "/" + input.pick(files)
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    switch input.byte() % 3 {
    case 0: unlink(path)
    case 1: truncate(path, off_t(input.byte()))
    default: try? Data([input.byte()]).write(to: URL(fileURLWithPath: path))
    }
}

/// `render site` in a child process, killed with SIGKILL after `milliseconds`.
func killedBuild(_ render: String, root: String, afterMilliseconds milliseconds: Int, formats: [SiteBuild.OutputFormat]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: render)
    process.arguments = ["site", root + "/site", "-o", root + "/out", "--width", "100", "--jobs", "1",
                         "--format", formats.map(\.rawValue).joined(separator: ",")]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    usleep(useconds_t(milliseconds * 1000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

/// Every file below `root` outside `excluded`: contents, or a link's target.
func snapshot(_ root: String, leaving excluded: String) -> [String: String] {
    var files: [String: String] = [:]
    for name in FileManager.default.subpaths(atPath: root) ?? [] where !(root + "/" + name).hasPrefix(excluded + "/") {
        let path = root + "/" + name
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            files[name] = "-> " + target
        } else {
            files[name] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(folder)"
        }
    }
    return files
}
