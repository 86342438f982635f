import ArgumentParser
import Document
import Files
import Foundation
import Galley
import Layout

/// `render page.md --lang he -o page.png`: the command is thin; it parses options and calls
/// the library. Every failure is one line on standard error and a non-zero exit.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a localized Markdown help page to PNG or PDF, right to left done right.",
        discussion: """
            The output format follows the extension of --output: .png (one image as tall as the page) or \
            .pdf (paginated on --paper, with real text). Options given here win over the page's front matter.

            render check [<suite>] runs a golden regression suite: see 'render check --help'.
            """)

    @Argument(help: "The Markdown page to render.")
    var input: String

    @Option(name: [.short, .long], help: "The output file, .png or .pdf; written whole or not at all.")
    var output: String

    @Option(name: .long, help: "BCP 47 language of the page: he, ar, ar-SA, ar-AE, fa, ur, hi, de, en ... Sets the layout direction (RTL for he, ar, fa, ur ...) and the digits of list and page numbers; add -u-nu-latn (e.g. ar-SA-u-nu-latn) for Latin digits. Pseudolanguages for testing without translations: en-XA (accented, longer), ar-XB (right to left), en-XL (double length). Default: the front matter's lang, else en.")
    var lang: String?

    @Option(help: "Page width in pixels for PNG output.")
    var width: Double = 800

    @Option(help: "Device pixels per page pixel for PNG output (2 for high-DPI).")
    var scale: Double = 1

    @Option(help: "Base direction of the page: ltr, rtl or auto (each paragraph from its first strong character). Default: the front matter's dir, else auto.")
    var dir: String?

    @Option(help: "Alignment of text: natural, leading, trailing, left, right, center or justify. Default: the front matter's align, else natural.")
    var align: String?

    @Option(help: "Paper size for PDF output: a4 or letter.")
    var paper: String = "a4"

    @Flag(help: "Draw a placeholder box for a missing or unreadable image instead of failing.")
    var keepGoing = false

    @Flag(help: "Read the page's images even outside the page's folder (through .., absolute paths or symbolic links).")
    var allowOutside = false

    func run() throws {
        do {
            guard RenderOptions.widthRange.contains(width), scale > 0, scale <= RenderOptions.scaleRange.upperBound else {
                throw ValidationFailure(RenderOptions.widthRange.contains(width)
                    ? "--scale is \(scale): it must be above 0 and at most 8"
                    : "--width is \(width): it must be from 100 to 20000 pixels")
            }
            var options = RenderOptions(input: input, language: lang, width: width, scale: scale, keepGoing: keepGoing,
                                        allowOutside: allowOutside)
            if let dir {
                guard let direction = TextDirection(rawValue: dir) else { throw ValidationFailure("unknown --dir '\(dir)': use ltr, rtl or auto") }
                options.direction = direction
            }
            if let align {
                guard let alignment = Alignment(rawValue: align) else {
                    throw ValidationFailure("unknown --align '\(align)': use \(Alignment.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.alignment = alignment
            }
            guard let paper = Paper(rawValue: paper.lowercased()) else { throw ValidationFailure("unknown --paper '\(paper)': use a4 or letter") }
            options.paper = paper
            try PageRenderer().write(options, to: output)
        } catch {
            Self.fail(error)
        }
    }

    /// Prints `error: ...` on one line, control characters from the input escaped (`\u{1B}`),
    /// and exits with status 1.
    static func fail(_ error: Error) -> Never {
        let message = Escaped("\(error)".replacingOccurrences(of: "\n", with: " ")).description
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
