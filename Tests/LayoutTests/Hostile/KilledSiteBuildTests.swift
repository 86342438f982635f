import Foundation
import Testing

/// `kill -9` during a site build used to lose the whole build record (it was written at the
/// end), so the next build rendered everything again. The record is now replaced after each
/// output: what was finished stays finished.
@Suite struct KilledSiteBuildTests {
    @Test func killedBuildKeepsTheOutputsItFinished() throws {
        let folder = try temporaryDirectory()
        for n in 0..<12 {
            let path = folder + "/s/page\(n).md"
            try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: true)
            try "# Page \(n)\n\nText.\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let record = folder + "/out/.galley-build.json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderCommand)
        process.arguments = ["site", folder + "/s", "-o", folder + "/out", "--langs", "en", "--jobs", "1", "--width", "200"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once the record holds a finished output, well before the twelfth.
        var recorded = 0
        for _ in 0..<600 where recorded == 0 {
            usleep(10_000)
            recorded = outputs(in: record)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        recorded = outputs(in: record)
        #expect(recorded >= 1 && recorded < 12, "\(recorded) outputs recorded")

        let next = try runSite([folder + "/s", "-o", folder + "/out", "--langs", "en", "--width", "200"])
        #expect(next.status == 0)
        #expect(next.output.hasPrefix("12 outputs: \(12 - recorded) rendered, \(recorded) unchanged, 0 failed"), "\(next.output)")
    }

    /// The number of outputs in the build record at `path`; 0 when there is none yet.
    func outputs(in path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let outputs = json["outputs"] as? [String: Any] else { return 0 }
        return outputs.count
    }

    func runSite(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderCommand)
        process.arguments = ["site"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
