import Foundation
import Hummingbird
@testable import Serve
import Testing

/// A site of two pages, `help` in English, Hebrew and Arabic, and `guide` in English and
/// Hebrew only, in a fresh temporary folder; returns the site folder.
func makeSite() throws -> String {
    let root = NSTemporaryDirectory() + "galley-serve-test-" + UUID().uuidString
    let files = [
        "help.md": "# Formulas\n\nTabula adds {functions, number} functions.\n",
        "help.he.md": "---\nlang: he\n---\n# נוסחאות\n\nהגיליון מוסיף {functions, number} פונקציות חדשות.\n",
        "help.ar.md": "---\nlang: ar\n---\n# الصيغ\n\nيضيف الجدول {functions, number} دالة.\n",
        "guide.md": "# Guide\n\nRead this first.\n",
        "guide.he.md": "---\nlang: he\n---\n# מדריך\n\nקראו קודם.\n",
        "values.yaml": "functions: 250\n",
    ]
    for (path, text) in files {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    return root
}

/// A preview server on a free port of 127.0.0.1, in this process.
struct RunningServer {
    /// `http://127.0.0.1:<port>`, without the final slash.
    let base: String
    let task: Task<Void, Error>

    static func start(_ input: String) async throws -> RunningServer {
        try await startAt(input).server
    }

    /// The server and the URL it printed.
    static func startAt(_ input: String) async throws -> (server: RunningServer, url: String) {
        let (urls, continuation) = AsyncStream.makeStream(of: String.self)
        let server = PreviewServer(options: try PreviewOptions(input: input, port: 0))
        let task = Task {
            defer { continuation.finish() }
            try await server.run(pollInterval: .milliseconds(50)) { continuation.yield($0) }
        }
        var iterator = urls.makeAsyncIterator()
        guard let url = await iterator.next() else {
            _ = try await task.value
            throw CancellationError()
        }
        let base = String(url.prefix { $0 != "/" } + "//" + url.dropFirst("http://".count).prefix { $0 != "/" })
        return (RunningServer(base: base, task: task), url)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// A GET of `path` as sent (`--path-as-is`: no `..` removed), with `host` as the Host header;
    /// 120 s against a hang: a debug build's first page view, in a full test run on two cores, took over 30.
    func get(_ path: String, host: String? = nil) async throws -> (status: Int, type: String, body: Data) {
        let file = NSTemporaryDirectory() + "galley-serve-body-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try await offThePool(["curl", "-s", "--path-as-is", "--max-time", "120", "-o", file, "-w", "%{http_code} %{content_type}"]
            + (host.map { ["-H", "Host: \($0)"] } ?? []) + [base + path])
        let fields = written.split(separator: " ", maxSplits: 1)
        return (Int(fields.first ?? "") ?? 0, fields.count > 1 ? String(fields[1]) : "", FileManager.default.contents(atPath: file) ?? Data())
    }

    /// The body of a GET that must answer 200, as text.
    func text(_ path: String) async throws -> String {
        let answer = try await get(path)
        try #require(answer.status == 200, "GET \(path) answered \(answer.status)")
        return String(decoding: answer.body, as: UTF8.self)
    }

    /// The page's columns as the script gets them, by language.
    func columns(_ page: String, langs: String, scale: Int = 1) async throws -> [String: String] {
        let json = try JSONSerialization.jsonObject(with: Data(try await text("/fragments/\(page)?langs=\(langs)&scale=\(scale)").utf8)) as? [String: Any]
        let columns = json?["columns"] as? [[String: String]] ?? []
        return Dictionary(uniqueKeysWithValues: columns.map { ($0["lang"] ?? "", $0["html"] ?? "") })
    }
}

/// What `command` prints, run on a thread of its own: the server answers on Swift's
/// cooperative threads (two on two cores), which a test waiting for a process must not hold.
func offThePool(_ command: [String]) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = command
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                let printed = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: printed, as: UTF8.self)
            })
        }
    }
}

