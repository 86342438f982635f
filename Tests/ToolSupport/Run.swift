import Foundation
import Testing

/// Runs a command-line tool and returns its standard output; fails the test when it exits non-zero.
public func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    return data
}
