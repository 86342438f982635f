import Foundation
import Testing

/// The hostile inputs of `Tests/Corpus/bad/`, each with its exact outcome: exit status,
/// messages, and which files are present, absent or untouched afterwards (see Tests/Corpus/README.md).
@Suite struct BadCorpusTests {
    static let folder = repositoryRoot + "/Tests/Corpus/bad"
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 12, "Tests/Corpus/bad has \(Self.cases.count) cases")
    }

    @Test(arguments: cases)
    func badInputHasItsExactOutcome(name: String) throws {
        let work = try temporaryDirectory()
        let script = try String(contentsOfFile: Self.folder + "/" + name + "/script", encoding: .utf8)
        var written: [String: String] = [:]
        var last: (status: Int32, output: String, error: String)?
        var stderrLines: [String]?
        var limit: Int?
        var readOnly: String?
        func checkStderr() {
            guard let expected = stderrLines, let last else { return }
            // Progress lines (`[1/2]  en/a.png  0:00`) left out.
            let actual = last.error.split(separator: "\n").map(String.init).filter { $0.range(of: #"^\[[0-9]+/[0-9]+\]"#, options: .regularExpression) == nil }
            #expect(actual == expected, "\(name): standard error")
            stderrLines = nil
        }
        for (number, line) in script.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let step = String(line[..<colon])
            let argument = Self.expanded(String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces), root: work)
            let (first, rest) = Self.split(argument)
            let at = "\(name)/script:\(number + 1)"
            if step != "stderr" { checkStderr() }
            switch step {
            case "write":
                try Self.write(rest, to: work + "/" + first)
                written[first] = rest
            case "bytes":
                try FileManager.default.createDirectory(atPath: ((work + "/" + first) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                let hex = Array(rest.utf8)
                let bytes = stride(from: 0, to: hex.count - 1, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0 }
                try Data(bytes).write(to: URL(fileURLWithPath: work + "/" + first))
            case "link":
                let parts = argument.components(separatedBy: " -> ")
                try FileManager.default.createDirectory(atPath: ((work + "/" + parts[0]) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: work + "/" + parts[0], withDestinationPath: parts[1])
            case "ulimit": limit = Int(argument)
            case "readonly": readOnly = argument
            case "run":
                let arguments = argument.split(separator: " ").map { $0 == "''" ? "" : Self.unescaped($0.replacingOccurrences(of: "\\s", with: " ")) }
                if readOnly != nil, !Self.canMountReadOnly {
                    print("BadCorpusTests: \(at) and the rest of \(name) skipped: a read-only folder needs `unshare -rm` and a bind mount, "
                        + "which this machine does not permit")
                    return
                }
                last = try Self.render(arguments, in: work, fileLimit: limit, readOnly: readOnly)
                limit = nil
                readOnly = nil
            case "exit": #expect(last?.status == Int32(argument), "\(at): exit status; stderr: \(last?.error ?? "")")
            case "stderr": stderrLines = (stderrLines ?? []) + [argument]
            case "stdout":
                let lines = (last?.output ?? "").split(separator: "\n").map { Self.timeless($0.trimmingCharacters(in: .whitespaces)) }
                #expect(lines.contains(Self.timeless(argument)), "\(at): no line '\(argument)' in\n\(last?.output ?? "")")
            case "present": #expect(Self.exists(work + "/" + argument), "\(at): \(argument) is missing")
            case "absent": #expect(!Self.exists(work + "/" + argument), "\(at): \(argument) is there")
            case "same":
                let text = try? String(contentsOfFile: work + "/" + argument, encoding: .utf8)
                #expect(text == written[argument].map(Self.unescaped), "\(at): \(argument) changed")
            case "contains", "lacks":
                let text = (try? String(contentsOfFile: work + "/" + first, encoding: .utf8)) ?? ""
                #expect(text.contains(Self.unescaped(rest)) == (step == "contains"), "\(at): \(first) \(step == "contains" ? "lacks" : "contains") '\(rest)'")
            case "delete": try FileManager.default.removeItem(atPath: work + "/" + argument)
            case "truncate": #expect(truncate(work + "/" + first, off_t(rest) ?? 0) == 0)
            default: Issue.record("\(at): unknown step '\(step)'")
            }
        }
        checkStderr()
    }

    /// `render` run in `folder`, with standard output and error; `readOnly`, a folder in
    /// `folder`, is mounted read-only for the run (in a mount namespace of its own).
    static func render(_ arguments: [String], in folder: String, fileLimit: Int?, readOnly: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        func quoted(_ words: [String]) -> String { words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ") }
        let mount = readOnly.map { quoted(["unshare", "-rm", "/bin/sh", "-c", Self.mountReadOnly, $0]) + " " } ?? ""
        process.arguments = ["-c", (fileLimit.map { "ulimit -f \($0); trap '' XFSZ; " } ?? "") + "exec " + mount + quoted([renderCommand] + arguments)]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["PATH": "/usr/bin:/bin", "GALLEY_PROGRESS": "0"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    /// The shell command that mounts `$0` on itself read-only, then runs the rest of its arguments.
    static let mountReadOnly = #"mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@""#

    /// Whether this machine lets a test mount a folder read-only in a namespace of its own (as
    /// root, `chmod` does not stop a write; a read-only mount does).
    static let canMountReadOnly: Bool = {
        guard let folder = try? temporaryDirectory() else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec unshare -rm /bin/sh -c '\(mountReadOnly)' \"$0\" /bin/sh -c '! touch \"$0/x\"' \"$0\" 2>/dev/null", folder]
        process.environment = ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin"]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func split(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(of: " ") else { return (text, "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }

    /// `{root}` as the case's folder.
    static func expanded(_ text: String, root: String) -> String { text.replacingOccurrences(of: "{root}", with: root) }

    /// `\n`, `\u{XXXX}` and `{N*x}` written out.
    static func unescaped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\n", with: "\n")
        while let start = result.range(of: "\\u{"), let end = result[start.upperBound...].firstIndex(of: "}") {
            let scalar = UInt32(result[start.upperBound..<end], radix: 16).flatMap(Unicode.Scalar.init) ?? "?"
            result.replaceSubrange(start.lowerBound...end, with: String(scalar))
        }
        while let start = result.range(of: #"\{[0-9]+\*"#, options: .regularExpression), let end = closingBrace(in: result, after: start.upperBound) {
            let count = Int(result[result.index(after: start.lowerBound)..<result.index(before: start.upperBound)]) ?? 0
            result.replaceSubrange(start.lowerBound...end, with: String(repeating: String(result[start.upperBound..<end]), count: count))
        }
        return result
    }

    /// The `}` that closes a `{N*x}` whose `x` starts at `start`: braces in `x` pair up (`{3*{big} }`).
    static func closingBrace(in text: String, after start: String.Index) -> String.Index? {
        var depth = 0
        for index in text[start...].indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                if depth == 0 { return index }
                depth -= 1
            }
        }
        return nil
    }

    static func write(_ text: String, to path: String) throws {
        let path = unescaped(path)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try unescaped(text).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// A summary line with its time left out: "… removed in 0.4 s" as "… removed in _ s".
    static func timeless(_ line: String) -> String {
        line.replacingOccurrences(of: #" in [0-9]+\.[0-9] s$"#, with: " in _ s", options: .regularExpression)
    }
}
