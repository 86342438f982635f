import Foundation
import Galley
import Raster
import Testing

/// The `render` command built beside the tests.
let renderCommand = repositoryRoot + "/.build/debug/render"

/// Runs `render` (through bash, for `ulimit`) and returns its exit status and standard error.
func runRender(_ arguments: [String], shellPrefix: String = "") throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let quoted = ([renderCommand] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    process.arguments = ["-c", shellPrefix + "exec " + quoted.joined(separator: " ")]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Writes that could leave a truncated file, be hijacked, collide or overwrite the input.
@Suite struct OutputWriteTests {
    func temporaries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".galley-") }
    }

    /// A disk that fills during the write (simulated with a file size limit, as `ulimit -f`)
    /// is an error, and no truncated PDF or PNG is left behind.
    @Test(arguments: [1, 8, 32, 64], ["pdf", "png"])
    func fullDiskIsAnErrorAndLeavesNoFile(kilobytes: Int, format: String) throws {
        let folder = try temporaryDirectory()
        let output = folder + "/help." + format
        let (status, error) = try runRender([examplesDirectory + "/help.he.md", "-o", output],
                                            shellPrefix: "ulimit -f \(kilobytes); trap '' XFSZ; ")
        #expect(status == 1)
        #expect(error == "error: \(output): cannot write: file too large\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try temporaries(folder).isEmpty)
    }

    @Test func outputThatIsTheInputIsRefused() throws {
        let folder = try temporaryDirectory()
        let page = folder + "/notes.png"
        try "# Notes\n".write(toFile: page, atomically: true, encoding: .utf8)
        #expect(throws: RenderError.outputIsInput(path: folder + "/./notes.png")) {
            try PageRenderer().write(RenderOptions(input: page), to: folder + "/./notes.png")
        }
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "# Notes\n")
    }

    @Test(arguments: [246, 251])
    func outputNamesUpTo255BytesWork(length: Int) throws {
        let folder = try temporaryDirectory()
        let output = folder + "/" + String(repeating: "a", count: length) + ".png"
        try PageRenderer().write(RenderOptions(input: examplesDirectory + "/help.md"), to: output)
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(try temporaries(folder).isEmpty)
    }

    /// A symbolic link planted where the old predictable temporary name was is never written through.
    @Test func plantedSymbolicLinksAreNotWrittenThrough() throws {
        let folder = try temporaryDirectory()
        let victim = folder + "/victim.txt"
        try "keep".write(toFile: victim, atomically: true, encoding: .utf8)
        for pid in 0..<4 { try FileManager.default.createSymbolicLink(atPath: folder + "/.out.png.\(pid).tmp", withDestinationPath: victim) }
        try PageRenderer().write(RenderOptions(input: examplesDirectory + "/help.md"), to: folder + "/out.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
    }

    /// Renders with the same process id (as in separate PID namespaces sharing a volume) used
    /// to share one temporary name and publish a corrupt PNG; each now writes its own file.
    @Test func concurrentWritersWithOneProcessIDPublishAWholeFile() throws {
        let folder = try temporaryDirectory()
        let output = folder + "/out.png"
        let pages = [examplesDirectory + "/help.md", examplesDirectory + "/help.he.md"]
        DispatchQueue.concurrentPerform(iterations: 8) { n in
            try? PageRenderer().write(RenderOptions(input: pages[n % 2]), to: output)
        }
        let written = try RasterImage(pngFile: output)
        let expected = try pages.map { try PageRenderer().image(RenderOptions(input: $0)) }
        #expect(expected.contains(written))
        #expect(try temporaries(folder).isEmpty)
    }

    /// Long enough to be caught writing: a few thousand paragraphs to PDF.
    func longPage() throws -> (folder: String, page: String) {
        let folder = try temporaryDirectory()
        let page = folder + "/long.md"
        try (0..<8000).map { "Paragraph \($0) with some words to fill a line of the page and more." }
            .joined(separator: "\n\n").write(toFile: page, atomically: true, encoding: .utf8)
        return (folder, page)
    }

    /// A render of `page` to `folder`/long.pdf, stopped (SIGSTOP) while its temporary file is
    /// there; nil when the test was too slow and the render had renamed it (its output is removed).
    /// The PDF is written in one go at the end: the test learns of its temporary file from the
    /// kernel (inotify) the moment it is made, and stops the render there.
    func renderStoppedWhileWriting(_ page: String, in folder: String) throws -> Process? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderCommand)
        process.arguments = [page, "-o", folder + "/long.pdf"]
        process.standardError = FileHandle.nullDevice
        let watch = inotify_init1(0)
        defer { close(watch) }
        try #require(watch >= 0 && inotify_add_watch(watch, folder, UInt32(IN_CREATE)) >= 0)
        try process.run()
        var made = false
        var events = [UInt8](repeating: 0, count: 4096)
        var wait = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
        // However long the render takes (a debug build on a loaded machine: minutes), until it ends.
        while !made {
            guard poll(&wait, 1, 1000) > 0 else {
                if process.isRunning { continue } else { break }
            }
            let count = read(watch, &events, events.count)
            var offset = 0
            while offset + 16 <= count {
                let length = Int(events[offset + 12]) | Int(events[offset + 13]) << 8 | Int(events[offset + 14]) << 16 | Int(events[offset + 15]) << 24
                let name = String(decoding: events[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                if name.hasPrefix(".galley-") { made = true }
                offset += 16 + length
            }
        }
        try #require(made, "no temporary file was made")
        kill(process.processIdentifier, SIGSTOP)
        if try !temporaries(folder).isEmpty { return process }
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder + "/long.pdf")
        return nil
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalDuringTheWriteRemovesTheTemporaryFile(signal: Int32) throws {
        let (folder, page) = try longPage()
        // Under load the render may rename its file before the test stops it: it tries again.
        var stopped: Process?
        for _ in 1...5 where stopped == nil { stopped = try renderStoppedWhileWriting(page, in: folder) }
        let process = try #require(stopped, "five renders finished before the test could stop one while it wrote")
        kill(process.processIdentifier, signal)
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try temporaries(folder).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/long.pdf"))
    }

    /// `kill -9` cannot be caught: the next write to the folder removes what it left.
    @Test func temporaryFileOfAKilledRunIsRemovedByTheNext() throws {
        let folder = try temporaryDirectory()
        let stale = folder + "/.galley-abc123.tmp"
        try "half a PNG".write(toFile: stale, atomically: false, encoding: .utf8)
        let old = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stale)
        let fresh = folder + "/.galley-def456.tmp"
        try "another render's, still being written".write(toFile: fresh, atomically: false, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: examplesDirectory + "/help.md"), to: folder + "/out.png")
        #expect(try temporaries(folder) == [".galley-def456.tmp"])
    }
}
