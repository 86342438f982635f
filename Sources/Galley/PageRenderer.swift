import DisplayList
import Document
import Foundation
import Layout
import LocaleRules
import Raster
import Shaping

/// Renders Markdown pages: Document -> Layout -> DisplayList -> Raster. Keep one renderer for a
/// batch of pages: it opens the bundled fonts once. Not thread-safe: use one per thread.
///
///     let renderer = try PageRenderer()
///     let image = try renderer.image(RenderOptions(input: "Examples/help.he.md", language: "he"))
///     try renderer.write(RenderOptions(input: "Examples/help.he.md", language: "he"), to: "out/help.he.pdf")
public final class PageRenderer {
    private let fonts: FontContext
    private let rasterizer = Rasterizer()

    /// - Parameter fontDirectory: the bundled fonts (the checkout's `Fonts/` by default).
    public init(fontDirectory: String = FontContext.bundledDirectory) throws {
        fonts = try FontContext(directory: fontDirectory)
    }

    /// The page as pixels: one image as tall as the content. With `options.strict`, characters
    /// no bundled font draws throw their `RenderWarning`.
    public func image(_ options: RenderOptions) throws -> RasterImage {
        try rendered(options).image
    }

    /// Writes the page to `path`: a paginated PDF when it ends in `.pdf`, a PNG when it ends in
    /// `.png`. The file appears whole or not at all. Returns what the writer should know (one
    /// line each); with `options.strict` that is thrown instead and nothing is written.
    ///
    ///     for warning in try renderer.write(options, to: "out/help.he.png") { print("warning: \(warning)") }
    @discardableResult
    public func write(_ options: RenderOptions, to path: String) throws -> [RenderWarning] {
        var warnings: [RenderWarning] = []
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png":
            let (image, pageWarnings) = try rendered(options)
            warnings = pageWarnings
            try image.writePNG(to: path)
        case "pdf":
            let (layout, page) = try laidOut(options, width: options.paper.width)
            let laidOutPage = try layout.layout(page)
            warnings = try Self.warnings(laidOutPage, options)
            try rasterizer.writePDF(pages: layout.paginate(laidOutPage, paper: options.paper, title: page.frontMatter.title), to: path)
        default:
            throw RenderError.unsupportedOutput(path: path)
        }
        return warnings
    }

    /// The page as pixels, and its warnings.
    private func rendered(_ options: RenderOptions) throws -> (image: RasterImage, warnings: [RenderWarning]) {
        let (layout, page) = try laidOut(options, width: options.width)
        let laidOutPage = try layout.layout(page)
        let warnings = try Self.warnings(laidOutPage, options)
        return (try rasterizer.image(of: laidOutPage.displayList(), scale: options.scale), warnings)
    }

    /// The page's warnings; the first one thrown with `options.strict`.
    private static func warnings(_ page: LaidOutPage, _ options: RenderOptions) throws -> [RenderWarning] {
        let warnings = page.missingGlyphs.isEmpty ? [] : [RenderWarning.missingGlyphs(file: options.input, page.missingGlyphs)]
        if options.strict, let first = warnings.first { throw first }
        return warnings
    }

    /// The parsed page and a layout set up from the options, front matter filling what they leave unset.
    private func laidOut(_ options: RenderOptions, width: Double) throws -> (PageLayout, Page) {
        guard FileManager.default.fileExists(atPath: options.input) else { throw RenderError.missingInput(path: options.input) }
        var page = try Page(contentsOfFile: options.input)
        let language = try Self.language(options.language, page: page, file: options.input)
        let values = try Self.sharedValues(besidePage: options.input).merging(page.frontMatter.values).merging(options.values)
        // A pseudolanguage shows its source page's text, so the values are written as the source's language writes them.
        let valueLanguage = language.pseudolanguage == nil ? language : try Self.language(nil, page: page, file: options.input)
        page = try page.fillingPlaceholders(with: values, language: valueLanguage, fileName: options.input)
        if let pseudolanguage = language.pseudolanguage { page = page.pseudolocalized(as: pseudolanguage) }
        let front = page.frontMatter
        let alignment = options.alignment ?? front.align.flatMap(Alignment.init(rawValue:)) ?? .natural
        let pageOptions = PageOptions(width: width, language: language, direction: options.direction ?? front.dir, alignment: alignment,
                                      source: options.input, keepGoing: options.keepGoing, digits: options.digits,
                                      imageIsReadable: { (try? RasterImage(pngFile: $0)) != nil })
        return (PageLayout(options: pageOptions, shaper: Shaper(fonts: fonts, language: language)), page)
    }

    /// The values in `values.yaml` beside the page, shared by all its languages; none when there is no such file.
    private static func sharedValues(besidePage path: String) throws -> MessageValues {
        let file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("values.yaml").path
        guard FileManager.default.fileExists(atPath: file) else { return MessageValues() }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw DocumentError.unreadableFile(file: file, reason: "not a readable UTF-8 file")
        }
        return try MessageValues(yaml: text, fileName: file)
    }

    /// The page's language, parsed once: the caller's tag, else the front matter's `lang`, else `en`.
    private static func language(_ given: String?, page: Page, file: String) throws -> LanguageTag {
        do {
            return try LanguageTag(given ?? page.frontMatter.lang ?? "en")
        } catch {
            throw RenderError.invalidLanguage(error, file: given == nil ? file : nil)
        }
    }
}