/// The `src` of the first image or frame of `html`.
func renderSource(_ html: String) -> String? {
    html.firstMatch(of: #/class="render[^"]*" src="([^"]+)"/#).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
}

/// Waits up to `seconds` for `condition`, checking every 50 ms; whether it came true.
func eventually(_ seconds: Double = 10, _ condition: () async throws -> Bool) async throws -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

@Suite(.serialized) struct PreviewServerTests {
    @Test func indexListsEveryPageWithItsLanguages() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let index = try await server.text("/")
        #expect(index.contains("href=\"/page/help\""))
        #expect(index.contains("href=\"/page/guide\""))
        // help: English is its source, Hebrew and Arabic translations; guide has no Arabic.
        let help = try #require(index.split(separator: "\n").first { $0.contains("href=\"/page/help\"") })
        #expect(help.contains(#/<li class="kind-source"><a [^>]*>en</a>/#))
        #expect(help.contains(#/<li class="kind-translated"><a [^>]*>he</a>/#))
        #expect(help.contains(#/<li class="kind-translated"><a [^>]*>ar</a>/#))
        #expect(help.contains(#/<li class="kind-pseudo"><a [^>]*>ar-XB</a>/#))
        let guide = try #require(index.split(separator: "\n").first { $0.contains("href=\"/page/guide\"") })
        #expect(guide.contains(#/<li class="kind-fallback"><a [^>]*>ar</a>/#))
        await server.stop()
    }

    @Test func pageViewHoldsTheRendersOfThreeLanguages() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let view = try await server.text("/page/help?langs=en,he,ar")
        var pixels: [Data] = []
        for lang in ["en", "he", "ar"] {
            let column = try #require(view.firstMatch(of: try Regex("<section class=\"column\" data-lang=\"\(lang)\"[^>]*>(.*?)</section>").dotMatchesNewlines()))
            let source = try #require(renderSource(String(column.output[1].substring!)), "no render in the \(lang) column")
            #expect(source.hasPrefix("/out/png@1/\(lang)/help.png?v="))
            let image = try await server.get(source)
            #expect(image.status == 200 && image.type == "image/png")
            #expect(image.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            pixels.append(image.body)
        }
        #expect(Set(pixels).count == 3)
        // Without a choice: the source, the first right-to-left translation, ar-XB.
        let defaults = try await server.text("/page/help")
        #expect(defaults.matches(of: #/<section class="column" data-lang="([^"]+)"/#).map { String($0.1) } == ["en", "ar", "ar-XB"])
        await server.stop()
    }

    @Test func pathsOutOfTheFolderAreNotFound() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/etc", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: root + "/passwd.md", withDestinationPath: "/etc/passwd")
        let server = try await RunningServer.start(root)
        // The control: a file inside the folder is served.
        #expect(try await server.get("/site/help.he.md").status == 200)
        for path in ["/../../etc/passwd", "/site/../../etc/passwd", "/out/../../../etc/passwd", "/site/%2e%2e/%2e%2e/etc/passwd",
                     "/site/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/site/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
                     "/site/%2E%2E%2F%2E%2E%2Fetc/passwd", "/out/png@1/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/site/%252e%252e/etc/passwd",
                     "/site/..%5c..%5cetc%5cpasswd", "/site//etc/passwd", "/site/etc/passwd", "/site/passwd.md",
                     "/site/.galley-build.json", "/out/png@1/.galley-build.json", "/page/..%2fhelp", "/fragments/%2e%2e"] {
            let answer = try await server.get(path)
            #expect(answer.status == 404, "\(path) answered \(answer.status)")
            #expect(!String(decoding: answer.body, as: UTF8.self).contains("root:"), "\(path) sent /etc/passwd")
        }
        await server.stop()
    }

    @Test func foreignHostIsForbidden() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let port = String(server.base.split(separator: ":").last!)
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "localhost.evil.example", "[::2]:\(port)"] {
            #expect(try await server.get("/", host: host).status == 403, "Host: \(host)")
            #expect(try await server.get("/site/help.md", host: host).status == 403, "Host: \(host)")
        }
        for host in ["localhost:\(port)", "LOCALHOST:\(port)", "127.0.0.1:\(port)", "127.0.0.1"] {
            #expect(try await server.get("/", host: host).status == 200, "Host: \(host)")
        }
        await server.stop()
    }

    @Test func savingATranslationRendersOnlyItsOutputsAndTellsTheBrowsers() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let before = try await server.columns("help", langs: "en,he,ar")
        async let stream = offThePool(["curl", "-s", "-N", "--max-time", "8", server.base + "/events"])
        try await Task.sleep(for: .milliseconds(500))
        let hebrew = root + "/help.he.md"
        try String(contentsOfFile: hebrew, encoding: .utf8).replacingOccurrences(of: "חדשות", with: "מעודכנות")
            .write(toFile: hebrew, atomically: true, encoding: .utf8)
        #expect(try await eventually { try await renderSource(server.columns("help", langs: "en,he,ar")["he"]!) != renderSource(before["he"]!) })
        let after = try await server.columns("help", langs: "en,he,ar")
        #expect(renderSource(after["en"]!) == renderSource(before["en"]!))
        #expect(renderSource(after["ar"]!) == renderSource(before["ar"]!))
        let events = try await stream
        #expect(events.contains("event: change\ndata: [\"help\"]\n\n"), "events: \(events)")
        await server.stop()
    }

    @Test func placeholderErrorShowsWithItsLineUntilFixed() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let hebrew = root + "/help.he.md"
        let good = try String(contentsOfFile: hebrew, encoding: .utf8)
        try (good + "\nחסר {missing, number} כאן.\n").write(toFile: hebrew, atomically: true, encoding: .utf8)
        let error = #/<li class="error"><span class="where">help\.he\.md:8:6</span> <span class="message">no value for &#39;missing&#39;/#
        #expect(try await eventually { try await server.columns("help", langs: "en,he").contains { $0.value.contains(error) } })
        let column = try await server.columns("help", langs: "en,he")["he"]!
        #expect(column.contains("class=\"render stale\""))
        #expect(try await server.columns("help", langs: "en,he")["en"]!.contains("class=\"error\"") == false)
        // The placeholder table says it too.
        #expect(try await server.text("/page/help?langs=en,he").contains("no value for &#39;missing&#39;"))
        try good.write(toFile: hebrew, atomically: true, encoding: .utf8)
        #expect(try await eventually { try await !server.columns("help", langs: "en,he")["he"]!.contains("class=\"error\"") })
        await server.stop()
    }

    @Test func aPageGivenOpensItsView() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (server, url) = try await RunningServer.startAt(root + "/help.he.md")
        #expect(url == server.base + "/page/help")
        #expect(try await server.text("/").contains("href=\"/page/guide\""))
        await server.stop()
    }

    @Test func missingGlyphWarningShowsInItsColumnUntilFixed() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let guide = root + "/guide.he.md"
        let good = try String(contentsOfFile: guide, encoding: .utf8)
        try (good + "\nהירוגליף 𓀀\n").write(toFile: guide, atomically: true, encoding: .utf8)
        let warning = #/<li class="warning"><span class="where">guide\.he\.md</span> <span class="message">none of Galley&#39;s fonts draws U\+13000 𓀀 \(line 8\)/#
        #expect(try await eventually { try await server.columns("guide", langs: "en,he")["he"]!.contains(warning) })
        #expect(try await !server.columns("guide", langs: "en,he")["en"]!.contains("class=\"warning\""))
        try good.write(toFile: guide, atomically: true, encoding: .utf8)
        #expect(try await eventually { try await !server.columns("guide", langs: "en,he")["he"]!.contains("class=\"warning\"") })
        await server.stop()
    }

    @Test func pagesAtTheBrowsersPixelRatio() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        // The first request at ratio 2 gets the 1x render, and asks for a 2x build.
        _ = try await server.columns("guide", langs: "he", scale: 2)
        #expect(try await eventually { try await renderSource(server.columns("guide", langs: "he", scale: 2)["he"]!)?.hasPrefix("/out/png@2/") == true })
        let image = try await server.get(try #require(renderSource(await server.columns("guide", langs: "he", scale: 2)["he"]!)))
        // PNG width, big-endian, at bytes 16-19 of the IHDR.
        #expect(image.body[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1600)
        await server.stop()
    }

    @Test func placeholderTableShowsEachLanguagesValue() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let view = try await server.text("/page/help?langs=en,ar,ar-XB")
        let row = try #require(view.firstMatch(of: #/<tr><th><code>functions</code></th>.*?</tr>/#))
        #expect(row.output.contains("<td>250</td>"))
        #expect(row.output.contains("<td lang=\"ar\" dir=\"rtl\"><bdi>٢٥٠</bdi> <small dir=\"ltr\">line 6</small></td>"))
        #expect(row.output.contains("<td lang=\"ar-XB\" dir=\"rtl\"><bdi>250</bdi>"))
        await server.stop()
    }
}

