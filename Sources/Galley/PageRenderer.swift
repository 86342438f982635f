import DisplayList
import Files
import Document
import Foundation
import HTML
import Layout
import LocaleRules
import Raster
import Shaping

/// Renders Markdown pages: Document -> Layout -> DisplayList -> Raster. Keep one renderer for a
/// batch of pages: it opens the bundled fonts once. Not thread-safe: use one per thread, all
/// sharing one `FontContext` (`init(fonts:)`).
///
/// Given a language, the renderer reads the page's translation beside it when there is one, as
/// browsers match `Accept-Language`: `help.md` with `he-IL` reads `help.he-IL.md`, else
/// `help.he.md`, else `help.md` itself (``LocalizedFile``). Pseudolanguages always read the page given.
///
///     let renderer = try PageRenderer()
///     let image = try renderer.image(RenderOptions(input: "Examples/help.he.md", language: "he"))
///     try renderer.write(RenderOptions(input: "Examples/help.he.md", language: "he"), to: "out/help.he.pdf")
public final class PageRenderer {
    private let fonts: FontContext
    private let rasterizer = Rasterizer()


    /// - Parameter fontDirectory: the bundled fonts (the checkout's `Fonts/` by default).
    public convenience init(fontDirectory: String = FontContext.bundledDirectory) throws {
        self.init(fonts: try FontContext(directory: fontDirectory))
    }

    /// A renderer shaping with `fonts`, which renderers on other threads may share (HarfBuzz
    /// fonts are read-only once made); each renderer keeps its own rasterizer.
    ///
    ///     let fonts = try FontContext()
    ///     DispatchQueue.concurrentPerform(iterations: 2) { _ in let renderer = PageRenderer(fonts: fonts) ... }
    public init(fonts: FontContext) {
        self.fonts = fonts
    }

    /// The folder of the fonts the renderer shapes with, which HTML pages copy.
    private var fontDirectory: String { fonts.directory }

    /// The page as pixels: one image as tall as the content. With `options.strict`, characters
    /// none of Galley's fonts draws throw their `RenderWarning`.
    public func image(_ options: RenderOptions) throws -> RasterImage {
        defer { rasterizer.images.removeAll() }
        rasterizer.glyphHinting = options.userAgentLook ? .vertical : .none
        do {
            return try rasterizer.image(of: laidOutPage(options).page.displayList(), scale: options.scale)
        } catch let error as RasterError {
            throw RenderError.cannotRender(path: options.input, error)
        }
    }

    /// Writes the page to `path`: a paginated PDF when it ends in `.pdf`, a PNG when it ends in
    /// `.png`, a standalone HTML5 page when it ends in `.html` (its fonts copied into `fonts/`
    /// beside it unless `options.fontFolder` says where they are, its images under the paths it
    /// uses). The file appears whole or not at all, and never replaces the input itself. Returns
    /// what the writer should know (one line each); with `options.strict` that is thrown instead
    /// and nothing is written.
    ///
    ///     for warning in try renderer.write(options, to: "out/help.he.png") { print("warning: \(warning)") }
    @discardableResult
    public func write(_ options: RenderOptions, to path: String) throws -> [RenderWarning] {
        var input = stat(), output = stat()
        if stat(options.input, &input) == 0, stat(path, &output) == 0, input.st_dev == output.st_dev, input.st_ino == output.st_ino {
            throw RenderError.outputIsInput(path: path)
        }
        defer { rasterizer.images.removeAll() }
        rasterizer.glyphHinting = options.userAgentLook ? .vertical : .none
        var warnings: [RenderWarning] = []
        switch (path as NSString).pathExtension.lowercased() {
        case "png":
            let (page, pageWarnings) = try laidOutPage(options, links: options.links ?? PageLinks(output: path))
            warnings = pageWarnings
            do {
                try rasterizer.writePNG(of: page.displayList(), scale: options.scale, to: path)
            } catch let error as RasterError {
                throw RenderError.cannotRender(path: options.input, error)
            }
        case "pdf":
            let (layout, page) = try laidOut(options, width: options.paper.width, links: options.links ?? PageLinks(output: path))
            let laidOutPage = try layout.layout(page)
            warnings = try Self.warnings(laidOutPage, page, file: layout.options.source, options)
            let pages = layout.paginate(laidOutPage, paper: options.paper, title: page.frontMatter.title)
            let metadata = PDFMetadata(title: page.frontMatter.title ?? Self.firstHeading(of: page), subject: page.frontMatter.description,
                                       language: layout.options.language.identifier,
                                       creator: "Galley \(galleyVersion)", creationDate: options.creationDate)
            do {
                try rasterizer.writePDF(pages: pages, to: path, metadata: metadata)
            } catch let error as RasterError {
                throw RenderError.cannotRender(path: options.input, error)
            }
        case "html":
            let (layout, page) = try laidOut(options, width: options.width, links: options.links ?? PageLinks(output: path))
            warnings = try Self.warnings(layout.layout(page), page, file: layout.options.source, options)
            let html = HTMLPage(page, layout: layout, fontDirectory: fontDirectory, fontFolder: options.fontFolder ?? HTMLPage.fontFolder)
            if options.fontFolder == nil {
                let folder = (path as NSString).deletingLastPathComponent
                try HTMLPage.copyFonts(from: fontDirectory, into: (folder.isEmpty ? "." : folder) + "/" + HTMLPage.fontFolder)
            }
            try html.copyImages(besides: path)
            try AtomicFile.write(to: path) { $0.write(Array(html.text.utf8)) }
        default:
            throw RenderError.unsupportedOutput(path: path)
        }
        return warnings
    }

