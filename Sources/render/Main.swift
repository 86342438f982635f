import ArgumentParser
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
        if arguments.first == "check" {
            run(Check.self, DashedValues.joined(Array(arguments.dropFirst()), options: ["--filter", "--shard", "--scratch", "--jobs", "--reftests", "--expectations"]))
        } else if arguments.first == "site" {
            run(SiteCommand.self, DashedValues.joined(Array(arguments.dropFirst()),
                                                      options: ["-o", "--output", "--langs", "--source-lang", "--format", "--width", "--paper", "--jobs",
                                                                "--layout", "--images-from"]))
        } else if arguments.first == "explain-style" {
            run(ExplainStyle.self, DashedValues.joined(Array(arguments.dropFirst()), options: ["--lang", "--dir", "--stylesheet"]))
        } else if arguments.first == "serve" {
            runServe(Array(arguments.dropFirst()))
        } else {
            run(Render.self, DashedValues.joined(arguments, options: ["-o", "--output", "--lang", "--width", "--scale", "--dir", "--align",
                                                                     "--paper", "--set", "--digits", "--justify", "--stylesheet", "--images-from"]))
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
