import Foundation
import Galley
import Layout

/// What a golden case renders: a PNG of the page, or a paginated PDF checked page by page.
///
///     GoldenFormat(rawValue: "pdf")   // .pdf, as a manifest's `format: pdf` gives it
public enum GoldenFormat: String, Sendable, CaseIterable {
    /// One PNG of the page, as tall as its content, against one golden.
    case png
    /// A PDF on the case's paper, rasterized page by page, against one golden per page.
    case pdf
}

/// One page in one language at one width (or on one paper): what is rendered and compared with
/// one golden PNG, or with one golden PNG per page of a PDF.
///
///     case.id          // "help.he.w800"
///     case.goldenPath  // "Golden/help.he.w800.png"
///
///     pdfCase.id                     // "help.he.pdf-a4"
///     pdfCase.goldenPath(page: 2)    // "Golden/help.he.pdf-a4-p2.png"
public struct GoldenCase: Sendable, Equatable {
    /// `<page>.<lang>.<variant>`: the golden's file name without `.png`; what reports and
    /// filters name.
    public var id: String
    /// The `<page>` part of the id.
    public var name: String
    /// The BCP 47 language the page is rendered in, e.g. `he`.
    public var language: String
    /// `w<width>` (`pdf-<paper>` for a PDF), then `-<align>` when the manifest gives an
    /// alignment, then `@<scale>x` when the scale is not 1.
    public var variant: String
    /// A PNG of the page, or a PDF whose pages are compared one by one.
    public var format: GoldenFormat
    /// The page as the manifest gives it (relative to the manifest's root).
    public var page: String
    /// How to render the page; `input` is the page's path from the working directory.
    public var options: RenderOptions
    /// The YIQ colour threshold of the comparison, 0...1.
    public var threshold: Double
    /// How many pixels may differ before the case fails.
    public var maxDifferentPixels: Int
    /// The expected PNG, beside the manifest; page 1's for a PDF case.
    public var goldenPath: String
    /// 1-based line of the case in the manifest.
    public var line: Int
    /// A PDF page's golden is `pagePrefix + N + pageSuffix`.
    var pagePrefix: String
    var pageSuffix: String