    /// The page laid out at the options' width, and its warnings.
    private func laidOutPage(_ options: RenderOptions, links: PageLinks? = nil) throws -> (page: LaidOutPage, warnings: [RenderWarning]) {
        let (layout, page) = try laidOut(options, width: options.width, links: links)
        let laidOutPage = try layout.layout(page)
        return (laidOutPage, try Self.warnings(laidOutPage, page, file: layout.options.source, options))
    }

    /// The page's warnings; the first one thrown with `options.strict`.
    private static func warnings(_ laidOut: LaidOutPage, _ page: Page, file: String, _ options: RenderOptions) throws -> [RenderWarning] {
        var warnings: [RenderWarning] = []
        if !laidOut.missingGlyphs.isEmpty { warnings.append(.missingGlyphs(file: file, laidOut.missingGlyphs)) }
        if !page.unsupportedHTML.isEmpty { warnings.append(.unsupportedHTML(file: file, page.unsupportedHTML)) }
        if !page.refusedLinks.isEmpty { warnings.append(.refusedLinks(file: file, page.refusedLinks)) }
        if !page.deadLinks.isEmpty { warnings.append(.deadLinks(file: file, page.deadLinks)) }
        if !page.unknownIcons.isEmpty { warnings.append(.unknownIcons(file: file, page.unknownIcons)) }
        if let braces = page.literalBraces { warnings.append(.literalBraces(file: file, braces)) }
        if !laidOut.remoteImages.isEmpty { warnings.append(.remoteImages(file: file, laidOut.remoteImages)) }
        if !laidOut.fontProblems.isEmpty { warnings.append(.unusedFonts(file: file, laidOut.fontProblems)) }
        if options.strict, let first = warnings.first { throw first }
        return warnings
    }

    /// The text of the page's first heading, the PDF's title when the front matter has none.
    private static func firstHeading(of page: Page) -> String? {
        for block in page.blocks {
            if case let .heading(_, content) = block.kind { return content.map(\.text).joined() }
        }
        return nil
    }

