import CommandSyntax
import Document
import Files
import Foundation
import Galley
import Layout

/// `render page.md --lang he -o page.png`: the command is thin; it parses options and calls
/// the library. Every failure is one line on standard error and a non-zero exit.
struct Render {
    static let utility = Utility(
        name: "render",
        abstract: "Render a localized help page (Markdown or HTML) to PNG, PDF or HTML, right to left done right.",
        discussion: """
            The output format follows the extension of --output: .png (one image as tall as the page), \
            .pdf (paginated on --paper, with real text) or .html (a standalone page that browsers lay out as the PNG). Options given here win over the page's front matter.

            A PDF's creation date is SOURCE_DATE_EPOCH (seconds since 1970) when it is set, so that two runs \
            write the same bytes.

            render site <folder> -o <out> renders every page of a site in every language: see 'render site --help'.
            render serve <folder or page.md> previews a site live in several languages: see 'render serve --help'.
            render check [<suite>] runs a golden regression suite: see 'render check --help'.
            render explain-style <selector> <page> prints the computed style of the page's elements and the rules it came from: see 'render explain-style --help'.
            """,
        operands: [Operand("input", help: "The page to render: Markdown (.md), or HTML (.html, .htm, .xhtml).")],
        options: [
            .value("output", short: "o", help: "The output file, .png, .pdf or .html (fonts copied into fonts/ beside it); written whole or not at all.", required: true),
            .value("lang", help: "BCP 47 language of the page: he, ar, ar-SA, ar-AE, fa, ur, hi, de, en ... Any BCP 47 tag (he_IL works too). Sets the page's direction (RTL for he, ar, fa, ur, az-Arab ...), the image variants and the digits of list and page numbers; add -u-nu-latn (e.g. ar-SA-u-nu-latn) for Latin digits. Pseudolanguages for testing without translations: en-XA (accented, longer), ar-XB (right to left), en-XL (double length). Default: the front matter's lang (an HTML page's <html lang>), else the file name's (help.ur.md), else en."),
            .value("width", help: "Page width in pixels: the PNG's width (default 800); for PDF output without --paper, the page's width, at A4 height."),
            .value("scale", help: "Device pixels per page pixel for PNG output (2 for high-DPI).", default: "1"),
            .value("dir", help: "Direction of the page: ltr, rtl or auto (each block from its first strong letter, the language's direction when it has none). Default: the front matter's dir, else the language's direction."),
            .value("align", help: "Alignment of text: natural, leading, trailing, left, right, center or justify. Default: the front matter's align, else natural."),
            .value("paper", help: "Paper size for PDF output: a4 (default), letter, a5, legal, or <width>x<height> in mm, in or px, e.g. 150x200mm or 8x10in."),
            .value("set", valueName: "name=value", help: "A value for the page's placeholders, read as YAML: --set functions=250, --set released=2026-11-20, --set 'apps=[Pages, Numbers]'. Repeatable; wins over the front matter's values:, which win over values.yaml beside the page."),
            .value("digits", help: "Digits typed in running text: as-typed, or native to draw them with the language's digits (ar-SA ٠١٢, fa ۰۱۲); never in code, links or phone numbers. Formatted values always use the language's digits.", default: Digits.asTyped.rawValue),
            .flag("keep-going", help: "Draw a placeholder box for a missing or unreadable image instead of failing."),
            .value("justify", help: "How justified lines fill their width: spaces, or kashida (Arabic words stretch with tatweel). Default: the front matter's justify, else spaces."),
            .flag("strict", help: "Fail when the page has characters none of Galley's fonts draws (by default a warning line)."),
            .flag("allow-outside", help: "Read the page's images even outside the page's folder (through .., absolute paths or symbolic links)."),
            .value("stylesheet", valueName: "file.css", help: "An author CSS file: it styles the page's HTML and overrides Galley's help-page look (help.css) in PNG, PDF and HTML alike. Repeatable; later sheets win."),
            .value("images-from", valueName: "dir", help: "A folder of copies of the page's images on the web: https://host/path is read from <dir>/host/path. Without it such images are never fetched: each is drawn as its alt text in a small box, with one warning line."),
        ],
        version: galleyVersion)

    let input: String
    let output: String
    let lang: String?
    let width: Double?
    let scale: Double
    let dir: String?
    let align: String?
    let paper: String?
    let settings: [String]
    let digits: String
    let keepGoing: Bool
    let justify: String?
    let strict: Bool
    let allowOutside: Bool
    let stylesheets: [String]
    let imagesFrom: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        input = arguments.operand("input")!
        output = arguments.value("output")!
        lang = arguments.value("lang")
        width = try arguments.number("width")
        scale = try arguments.number("scale") ?? 1
        dir = arguments.value("dir")
        align = arguments.value("align")
        paper = arguments.value("paper")
        settings = arguments.values("set")
        digits = arguments.value("digits") ?? Digits.asTyped.rawValue
        keepGoing = arguments.flag("keep-going")
        justify = arguments.value("justify")
        strict = arguments.flag("strict")
        allowOutside = arguments.flag("allow-outside")
        stylesheets = arguments.values("stylesheet")
        imagesFrom = arguments.value("images-from")
    }

    func run() throws {
        do {
            let pageWidth = width ?? 800
            guard RenderOptions.widthRange.contains(pageWidth) else {
                throw ValidationFailure("--width is \(pageWidth): it must be from 100 to 20000 pixels")
            }
            guard RenderOptions.scaleRange.contains(scale) else {
                throw ValidationFailure("--scale is \(scale): it must be from \(RenderOptions.scaleRange.lowerBound) to \(RenderOptions.scaleRange.upperBound)")
            }
            var options = RenderOptions(input: input, language: lang, width: pageWidth, scale: scale, keepGoing: keepGoing, strict: strict,
                                        allowOutside: allowOutside, imagesFrom: imagesFrom)
            options.stylesheets = stylesheets
            for setting in settings { options.values = options.values.merging(try MessageValues(setting: setting)) }
            if let dir {
                guard let direction = TextDirection(rawValue: dir) else { throw ValidationFailure("unknown --dir '\(dir)': use ltr, rtl or auto") }
                options.direction = direction
            }
            if let justify {
                guard let justification = Justification(rawValue: justify) else { throw ValidationFailure("unknown --justify '\(justify)': use spaces or kashida") }
                options.justification = justification
            }
            if let align {
                guard let alignment = Alignment(rawValue: align) else {
                    throw ValidationFailure("unknown --align '\(align)': use \(Alignment.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.alignment = alignment
            }
            guard let digits = Digits(rawValue: digits) else { throw ValidationFailure("unknown --digits '\(digits)': use as-typed or native") }
            options.digits = digits
            if let paper {
                options.paper = try Paper(parsing: paper)
            } else if let width {
                options.paper = Paper.a4Height(width: width)
            }
            if let epoch = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }) {
                guard let seconds = Int(epoch), seconds >= 0 else {
                    throw ValidationFailure("SOURCE_DATE_EPOCH '\(epoch)' is not a whole number of seconds since 1970")
                }
                options.creationDate = Date(timeIntervalSince1970: TimeInterval(seconds))
            }
            for warning in try PageRenderer().write(options, to: output) {
                FileHandle.standardError.write(Data("warning: \(Escaped(warning.description))\n".utf8))
            }
        } catch {
            Self.fail(error)
        }
    }

    /// Prints `error: ...` on one line, control characters from the input escaped (`\u{1B}`),
    /// and exits with status 1.
    static func fail(_ error: Error) -> Never {
        let message = Escaped(SystemReason.message(of: error)).description
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
