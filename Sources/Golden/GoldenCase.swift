import Foundation
import Galley
import Layout

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
        "pdf-" + paper.name + suffix(alignment: alignment, scale: scale)
    }

    private static func suffix(alignment: Alignment?, scale: Double) -> String {
        (alignment.map { "-\($0.rawValue)" } ?? "") + (scale == 1 ? "" : "@\(number(scale))x")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
