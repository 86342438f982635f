import ArgumentParser
import Files
import Foundation
import Galley

/// `render-serve`, which `render serve` runs: the arguments after `serve`. A bad command line is
/// one line on standard error, as for `render`.
@main
enum ServeMain {
    static func main() {
        do {
            var command = try ServeCommand.parseAsRoot(DashedValues.joined(Array(CommandLine.arguments.dropFirst()),
                                                                                    options: ["--port", "--host", "--width", "--source-lang"]))
            try command.run()
        } catch {
            if ServeCommand.exitCode(for: error) == .success {
                print(ServeCommand.fullMessage(for: error))
                exit(0)
            }
            fail(Failure(ServeCommand.message(for: error) + " (see 'render serve --help')"))
        }
    }

    /// A bad option value, said in one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Prints `error: ...` on one line, control characters from the input escaped, and exits with status 1.
    static func fail(_ error: Error) -> Never {
        FileHandle.standardError.write(Data("error: \(Escaped("\(error)".replacingOccurrences(of: "\n", with: " ")))\n".utf8))
        exit(1)
    }
}
