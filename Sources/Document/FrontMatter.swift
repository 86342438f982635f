import Yams

/// The page settings written as YAML between two `---` lines at the very top of the file.
///
/// Keys: `title`, `lang` (a BCP 47 tag such as `he` or `ar-SA`), `dir` (`ltr`, `rtl`,
/// `auto`), `align` (`natural`, `leading`, `trailing`, `left`, `right`, `center`,
/// `justify`), `justify` (`spaces`, `kashida`) and `values` (a mapping of names to the values
/// placeholders write, see ``MessageValues``). Any other key, a value outside those lists, or malformed YAML is a
/// ``DocumentError/invalidFrontMatter(file:line:problem:)`` that names the line. The closing
/// line may also be `...`. A page that starts with a thematic break needs a blank line first.
///
/// These are the page's own values; options given on the command line win over them, which
/// the caller decides.
///
/// ```markdown
/// ---
/// title: עזרה
/// lang: he
/// dir: rtl
/// align: justify
/// values:
///   count: 3
/// ---
/// ```
public struct FrontMatter: Equatable, Sendable {
    /// The page title, used for the PDF metadata.
    public var title: String?
    /// The language tag, e.g. `he`, `ar`, `en-US`.
    public var lang: String?
    /// The base direction of the page.
    public var dir: TextDirection?
    /// The paragraph alignment, one of ``FrontMatter/alignments``.
    public var align: String?
    /// How justified lines fill their width: `spaces` or `kashida` (Arabic words stretch).
    public var justify: String?
    /// The values of the page's placeholders; they win over `values.yaml`.
    public var values: MessageValues

    /// The values `align` accepts.
    ///
    /// ```swift
    /// FrontMatter.alignments.contains("justify")  // true
    /// ```
    public static let alignments = ["natural", "leading", "trailing", "left", "right", "center", "justify"]

    /// The values `justify` accepts.
    public static let justifications = ["spaces", "kashida"]

    /// Creates front matter; every value is unset by default.
    ///
    /// ```swift
    /// FrontMatter(lang: "ar", dir: .rightToLeft)
    /// ```
    public init(title: String? = nil, lang: String? = nil, dir: TextDirection? = nil, align: String? = nil,
                values: MessageValues = MessageValues()) {
        self.title = title
        self.lang = lang
        self.dir = dir
        self.align = align
        self.values = values
    }
}

extension FrontMatter {
    /// The front matter of the Markdown file at `path`, read as `Page(contentsOfFile:)` reads
    /// it but without parsing the Markdown after it: what a site build needs to know of a
    /// source page (its `lang`) before it renders it.
    ///
    ///     let lang = try FrontMatter(contentsOfFile: "help/start.md").lang
    public init(contentsOfFile path: String) throws(DocumentError) {
        self = try Self.split(Page.text(ofFile: path), fileName: path).0
    }

    /// Splits `text` into front matter and the Markdown after it. The front matter lines are
    /// replaced by empty lines so cmark-gfm reports the file's own line numbers.
    static func split(_ text: String, fileName: String) throws(DocumentError) -> (FrontMatter, markdown: String) {
        // Split on U+000A scalars: "\r\n" is one Character, so a Character split would miss it.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        func trimmed(_ line: Substring) -> Substring {
            var line = line
            if line.first == "\u{FEFF}" { line = line.dropFirst() }
            while let last = line.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
                line = Substring(line.unicodeScalars.dropLast())
            }
            return line
        }
        guard let first = lines.first, trimmed(first) == "---" else { return (FrontMatter(), text) }
        guard let close = lines.indices.dropFirst().first(where: { trimmed(lines[$0]) == "---" || trimmed(lines[$0]) == "..." }) else {
            throw .invalidFrontMatter(file: fileName, line: 1,
                                      problem: "front matter opened by '---' is never closed; end it with a '---' line")
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let frontMatter = try parse(yaml: yaml, fileName: fileName, firstLine: 2)
        let markdown = String(repeating: "\n", count: close + 1) + lines[(close + 1)...].joined(separator: "\n")
        return (frontMatter, markdown)
    }

    /// Parses the YAML between the fences; `firstLine` is the file line of the YAML's line 1.
    private static func parse(yaml: String, fileName: String, firstLine: Int) throws(DocumentError) -> FrontMatter {
        func failure(_ line: Int, _ problem: String) -> DocumentError {
            let oneLine = problem.split(whereSeparator: \.isNewline).joined(separator: " ")
            return .invalidFrontMatter(file: fileName, line: line, problem: oneLine)
        }
        func fileLine(_ node: Node) -> Int { (node.mark?.line ?? 1) - 1 + firstLine }

        if let line = YAMLNesting.firstLineTooDeep(in: yaml) {
            throw failure(line - 1 + firstLine, "front matter nests deeper than \(YAMLNesting.limit) levels")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            switch error {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
                 let .composer(context, problem, mark, _):
                let what = [context?.text, problem].compactMap { $0 }.joined(separator: " ")
                throw failure(mark.line - 1 + firstLine, "front matter is not valid YAML: \(what)")
            default:
                throw failure(firstLine, "front matter is not valid YAML: \(error)")
            }
        } catch {
            throw failure(firstLine, "front matter is not valid YAML: \(error)")
        }
        guard let root else { return FrontMatter() }
        guard case let .mapping(mapping) = root else {
            throw failure(fileLine(root), "front matter must be 'key: value' lines (title, lang, dir, align, values)")
        }

        var frontMatter = FrontMatter()
        var seen: Set<String> = []
        for (keyNode, valueNode) in mapping {
            let line = fileLine(keyNode)
            guard let key = keyNode.scalar?.string else {
                throw failure(line, "front matter keys must be plain words (title, lang, dir, align, values)")
            }
            guard seen.insert(key).inserted else {
                throw failure(line, "front matter key '\(key)' is given twice")
            }
            if key == "values" {
                if valueNode.tag != Tag(.null) {
                    frontMatter.values = try MessageValues(mapping: valueNode, fileName: fileName, firstLine: firstLine)
                }
                continue
            }
            guard let scalar = valueNode.scalar else {
                throw failure(line, "front matter '\(key)' must be a single value, not a list or a mapping")
            }
            let value: String? = valueNode.tag == Tag(.null) ? nil : scalar.string
            switch key {
            case "title":
                frontMatter.title = value
            case "lang":
                frontMatter.lang = value
            case "dir":
                guard let value else { break }
                guard let dir = TextDirection(rawValue: value) else {
                    throw failure(line, "front matter 'dir' is '\(value)'; expected ltr, rtl or auto")
                }
                frontMatter.dir = dir
            case "justify":
                guard let value else { break }
                guard justifications.contains(value) else {
                    throw failure(line, "front matter 'justify' is '\(value)'; expected spaces or kashida")
                }
                frontMatter.justify = value
            case "align":
                guard let value else { break }
                guard alignments.contains(value) else {
                    throw failure(line, "front matter 'align' is '\(value)'; expected one of \(alignments.joined(separator: ", "))")
                }
                frontMatter.align = value
            default:
                throw failure(line, "unknown front matter key '\(key)'; expected title, lang, dir, align, justify or values")
            }
        }
        return frontMatter
    }
}
