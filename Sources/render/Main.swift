import CommandSyntax
import Files
import Foundation
import Galley

/// `render page.md ...` renders a page; `render site help/ -o out/` a whole site; `render serve
/// help/` previews it live; `render check Golden/` runs a golden suite; `render explain-style
/// h1 page.html` prints an element's computed style and where it came from. A bad
/// command line is one line on standard error too, not a usage screen.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "check": run(Check.utility, Array(arguments.dropFirst())) { try Check($0).run() }
        case "site": run(SiteCommand.utility, Array(arguments.dropFirst())) { try SiteCommand($0).run() }
        case "explain-style": run(ExplainStyle.utility, Array(arguments.dropFirst())) { try ExplainStyle($0).run() }
        case "serve": runServe(Array(arguments.dropFirst()))
        default: run(Render.utility, arguments) { try Render($0).run() }
        }
    }

    /// `render serve ...` runs `render-serve ...` from `render`'s own folder in its place: the HTTP
    /// server is a program of its own, so that the other commands do not load its code at start.
    static func runServe(_ arguments: [String]) -> Never {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
        let program = folder + "/render-serve"
        guard FileManager.default.isExecutableFile(atPath: program) else {
            Render.fail(ValidationFailure("render serve needs \(program): build it with swift build --product render-serve"))
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        Render.fail(ValidationFailure("cannot run \(program): \(SystemReason.text(errno))"))
    }

    /// Runs `command` with `arguments` as `utility` reads them; prints `--help` or `--version`
    /// instead when they ask for it. A command line it cannot read is one line naming the help.
    static func run(_ utility: Utility, _ arguments: [String], _ command: (ParsedArguments) throws -> Void) {
        do {
            switch try utility.parse(arguments) {
            case .show(let text):
                print(text)
            case .run(let parsed):
                try command(parsed)
            }
        } catch let error as UsageError {
            Render.fail(ValidationFailure("\(error) (see '\(utility.name) --help')"))
        } catch {
            Render.fail(error)
        }
    }
}