    /// The parsed page and a layout set up from the options, front matter filling what they
    /// leave unset; its links to other pages pointed as `links` says.
    private func laidOut(_ options: RenderOptions, width: Double, links: PageLinks? = nil) throws -> (PageLayout, Page) {
        let given = try options.language.map { try Self.language($0) }
        let input = given.flatMap { $0.pseudolanguage == nil ? LocalizedFile.variant(of: options.input, for: $0) : nil } ?? options.input
        guard FileManager.default.fileExists(atPath: input) else { throw RenderError.missingInput(path: input) }
        let directory = (options.input as NSString).deletingLastPathComponent
        let siteRoot = options.allowOutside ? nil : options.siteRoot ?? (directory.isEmpty ? "." : directory)
        if let siteRoot, !SiteRoot.contains(input, root: siteRoot) {
            throw RenderError.outsideSite(path: input, root: siteRoot)
        }
        let sheets = try options.stylesheets.map { path throws(DocumentError) in try StyleSheetFile.read(path) }
        // A Markdown page with no author sheets is drawn in the help-page look (help.css parsed and
        // cascaded once a process, 3.9 M instructions): made on another core while the page is read.
        if sheets.isEmpty, !options.userAgentLook, !Page.isHTML(input) {
            DispatchQueue.global().async { _ = PageStyle() }
        }
        var page = try Page(contentsOfFile: input, authorSheets: sheets, helpLook: !options.userAgentLook)
        // The page's language: --lang, else its front matter's (an HTML page's <html lang>), else
        // its file name's (help.ur.md, as a site names a translation), else English.
        let frontMatterLanguage = page.frontMatter.lang
        func own() throws -> LanguageTag {
            try frontMatterLanguage.map { try Self.language($0, file: input) } ?? LocalizedFile.language(ofPage: input) ?? Self.language("en")
        }
        let language = try given ?? own()
        let values = try Self.sharedValues(besidePage: input).merging(page.frontMatter.values).merging(options.values)
        // A pseudolanguage shows its source page's text, so the values are written as the source's language writes them.
        let valueLanguage = language.pseudolanguage == nil ? language : try own()
        page = try page.fillingPlaceholders(with: values, language: valueLanguage, fileName: input)
        if let pseudolanguage = language.pseudolanguage { page = page.pseudolocalized(as: pseudolanguage) }
        if let links { page = Self.pointing(page, links, file: input, language: language, siteRoot: siteRoot) }
        let front = page.frontMatter
        let alignment = options.alignment ?? front.align.flatMap(Alignment.init(rawValue:)) ?? .natural
        let justification = options.justification ?? front.justify.flatMap(Justification.init(rawValue:)) ?? .spaces
        let direction = options.direction ?? front.dir
        let rightToLeft = PageOptions.layoutDirection(direction, language: language) == .rightToLeft
        // An HTML page's own sheets, then --stylesheet: its look in PNG, PDF and the HTML output's stylesheet alike.
        // Given to the options as they are made: their default, the help-page look, would be computed for nothing.
        let authorSheets = page.styleSheets + sheets
        let style = options.userAgentLook ? PageStyle(userAgentWith: authorSheets, rightToLeft: rightToLeft)
            : PageStyle(authorSheets: authorSheets, rightToLeft: rightToLeft)
        var pageOptions = PageOptions(width: width, language: language, direction: direction, alignment: alignment,
                                      justification: justification, source: input, keepGoing: options.keepGoing, digits: options.digits,
                                      siteRoot: siteRoot, imagesFrom: options.imagesFrom,
                                      imageProblem: { [images = rasterizer.images] path in
                                          do {
                                              _ = try images.image(path)
                                              return nil
                                          } catch let RasterError.cannotReadImage(_, reason) {
                                              return reason
                                          } catch {
                                              return "\(error)"
                                          }
                                      }, style: style)
        pageOptions.namedFonts = options.namedFonts
        pageOptions.viewportHeight = options.viewportHeight
        return (PageLayout(options: pageOptions, shaper: Shaper(fonts: fonts, language: language)), page)
    }

    /// `page` (read from `file`) with its links to other pages pointed at their outputs, and
    /// the links that lead nowhere in its ``Page/deadLinks``, once each.
    private static func pointing(_ page: Page, _ links: PageLinks, file: String, language: LanguageTag, siteRoot: String?) -> Page {
        var dead: [DeadLink] = []
        func note(_ link: DeadLink) {
            if !dead.contains(where: { $0.destination == link.destination }) { dead.append(link) }
        }
        var pointed = page.retargetingPageLinks { link, destination, line in
            switch links.outcome(of: link, in: file, language: language, siteRoot: siteRoot) {
            case let .linked(target):
                return target
            case .noPage:
                note(DeadLink(destination: destination, line: line))
                return nil
            case let .noHeading(target, name):
                note(DeadLink(destination: destination, line: line, pageWithoutHeading: name))
                return target
            }
        }
        pointed.deadLinks = dead
        return pointed
    }

    /// The values in `values.yaml` beside the page, shared by all its languages; none when there is no such file.
    private static func sharedValues(besidePage path: String) throws -> MessageValues {
        let file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("values.yaml").path
        guard FileManager.default.fileExists(atPath: file) else { return MessageValues() }
        // Read as every input is: a FIFO or a folder named values.yaml is an error, not a wait.
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, limit: Page.maximumFileSize)
        } catch {
            throw DocumentError.unreadableFile(file: file, reason: error.reason)
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw DocumentError.unreadableFile(file: file, reason: "not UTF-8 text")
        }
        return try MessageValues(yaml: text, fileName: file)
    }

    /// The page's language, parsed once: the caller's tag, else the front matter's `lang` of
    /// `file`, else `en`.
    private static func language(_ tag: String, file: String? = nil) throws -> LanguageTag {
        do {
            return try LanguageTag(tag)
        } catch {
            throw RenderError.invalidLanguage(error, file: file)
        }
    }
}