@Suite struct ServeCommandTests {
    /// `render serve` runs `render-serve` beside it, whose errors are one line, as `render`'s.
    @Test func renderServeOfAMissingFolderIsOneErrorLine() async throws {
        let render = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/render").path
        let printed = try await offThePool(["sh", "-c", "'\(render)' serve /no/such/site 2>&1; echo \"exit $?\""])
        #expect(printed == "error: /no/such/site: not a folder or a Markdown page; give a site folder or a page.md\nexit 1\n")
        let (listener, port) = try listeningSocket()
        defer { close(listener) }
        let busy = try await offThePool(["sh", "-c", "'\(render)' serve /tmp --port \(port) 2>&1; echo \"exit $?\""])
        #expect(busy == "error: port \(port) on 127.0.0.1 is in use; choose another with --port, or leave it out for the next free one\nexit 1\n")
    }
}

@Suite struct ServedFolderTests {
    @Test func segmentsThatLeaveTheFolderAreRefused() {
        for path in ["..", "a/../b", "%2e%2e", "a%2fb", "a%5cb", "a%00b", ".hidden", "a//b", "", "%zz"] {
            #expect(ServedFolder.segments(Substring(path)) == nil, "\(path)")
        }
        #expect(ServedFolder.segments("guide/start%20here.png") == ["guide", "start here.png"])
    }

    @Test func hostCheckAcceptsLoopbackNamesAndTheBoundAddress() {
        let check = HostCheck<BasicRequestContext>(boundHost: "192.168.1.5")
        #expect(check.allows("localhost:8040") && check.allows("127.0.0.1") && check.allows("[::1]:8040") && check.allows("192.168.1.5:8040"))
        #expect(!check.allows("evil.example") && !check.allows("[::1") && !check.allows("192.168.1.6"))
    }

    @Test func busyPortIsSkipped() throws {
        let (listener, port) = try listeningSocket()
        defer { close(listener) }
        #expect(try PortChoice.firstFree(host: "127.0.0.1", from: port) > port)
    }
}

/// A socket listening on a free port of 127.0.0.1, and the port.
func listeningSocket() throws -> (Int32, Int) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
        }
    }
    try #require(bound)
    return (listener, Int(UInt16(bigEndian: address.sin_port)))
}