    /// The result id of page `page` of a PDF case: its golden's file name without `.png`,
    /// `help.he.pdf-a4-p2`.
    public func pageID(_ page: Int) -> String {
        ((goldenPath(page: page) as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The page number when `id` is the id of one of this PDF case's pages.
    func pageNumber(ofID id: String) -> Int? {
        let prefix = (pagePrefix as NSString).lastPathComponent
        let suffix = pageSuffix.dropLast(4)
        guard format == .pdf, id.hasPrefix(prefix), id.hasSuffix(suffix),
              id.count > prefix.count + suffix.count else { return nil }
        return Int(id.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The golden of page `page` (1-based) of a PDF case, `<page>.<lang>.pdf-a4-p<N>.png`
    /// (`-p<N>` before any `@<scale>x`); `goldenPath` for a PNG case.
    public func goldenPath(page: Int) -> String {
        format == .pdf ? pagePrefix + String(page) + pageSuffix : goldenPath
    }

    init(id: String, name: String, language: String, variant: String, format: GoldenFormat = .png, page: String,
         options: RenderOptions, threshold: Double, maxDifferentPixels: Int, folder: String, line: Int) {
        self.id = id
        self.name = name
        self.language = language
        self.variant = variant
        self.format = format
        self.page = page
        self.options = options
        self.threshold = threshold
        self.maxDifferentPixels = maxDifferentPixels
        self.line = line
        switch format {
        case .png:
            goldenPath = PathName.join(folder, id + ".png")
            pagePrefix = ""
            pageSuffix = ""
        case .pdf:
            // The scale stays last, as in PNG names: help.he.pdf-a4-p1@2x.png.
            let scale = variant.firstIndex(of: "@").map { String(variant[$0...]) } ?? ""
            pagePrefix = PathName.join(folder, id.dropLast(scale.count) + "-p")
            pageSuffix = scale + ".png"
            goldenPath = pagePrefix + "1" + pageSuffix
        }
    }

    /// The variant for a width, alignment and scale: `w800`, `w500-trailing`, `w800@2x`,
    /// `w400-center@1.5x`.
    public static func variant(width: Double, alignment: Alignment? = nil, scale: Double) -> String {
        "w" + number(width) + suffix(alignment: alignment, scale: scale)
    }

    /// The variant of a PDF case: `pdf-a4`, `pdf-letter-trailing`, `pdf-a4@2x`.
    public static func variant(paper: Paper, alignment: Alignment? = nil, scale: Double) -> String {
        "pdf-" + paper.rawValue + suffix(alignment: alignment, scale: scale)
    }

    private static func suffix(alignment: Alignment?, scale: Double) -> String {
        (alignment.map { "-\($0.rawValue)" } ?? "") + (scale == 1 ? "" : "@\(number(scale))x")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A golden suite: a folder with `manifest.yaml` and the expected PNGs beside it.
///
///     let suite = try GoldenSuite(folder: "Golden")
///     print(suite.cases.map(\.id))        // ["help.he.w800", "help.ar.w800", ...]
///     print(suite.problems)               // malformed cases, reported as failures by the runner
public struct GoldenSuite: Sendable {
    /// The suite's folder, as given.
    public var folder: String
    /// `<folder>/manifest.yaml`.
    public var manifestPath: String
    /// Every case, in manifest order: entries expanded to languages, then widths, then alignments.
    public var cases: [GoldenCase]
    /// Malformed or duplicate cases; each fails the run, the other cases still run.
    public var problems: [GoldenError]

    /// The manifest's file name inside the suite folder.
    public static let manifestName = "manifest.yaml"

    /// Loads `<folder>/manifest.yaml`. Throws `GoldenError` (one line naming the file and line)
    /// when the manifest as a whole cannot be used.
    public init(folder: String = "Golden") throws {
        let manifestPath = PathName.join(folder, Self.manifestName)
        self.init(folder: folder, manifest: try Manifest(path: manifestPath))
    }

    /// A suite from an already parsed manifest whose goldens live in `folder`.
    public init(folder: String, manifest: Manifest) {
        self.folder = folder
        self.manifestPath = manifest.path
        var cases: [GoldenCase] = []
        var problems = manifest.problems
        var seen: Set<String> = []
        let root = PathName.join(folder, manifest.root)
        for entry in manifest.entries {
            for language in entry.languages {
                // A PDF takes its paper's width: one "width" each.
                let widths = entry.format == .pdf ? [entry.paper.width] : entry.widths
                for width in widths {
                    // No alignment given: one case, the page's own alignment, none in the name.
                    for alignment in entry.alignments.isEmpty ? [nil] : entry.alignments.map(Optional.some) {
                        let variant = switch entry.format {
                        case .png: GoldenCase.variant(width: width, alignment: alignment, scale: entry.scale)
                        case .pdf: GoldenCase.variant(paper: entry.paper, alignment: alignment, scale: entry.scale)
                        }
                        let id = "\(entry.name).\(language).\(variant)"
                        guard seen.insert(id).inserted else {
                            problems.append(.duplicateCase(path: manifest.path, line: entry.line, id: id))
                            continue
                        }
                        cases.append(GoldenCase(
                            id: id, name: entry.name, language: language, variant: variant, format: entry.format,
                            page: entry.page,
                            options: RenderOptions(input: PathName.join(root, entry.page), language: language,
                                                   width: width, scale: entry.scale, direction: entry.direction,
                                                   alignment: alignment, paper: entry.paper),
                            threshold: entry.threshold, maxDifferentPixels: entry.maxDifferentPixels,
                            folder: folder, line: entry.line))
                    }
                }
            }
        }
        self.cases = cases
        self.problems = problems
    }
}
