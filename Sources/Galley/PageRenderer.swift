import Bidi
import DisplayList
import Files
import Document
import Foundation
import Layout
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

    /// The page as pixels: one image as tall as the content.
    public func image(_ options: RenderOptions) throws -> RasterImage {
        defer { rasterizer.images.removeAll() }
        let (layout, page) = try laidOut(options, width: options.width)
        do {
            return try rasterizer.image(of: layout.layout(page).displayList(), scale: options.scale)
        } catch let error as RasterError {
            throw RenderError.cannotRender(path: options.input, error)
        }
    }

    /// Writes the page to `path`: a paginated PDF when it ends in `.pdf`, a PNG when it ends in
    /// `.png`. The file appears whole or not at all, and never replaces the input itself.
    public func write(_ options: RenderOptions, to path: String) throws {
        var input = stat(), output = stat()
        if stat(options.input, &input) == 0, stat(path, &output) == 0, input.st_dev == output.st_dev, input.st_ino == output.st_ino {
            throw RenderError.outputIsInput(path: path)
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png":
            try image(options).writePNG(to: path)
        case "pdf":
            defer { rasterizer.images.removeAll() }
            let (layout, page) = try laidOut(options, width: options.paper.width)
            let pages = layout.paginate(try layout.layout(page), paper: options.paper, title: page.frontMatter.title)
            do {
                try rasterizer.writePDF(pages: pages, to: path)
            } catch let error as RasterError {
                throw RenderError.cannotRender(path: options.input, error)
            }
        default:
            throw RenderError.unsupportedOutput(path: path)
        }
    }

    /// The parsed page and a layout set up from the options, front matter filling what they leave unset.
    private func laidOut(_ options: RenderOptions, width: Double) throws -> (PageLayout, Page) {
        guard FileManager.default.fileExists(atPath: options.input) else { throw RenderError.missingInput(path: options.input) }
        let directory = (options.input as NSString).deletingLastPathComponent
        let siteRoot = options.allowOutside ? nil : options.siteRoot ?? (directory.isEmpty ? "." : directory)
        if let siteRoot, !SiteRoot.contains(options.input, root: siteRoot) {
            throw RenderError.outsideSite(path: options.input, root: siteRoot)
        }
        var page = try Page(contentsOfFile: options.input)
        var language: String
        if let tag = options.language {
            try SupportedLanguage.validate(tag)
            language = tag
        } else {
            language = page.frontMatter.lang ?? "en"
            try SupportedLanguage.validate(language, frontMatterOf: options.input)
        }
        if let pseudolanguage = Pseudolanguage(tag: language) {
            page = page.pseudolocalized(as: pseudolanguage)
            language = pseudolanguage.tag
        }
        let front = page.frontMatter
        let direction = BaseDirection(options.direction ?? front.dir)
        let alignment = options.alignment ?? front.align.flatMap(Alignment.init(rawValue:)) ?? .natural
        let pageOptions = PageOptions(width: width, language: language, direction: direction, alignment: alignment,
                                      source: options.input, keepGoing: options.keepGoing, siteRoot: siteRoot,
                                      imageProblem: { [images = rasterizer.images] path in
                                          do {
                                              _ = try images.image(path)
                                              return nil
                                          } catch let RasterError.cannotReadImage(_, reason) {
                                              return reason
                                          } catch {
                                              return "\(error)"
                                          }
                                      })
        return (PageLayout(options: pageOptions, shaper: Shaper(fonts: fonts, language: language)), page)
    }
}
