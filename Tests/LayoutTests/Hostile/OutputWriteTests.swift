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

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalDuringTheWriteRemovesTheTemporaryFile(signal: Int32) throws {
        let (folder, page) = try longPage()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderCommand)
        process.arguments = [page, "-o", folder + "/long.pdf"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while try temporaries(folder).isEmpty, process.isRunning, Date() < deadline { usleep(2000) }
        try #require(!(try temporaries(folder)).isEmpty, "the render finished before its temporary file was seen")
        kill(process.processIdentifier, signal)
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
