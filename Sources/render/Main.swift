import ArgumentParser
import Foundation

/// `render page.md ...` renders a page; `render site help/ -o out/` a whole site; `render check
/// Golden/` runs a golden suite. A bad
/// command line is one line on standard error too, not a usage screen.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "check" {
            run(Check.self, Array(arguments.dropFirst()))
        } else if arguments.first == "site" {
            run(SiteCommand.self, Array(arguments.dropFirst()))
        } else {
            run(Render.self, arguments)
        }
    }

    static func run(_ type: ParsableCommand.Type, _ arguments: [String]) {
        do {
            var command = try type.parseAsRoot(arguments)
            try command.run()
        } catch {
            if type.exitCode(for: error) == .success {
                print(type.fullMessage(for: error))
                Foundation.exit(0)
            }
            Render.fail(ValidationFailure(type.message(for: error) + " (see 'render --help')"))
        }
    }
}
