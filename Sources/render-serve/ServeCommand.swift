import CommandSyntax
import Dispatch
import Foundation
import Serve

/// `render serve help/`: a live preview of a site (or of one page) in several languages side
/// by side, redrawn in the browser as the files are saved. A program of its own, which `render
/// serve` runs, so that `render`'s other commands do not load the HTTP server's code.
struct ServeCommand {
    static let utility = Utility(
        name: "render serve",
        abstract: "Preview a help site, or one page, in several languages side by side, live as the files are saved.",
        discussion: """
            Opens an HTTP server on 127.0.0.1 and prints its URL: an index of the pages and the languages each \
            has, and a view of each page in the languages you pick (the source, a right-to-left translation and \
            ar-XB at first), as Galley draws it (PNG at your screen's pixel ratio, or Galley's HTML). Saving a \
            page, an image, values.yaml or a stylesheet renders again only what depends on it, and the browser \
            redraws without a reload; errors and warnings show in the page with their file and line. Stop it with Ctrl-C.
            """,
        operands: [Operand("input", help: "The site folder, or one page of it (its folder is served and the URL opens the page).")],
        options: [
            .value("port", help: "The port; default \(PreviewServer.defaultPort), or the next free one when that is in use. 0: any free port."),
            .value("host", help: "The address to listen on. Default 127.0.0.1 (this machine only); any other address lets other machines read the site."),
            .value("width", help: "Page width in pixels.", default: "800"),
            .value("source-lang", help: "The language of source pages without a front matter lang.", default: "en"),
        ])

    let input: String
    let port: Int?
    let host: String
    let width: Double
    let sourceLang: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        input = arguments.operand("input")!
        port = try arguments.integer("port")
        host = arguments.value("host") ?? "127.0.0.1"
        width = try arguments.number("width") ?? 800
        sourceLang = arguments.value("source-lang") ?? "en"
    }

    func run() throws {
        do {
            guard width >= 100, width <= 20000 else { throw ServeMain.Failure("--width must be 100 to 20000") }
            if let port, !(0...65535).contains(port) { throw ServeMain.Failure("--port must be 0 to 65535") }
            let server = PreviewServer(options: try PreviewOptions(input: input, host: host, port: port, width: width, sourceLanguage: sourceLang))
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var failure: Error?
            Task {
                do {
                    try await server.run(handleSignals: true) { url in
                        FileHandle.standardOutput.write(Data("Galley preview: \(url)  (Ctrl-C to stop)\n".utf8))
                    }
                } catch {
                    failure = error
                }
                done.signal()
            }
            done.wait()
            if let failure { throw failure }
        } catch {
            ServeMain.fail(error)
        }
    }
}
