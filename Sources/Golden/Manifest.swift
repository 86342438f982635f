import Document
import Files
import Galley
import Foundation
import Layout
import Yams

/// A golden suite's `manifest.yaml`: which pages to render, in which languages, at which widths.
///
///     # Golden/manifest.yaml
///     root: ..                  # optional: folder the `page` paths are relative to, relative
///                               # to this file (default `..`: the repository for Golden/)
///     defaults:                 # optional: values for every case that does not set its own
///       widths: [800]
///       scale: 1
///       threshold: 0.1          # YIQ colour threshold, 0...1 (pixelmatch's)
///       maxDifferentPixels: 0
///       dir: rtl                # ltr, rtl or auto (default: the page's front matter)
///     cases:
///       - page: Examples/help.md
///         languages: [he, ar]   # or `language: he`
///         widths: [800, 400]    # or `width: 800`
///         maxDifferentPixels: 40
///       - page: Examples/help.he.md
///         name: help-retina     # optional: the <page> part of golden names
///         languages: [he]
///         scale: 2
///       - page: Examples/help.md
///         languages: [en]
///         widths: [500]
///         aligns: [leading, trailing, justify]   # or `align: center`
///         dir: rtl
///       - page: Examples/help.he.md
///         languages: [he]
///         format: pdf             # default png
///         paper: letter           # a4 (default), letter, a5 or legal; pdf cases only
///
/// The top level may also be just the list of cases. Each case expands to one golden per
/// language, width and alignment, named `<page>.<lang>.<variant>.png` beside the manifest, where
/// variant is `w<width>`, then `-<align>` when the case (or `defaults`) gives an alignment, then
/// `@<scale>x` when the scale is not 1: `help.he.w800.png`, `help.en.w500-trailing.png`,
/// `help-retina.he.w800@2x.png`. `align` is one of natural, leading, trailing, left, right,
/// center, justify; `aligns` lists several, as `widths` does. `dir` (ltr, rtl, auto) sets the
/// base direction; it is not part of the name, so a page checked in two directions needs a
/// `name` for one of them. Without `align` and `dir` the page's front matter decides.
/// `<page>` is the case's `name`, else the page's file name without its extension and without
/// a last `.<lang>` that is one of the case's languages (`help.he.md` in `he` gives
/// `help.he.w800.png`), other dots made dashes.
///
/// A `format: pdf` case renders the page to a paginated PDF on its `paper` and checks every page
/// of it, rasterized at 72 dpi times `scale` (`pdftoppm`), against one golden each:
/// `<page>.<lang>.pdf-<paper>[-<align>]-p<N>[@<scale>x].png`, e.g. `help.he.pdf-a4-p2.png`. The
/// paper sets the width, so such a case takes no `width`; `paper` is for pdf cases only.
public struct Manifest: Sendable, Equatable {
    /// One entry of `cases`, before it is expanded to languages and widths.
    ///
    ///     manifest.entries[0].languages   // ["he", "ar"]: a case for each, at each width
    public struct Entry: Sendable, Equatable {
        /// The `<page>` part of the golden file names.
        public var name: String
        /// The Markdown file, relative to the manifest's `root`.
        public var page: String
        /// BCP 47 tags, one golden each.
        public var languages: [String]
        /// Page widths in pixels at scale 1, one golden each (none for a PDF case).
        public var widths: [Double]
        /// Device pixels per page pixel.
        public var scale: Double
        /// The YIQ colour threshold, 0...1.
        public var threshold: Double
        /// How many pixels may differ before a case fails.
        public var maxDifferentPixels: Int
        /// Paragraph alignments, one golden each; empty: the page's own (front matter, else
        /// natural), and no alignment in the golden names.
        public var alignments: [Alignment]
        /// The base direction; nil: the page's front matter, else each block's own.
        public var direction: TextDirection?
        /// A PNG of the page at each width, or a PDF whose pages are checked one by one.
        public var format: GoldenFormat
        /// The paper of a PDF case.
        public var paper: Paper
        /// 1-based line of the entry in the manifest.
        public var line: Int

        ///     Manifest.Entry(name: "help", page: "Examples/help.md", languages: ["he"])
        public init(name: String, page: String, languages: [String], widths: [Double] = [800], scale: Double = 1,
                    threshold: Double = 0.1, maxDifferentPixels: Int = 0, alignments: [Alignment] = [],
                    direction: TextDirection? = nil, format: GoldenFormat = .png, paper: Paper = .a4,
                    line: Int = 1) {
            self.name = name
            self.page = page
            self.languages = languages
            self.widths = widths
            self.scale = scale
            self.threshold = threshold
            self.maxDifferentPixels = maxDifferentPixels
            self.alignments = alignments
            self.direction = direction
            self.format = format
            self.paper = paper
            self.line = line
        }
    }

