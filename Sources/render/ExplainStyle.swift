import CommandSyntax
import Document
import Files
import Foundation
import Galley
import LocaleRules

/// `render explain-style 'p.note' page.html`: each element the selector matches, with its
/// computed values and the rule each came from, in the cascade Galley styles the page with.
struct ExplainStyle {
    static let utility = Utility(
        name: "render explain-style",
        abstract: "Print the computed style of a page's elements and the rules it came from.",
        discussion: """
            For each element the selector list matches (the first ten), its computed values that differ from \
            the initial ones, each followed by the rule that set it (selector and sheet: ua.css, help.css, \
            the page's <style> with its line, a --stylesheet file) or 'inherited'. An HTML page is explained \
            as its own DOM; a Markdown page through cmark-gfm's HTML of it, styled with ua.css and help.css. \
            --lang picks the page's translation as 'render' does (help.he.md for help.md).
            """,
        operands: [
            Operand("selector", help: "A CSS selector list, e.g. 'p.note', 'h1, h2', '[dir=rtl] > p'."),
            Operand("input", help: "The page: .md, or .html, .htm, .xhtml."),
        ],
        options: [
            .value("lang", help: "BCP 47 language of the page; default: the front matter's lang (<html lang> of an HTML page), else en."),
            .value("dir", help: "Direction of the page: ltr, rtl or auto; default: the front matter's dir (<html dir>), else the language's."),
            .value("stylesheet", valueName: "file.css", help: "An author CSS file, as render's --stylesheet. Repeatable; later sheets win."),
        ])

    let selector: String
    let input: String
    let lang: String?
    let dir: String?
    let stylesheets: [String]

    init(_ arguments: ParsedArguments) {
        selector = arguments.operand("selector")!
        input = arguments.operand("input")!
        lang = arguments.value("lang")
        dir = arguments.value("dir")
        stylesheets = arguments.values("stylesheet")
    }

    func run() throws {
        do {
            let direction = try dir.map { dir in
                guard let direction = TextDirection(rawValue: dir) else { throw ValidationFailure("unknown --dir '\(dir)': use ltr, rtl or auto") }
                return direction
            }
            let given = try lang.map { try Self.language($0, file: nil) }
            // The file `render --lang` would draw: the page's translation beside it.
            let file = given.flatMap { $0.pseudolanguage == nil ? LocalizedFile.variant(of: input, for: $0) : nil } ?? input
            let front = try FrontMatter(contentsOfFile: file)
            let language = try given ?? Self.language(front.lang ?? "en", file: file)
            let rightToLeft = switch direction ?? front.dir {
            case .rightToLeft?: true
            case .leftToRight?: false
            case .auto?, .plaintext?, nil: language.direction == .rightToLeft
            }
            let sheets = try stylesheets.map { path throws(DocumentError) in try StyleSheetFile.read(path) }
            guard let lines = try StyleExplainer.explain(selector, inFile: file, authorSheets: sheets,
                                                         language: language.identifier, rightToLeft: rightToLeft) else {
                throw ValidationFailure("'\(selector)' is not a valid CSS selector list")
            }
            if lines.isEmpty {
                print(Escaped("no element of \(file) matches '\(selector)'").description)
            } else {
                print(lines.map { Escaped($0).description }.joined(separator: "\n"))
            }
        } catch {
            Render.fail(error)
        }
    }

    /// The tag `--lang` (`file` nil) or the front matter of `file` gives.
    private static func language(_ tag: String, file: String?) throws -> LanguageTag {
        do {
            return try LanguageTag(tag)
        } catch {
            throw RenderError.invalidLanguage(error, file: file)
        }
    }
}
