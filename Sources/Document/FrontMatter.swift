import Yams

/// The page settings written as YAML between two `---` lines at the very top of the file.
///
/// Keys Galley reads: `title`, `description` (the PDF's /Subject, the HTML's meta description),
/// `lang` (a BCP 47 tag such as `he` or `ar-SA`), `dir` (`ltr`, `rtl`, `auto`), `align`
/// (`natural`, `leading`, `trailing`, `left`, `right`, `center`, `justify`), `justify`
/// (`spaces`, `kashida`) and `values` (a mapping of names to the values placeholders write, see
/// ``MessageValues``). Every other key (Docusaurus' `id`, Jekyll's `permalink`, Hugo's `date`,
/// MkDocs' `template` ...) is for other tools and ignored, whatever its value. A known key with a
/// value outside its list or of the wrong shape, or malformed YAML, is a
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
    /// What the page is about, in a sentence: the PDF's /Subject and the HTML's meta description.
    public var description: String?
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
    public init(title: String? = nil, description: String? = nil, lang: String? = nil, dir: TextDirection? = nil,
                align: String? = nil, values: MessageValues = MessageValues()) {
        self.title = title
        self.description = description
        self.lang = lang
        self.dir = dir
        self.align = align
        self.values = values
    }
}

extension FrontMatter {
    /// The front matter of the Markdown file at `path`, read as `Page(contentsOfFile:)` reads
    /// it but without parsing the Markdown after it: what a site build needs to know of a
    /// source page (its `lang`) before it renders it. Of an HTML page (`.html`, `.htm`,
    /// `.xhtml`), what stands for it: `<title>`, and `lang` and `dir` of `<html>`.
    ///
    ///     let lang = try FrontMatter(contentsOfFile: "help/start.md").lang
    public init(contentsOfFile path: String) throws(DocumentError) {
        let text = try Page.text(ofFile: path)
        self = try HTMLPageReader.isHTML(path) ? HTMLPageReader.frontMatter(html: text, fileName: path) : Self.split(text, fileName: path).0
    }

    /// Splits `text` into front matter and the Markdown after it. The front matter lines are
    /// replaced by empty lines so cmark-gfm reports the file's own line numbers.
    static func split(_ text: String, fileName: String) throws(DocumentError) -> (FrontMatter, markdown: String) {
        func trimmed(_ line: Substring) -> Substring {
            var line = line
            if line.first == "\u{FEFF}" { line = line.dropFirst() }
            while let last = line.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
                line = Substring(line.unicodeScalars.dropLast())
            }
            return line
        }
        // The lines up to the closing fence, one at a time, split on U+000A ("\r\n" is one
        // Character, so a Character split would miss it); the page after it is not split.
        var lines: [Substring] = []
        var next: String.Index? = text.startIndex
        var close: Int?
        while let start = next {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
            let line = text[start..<(end ?? text.endIndex)]
            next = end.map { text.utf8.index(after: $0) }
            if lines.isEmpty {
                guard trimmed(line) == "---" else { return (FrontMatter(), text) }
            } else if trimmed(line) == "---" || trimmed(line) == "..." {
                close = lines.count
                break
            }
            lines.append(line)
        }
        guard let close else {
            throw .invalidFrontMatter(file: fileName, line: 1,
                                      problem: "front matter opened by '---' is never closed; end it with a '---' line")
        }
        let yaml = lines[1...].joined(separator: "\n")
        let frontMatter = try parse(yaml: yaml, fileName: fileName, firstLine: 2)
        let markdown = String(repeating: "\n", count: close + 1) + String(next.map { text[$0...] } ?? "")
        return (frontMatter, markdown)
    }

    /// Parses the YAML between the fences; `firstLine` is the file line of the YAML's line 1.
    private static func parse(yaml: String, fileName: String, firstLine: Int) throws(DocumentError) -> FrontMatter {
        func failure(_ line: Int, _ problem: String) -> DocumentError {
            let oneLine = problem.split(whereSeparator: \.isNewline).joined(separator: " ")
            return .invalidFrontMatter(file: fileName, line: line, problem: oneLine)
        }
        func fileLine(_ node: Node) -> Int { (node.mark?.line ?? 1) - 1 + firstLine }

        if let pairs = plainLines(yaml) {
            var frontMatter = FrontMatter()
            for (offset, key, value) in pairs {
                try frontMatter.set(key, to: value, failure: { failure(firstLine + offset, $0) })
            }
            return frontMatter
        }
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
            throw failure(fileLine(root), "front matter must be 'key: value' lines (title, description, lang, dir, align, values)")
        }

        var frontMatter = FrontMatter()
        var seen: Set<String> = []
        for (keyNode, valueNode) in mapping {
            let line = fileLine(keyNode)
            // A key that is not a plain word (`? [a, b]`) is no key Galley reads.
            guard let key = keyNode.scalar?.string, Self.keys.contains(key) else { continue }
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
            try frontMatter.set(key, to: valueNode.tag == Tag(.null) ? nil : scalar.string, failure: { failure(line, $0) })
        }
        return frontMatter
    }

    /// The keys Galley reads; any other is ignored.
    static let keys: Set<String> = ["title", "description", "lang", "dir", "align", "justify", "values"]

    /// The lines of front matter made only of `key: word` lines, each key once and not
    /// `values`, the word a letter then letters, digits and hyphens (`lang: he-IL`, `dir: rtl`),
    /// with each line's offset; nil for anything else. Yams reads such a line as the same
    /// string, and building its tag resolver (ICU regular expressions) was 10 M of the 158 M
    /// instructions of rendering page40, whose front matter is `lang: he`.
    /// NOTE: of the tags Yams could give such a word, only null changes what the front matter
    /// holds, so its spellings (null, Null, NULL) go to Yams; the others (bool: yes, no, on,
    /// off ...) are read as their text there too.
    private static func plainLines(_ yaml: String) -> [(offset: Int, key: String, value: String)]? {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        var pairs: [(offset: Int, key: String, value: String)] = []
        for (offset, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].hasSuffix(":") else { return nil }
            let key = String(parts[0].dropLast()), value = String(parts[1])
            guard ["title", "description", "lang", "dir", "align", "justify"].contains(key), !pairs.contains(where: { $0.key == key }),
                  !["null", "Null", "NULL"].contains(value), let first = value.unicodeScalars.first, isLetter(first),
                  value.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "-" }) else { return nil }
            pairs.append((offset, key, value))
        }
        return pairs
    }

    /// Sets `key` (title, description, lang, dir, justify or align) to `value`; nil (YAML's null)
    /// leaves it unset. Throws `failure(problem)` for a value it cannot take.
    private mutating func set(_ key: String, to value: String?, failure: (String) -> DocumentError) throws(DocumentError) {
        switch key {
        case "title":
            title = value
        case "description":
            description = value
        case "lang":
            lang = value
        case "dir":
            guard let value else { break }
            guard let dir = TextDirection(rawValue: value) else {
                throw failure("front matter 'dir' is '\(value)'; expected ltr, rtl or auto")
            }
            self.dir = dir
        case "justify":
            guard let value else { break }
            guard Self.justifications.contains(value) else {
                throw failure("front matter 'justify' is '\(value)'; expected spaces or kashida")
            }
            justify = value
        case "align":
            guard let value else { break }
            guard Self.alignments.contains(value) else {
                throw failure("front matter 'align' is '\(value)'; expected one of \(Self.alignments.joined(separator: ", "))")
            }
            align = value
        default:
            break
        }
    }
}