    /// The manifest file.
    public var path: String
    /// The folder `page` paths are relative to, relative to the manifest's folder.
    public var root: String
    /// The well-formed entries, in manifest order.
    public var entries: [Entry]
    /// One error per malformed entry; the well-formed ones still run.
    public var problems: [GoldenError]

    /// A manifest built in code rather than read from a file.
    ///
    ///     let manifest = Manifest(path: "Golden/manifest.yaml", entries: [
    ///         .init(name: "help", page: "Examples/help.md", languages: ["he", "ar"]),
    ///     ])
    public init(path: String, root: String = "..", entries: [Entry], problems: [GoldenError] = []) {
        self.path = path
        self.root = root
        self.entries = entries
        self.problems = problems
    }

    static let caseKeys = ["page", "name", "language", "languages", "width", "widths", "scale", "threshold",
                           "maxDifferentPixels", "align", "aligns", "dir", "format", "paper"]
    /// The keys `defaults` may set: every case key but those naming one page.
    static let defaultKeys = caseKeys.filter { !["page", "name"].contains($0) }
    static let topKeys = ["root", "defaults", "cases"]

    /// The largest manifest read.
    static let maximumFileSize = 4 << 20

    /// Reads and checks the manifest at `path`. Throws `GoldenError.unreadableManifest` or
    /// `.malformedManifest` (naming the file and line) when the file as a whole is unusable;
    /// a malformed case only adds to `problems`.
    ///
    ///     let manifest = try Manifest(path: "Golden/manifest.yaml")
    public init(path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Self.maximumFileSize)
        } catch {
            throw GoldenError.unreadableManifest(path: path, reason: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw GoldenError.unreadableManifest(path: path, reason: "is not UTF-8")
        }
        try self.init(yaml: text, path: path)
    }

    /// Parses manifest text; `path` is only used in messages.
    ///
    ///     let manifest = try Manifest(yaml: "- page: help.md\n  languages: [he]\n", path: "manifest.yaml")
    public init(yaml: String, path: String) throws {
        self.path = path
        if let line = YAMLNesting.firstLineTooDeep(in: yaml) {
            throw GoldenError.malformedManifest(path: path, line: line, message: "nests deeper than \(YAMLNesting.limit) levels")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.syntaxError(error, path: path)
        } catch {
            throw GoldenError.malformedManifest(path: path, line: 1, message: "\(error)")
        }
        guard let node else {
            throw GoldenError.malformedManifest(path: path, line: 1, message: "the manifest is empty; list some cases")
        }
        var defaults = Defaults()
        let cases: Node
        root = ".."
        switch node {
        case .sequence:
            cases = node
        case let .mapping(mapping):
            for (key, _) in mapping where !Self.topKeys.contains(key.string ?? "") {
                throw GoldenError.malformedManifest(
                    path: path, line: Self.line(key),
                    message: "unknown key `\(key.string ?? "?")`; expected one of \(Self.topKeys.joined(separator: ", "))")
            }
            if let rootNode = mapping["root"] {
                guard let value = rootNode.scalar?.string else {
                    throw GoldenError.malformedManifest(path: path, line: Self.line(rootNode),
                                                        message: "`root` must be a folder path")
                }
                root = value
            }
            if let defaultsNode = mapping["defaults"] {
                do {
                    defaults = try Self.parseDefaults(defaultsNode)
                } catch let problem as Problem {
                    throw GoldenError.malformedManifest(path: path, line: problem.line, message: problem.message)
                }
            }
            guard let list = mapping["cases"] else {
                throw GoldenError.malformedManifest(path: path, line: Self.line(node),
                                                    message: "no `cases`: list the pages to check under `cases:`")
            }
            cases = list
        case .scalar:
            throw GoldenError.malformedManifest(path: path, line: Self.line(node),
                                                message: "expected a list of cases or a mapping with `cases`")
        }
        guard let sequence = cases.sequence else {
            throw GoldenError.malformedManifest(path: path, line: Self.line(cases), message: "`cases` must be a list")
        }
        entries = []
        problems = []
        for item in sequence {
            do {
                entries.append(try Self.parseEntry(item, defaults: defaults))
            } catch let problem as Problem {
                problems.append(.malformedCase(path: path, line: problem.line, message: problem.message))
            }
        }
    }

    // MARK: Parsing

    /// Values a case may leave out.
    struct Defaults {
        var languages: [String]?
        var widths: [Double] = [800]
        var scale: Double = 1
        var threshold: Double = 0.1
        var maxDifferentPixels: Int = 0
        var alignments: [Alignment] = []
        var direction: TextDirection?
        var format: GoldenFormat = .png
        var paper: Paper = .a4
    }

    /// A shape error at a line, turned into a `GoldenError` by the caller.
    struct Problem: Error {
        var line: Int
        var message: String
    }

    static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    static func syntaxError(_ error: YamlError, path: String) -> GoldenError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return .malformedManifest(path: path, line: mark.line, message: "not valid YAML: \(problem)")
        case let .reader(problem, _, _, _):
            return .malformedManifest(path: path, line: 1, message: "not valid YAML: \(problem)")
        default:
            return .malformedManifest(path: path, line: 1, message: "not valid YAML: \(error)")
        }
    }

    static func parseDefaults(_ node: Node) throws -> Defaults {
        guard let mapping = node.mapping else {
            throw Problem(line: line(node), message: "`defaults` must be a mapping")
        }
        var defaults = Defaults()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "language", "languages": defaults.languages = try strings(value, key: "languages")
            case "width", "widths": defaults.widths = try widths(value)
            case "scale": defaults.scale = try scale(value)
            case "threshold": defaults.threshold = try threshold(value)
            case "maxDifferentPixels": defaults.maxDifferentPixels = try count(value)
            case "align", "aligns": defaults.alignments = try alignments(value)
            case "dir": defaults.direction = try direction(value)
            case "format": defaults.format = try format(value)
            case "paper": defaults.paper = try paper(value)
            default:
                throw Problem(line: line(key), message: "unknown default `\(key.string ?? "?")`; expected one of "
                    + defaultKeys.joined(separator: ", "))
            }
        }
        return defaults
    }

    static func parseEntry(_ node: Node, defaults: Defaults) throws -> Entry {
        guard let mapping = node.mapping else {
            throw Problem(line: line(node), message: "a case must be a mapping with at least `page` and `languages`")
        }
        for (key, _) in mapping where !caseKeys.contains(key.string ?? "") {
            throw Problem(line: line(key), message: "unknown key `\(key.string ?? "?")`; expected one of "
                + caseKeys.joined(separator: ", "))
        }
        guard let pageNode = mapping["page"] else {
            throw Problem(line: line(node), message: "case has no `page`: give the Markdown file to render")
        }
        guard let page = pageNode.scalar?.string, !page.isEmpty else {
            throw Problem(line: line(pageNode), message: "`page` must be a file path")
        }
        let languageNode = mapping["languages"] ?? mapping["language"]
        let languages = try languageNode.map { try strings($0, key: "languages") } ?? defaults.languages
        guard let languages, !languages.isEmpty else {
            throw Problem(line: line(node), message: "case \(page) has no `languages`")
        }
        var name = defaultName(page: page, languages: languages)
        if let nameNode = mapping["name"] {
            guard let value = nameNode.scalar?.string, !value.isEmpty, !value.contains("/"), !value.contains(".") else {
                throw Problem(line: line(nameNode), message: "`name` must be a plain name without `/` or `.`")
            }
            name = value
        }
        let widthNode = mapping["widths"] ?? mapping["width"]
        let alignNode = mapping["aligns"] ?? mapping["align"]
        let format = try mapping["format"].map(format) ?? defaults.format
        if format == .pdf, let widthNode {
            throw Problem(line: line(widthNode), message: "a pdf case takes no width: its `paper` sets the width")
        }
        if format == .png, let paperNode = mapping["paper"] {
            throw Problem(line: line(paperNode), message: "`paper` is for `format: pdf` cases only")
        }
        return Entry(
            name: name, page: page, languages: languages,
            widths: format == .pdf ? [] : try widthNode.map(widths) ?? defaults.widths,
            scale: try mapping["scale"].map(scale) ?? defaults.scale,
            threshold: try mapping["threshold"].map(threshold) ?? defaults.threshold,
            maxDifferentPixels: try mapping["maxDifferentPixels"].map(count) ?? defaults.maxDifferentPixels,
            alignments: try alignNode.map(alignments) ?? defaults.alignments,
            direction: try mapping["dir"].map(direction) ?? defaults.direction,
            format: format,
            paper: try mapping["paper"].map(paper) ?? defaults.paper,
            line: line(node))
    }

    /// The page's file name without its extension and without a last `.<lang>` naming one of
    /// the case's languages, other dots made dashes (dots separate the parts of golden names):
    /// `help.he.md` in `he` is `help`, `v1.2-notes.md` is `v1-2-notes`.
    static func defaultName(page: String, languages: [String]) -> String {
        var name = ((page as NSString).lastPathComponent as NSString).deletingPathExtension
        if let dot = name.lastIndex(of: "."), languages.contains(String(name[name.index(after: dot)...])) {
            name = String(name[..<dot])
        }
        return name.replacingOccurrences(of: ".", with: "-")
    }

    /// A scalar or a list of scalars, as non-empty strings without `.` or `/`.
    static func strings(_ node: Node, key: String) throws -> [String] {
        let items = node.sequence.map(Array.init) ?? [node]
        return try items.map { item in
            guard let value = item.scalar?.string, !value.isEmpty, !value.contains("."), !value.contains("/") else {
                throw Problem(line: line(item), message: "`\(key)` must be a list of language tags such as he, ar-SA")
            }
            return value
        }
    }

    static func widths(_ node: Node) throws -> [Double] {
        let items = node.sequence.map(Array.init) ?? [node]
        guard !items.isEmpty else { throw Problem(line: line(node), message: "`widths` is empty") }
        return try items.map { item in
            let width = try positive(item, key: "widths")
            guard RenderOptions.widthRange.contains(width) else {
                throw Problem(line: line(item), message: "`widths` must be from 100 to 20000 pixels, as --width, not `\(item.string ?? "?")`")
            }
            return width
        }
    }

    static func scale(_ node: Node) throws -> Double {
        let scale = try positive(node, key: "scale")
        guard RenderOptions.scaleRange.contains(scale) else {
            throw Problem(line: line(node), message: "`scale` must be from 0.1 to 8, as --scale, not `\(node.string ?? "?")`")
        }
        return scale
    }

    /// A scalar or a list of alignment names.
    static func alignments(_ node: Node) throws -> [Alignment] {
        let items = node.sequence.map(Array.init) ?? [node]
        guard !items.isEmpty else { throw Problem(line: line(node), message: "`aligns` is empty") }
        return try items.map { item in
            guard item.scalar != nil, let value = item.string.flatMap(Alignment.init(rawValue:)) else {
                throw Problem(line: line(item), message: "`align` must be one of "
                    + Alignment.allCases.map(\.rawValue).joined(separator: ", ") + ", not `\(item.string ?? "?")`")
            }
            return value
        }
    }

    static func direction(_ node: Node) throws -> TextDirection {
        guard node.scalar != nil, let value = node.string.flatMap(TextDirection.init(rawValue:)) else {
            throw Problem(line: line(node), message: "`dir` must be one of "
                + TextDirection.allCases.map(\.rawValue).joined(separator: ", ") + ", not `\(node.string ?? "?")`")
        }
        return value
    }

    static func format(_ node: Node) throws -> GoldenFormat {
        guard node.scalar != nil, let value = node.string.flatMap(GoldenFormat.init(rawValue:)) else {
            throw Problem(line: line(node), message: "`format` must be png or pdf, not `\(node.string ?? "?")`")
        }
        return value
    }

    static func paper(_ node: Node) throws -> Paper {
        guard node.scalar != nil, let value = Paper.named.first(where: { $0.name == node.string }) else {
            throw Problem(line: line(node), message: "`paper` must be one of "
                + Paper.named.map(\.name).joined(separator: ", ") + ", not `\(node.string ?? "?")`")
        }
        return value
    }

    static func positive(_ node: Node, key: String) throws -> Double {
        guard node.scalar != nil, let value = node.float, value > 0, value.isFinite else {
            throw Problem(line: line(node), message: "`\(key)` must be a positive number, not `\(node.string ?? "?")`")
        }
        return value
    }

    static func threshold(_ node: Node) throws -> Double {
        guard node.scalar != nil, let value = node.float, (0...1).contains(value) else {
            throw Problem(line: line(node), message: "`threshold` must be a number from 0 to 1")
        }
        return value
    }

    static func count(_ node: Node) throws -> Int {
        guard node.scalar != nil, let value = node.int, value >= 0 else {
            throw Problem(line: line(node), message: "`maxDifferentPixels` must be a whole number >= 0")
        }
        return value
    }
}
