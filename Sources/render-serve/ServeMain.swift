import CommandSyntax
import Files
import Foundation

/// `render-serve`, which `render serve` runs: the arguments after `serve`. A bad command line is
/// one line on standard error, as for `render`.
@main
enum ServeMain {
    static func main() {
        do {
            switch try ServeCommand.utility.parse(Array(CommandLine.arguments.dropFirst())) {
            case .show(let text):
                print(text)
            case .run(let arguments):
                try ServeCommand(arguments).run()
            }
        } catch {
            fail(Failure("\(error) (see 'render serve --help')"))
        }
    }

    /// A bad option value, said in one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Prints `error: ...` on one line, control characters from the input escaped, and exits with status 1.
    static func fail(_ error: Error) -> Never {
        FileHandle.standardError.write(Data("error: \(Escaped(SystemReason.message(of: error)))\n".utf8))
        exit(1)
    }
}
