import Bidi
import Document
import Files
import Foundation
import Layout
import LocaleRules

/// A page as one standalone HTML5 file, with every decision Galley makes written down for the
/// browser rather than left to its defaults: the language and direction on `<html>`, `dir`
/// where a block's direction is not its parent's (`dir="auto"` only where Galley reads the
/// first strong character), code as left-to-right isolates, phone numbers in
/// `<span dir="ltr">`, images as the per-language file they resolve to and mirrored where
/// Galley mirrors them, list numbers in the locale's digits.
///
///     let html = HTMLPage(page, layout: PageLayout(options: options, shaper: shaper), fontDirectory: FontContext.bundledDirectory)
///     html.text        // "<!DOCTYPE html>\n<html lang=\"he\" dir=\"rtl\">..."
///     html.images      // [(source: ".../images/formula-bar.png", path: "images/51e2c09a3b7d4f10.png")]
public struct HTMLPage {
    /// The HTML file's text.
    public private(set) var text = ""
    /// The image files the page refers to: where each is on disk, and its path relative to the page.
    public private(set) var images: [(source: String, path: String)] = []

    private let options: PageOptions
    private let layout: PageLayout
    private var anchors = HeadingAnchors()
    /// The container queries that stack each table where Galley stacks it.
    private var tableRules = ""
    private var tables = 0
    /// The `<img>` of each image in running text.
    private var inlineImages: [ImageReference: String] = [:]
    /// The fonts the page's own CSS names, and their files.
    private let fontCSS: PageFontCSS

    /// The writing context of a block: the direction its markers and columns follow, and
    /// whether its paragraphs take the direction of their first strong character.
    private struct Context {
        var direction: LayoutDirection
        var auto: Bool
    }

    /// Writes `page` as `layout` lays it out (its options' language, direction and alignment;
    /// its shaping for the width at which a table stacks); the line height comes from the
    /// primary font in `fontDirectory`; the page loads its fonts from `fontFolder`, relative to it.
    public init(_ page: Page, layout: PageLayout, fontDirectory: String, fontFolder: String = HTMLPage.fontFolder) {
        self.layout = layout
        let options = layout.options
        self.options = options
        fontCSS = PageFontCSS(fonts: layout.pageFonts(of: page), language: options.language)
        let direction = options.layoutDirection
        let title = page.frontMatter.title ?? Self.firstHeading(page) ?? ""
        let css = Stylesheet(options: options, lineHeight: Stylesheet.lineHeight(options.style, language: options.language,
                                                                                 fontDirectory: fontDirectory),
                             fontFolder: fontFolder).css
        text = """
            <!DOCTYPE html>
            <html lang="\(HTMLEscape.text(options.language.identifier))" dir="\(Self.dir(direction))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="Galley">\(page.frontMatter.description.map { "\n<meta name=\"description\" content=\"\(HTMLEscape.text($0))\">" } ?? "")
            <title>\(HTMLEscape.text(title))</title>
            <style>
            \(css)
            """
        let head = text
        text = ""
        findInlineImages(page.blocks)
        blocks(page.blocks, in: Context(direction: direction, auto: options.direction == .auto))
        text = head + fontCSS.rules + tableRules + "</style>\n</head>\n<body>\n\n" + text + "</body>\n</html>\n"
    }

    private static func dir(_ direction: LayoutDirection) -> String { direction == .rightToLeft ? "rtl" : "ltr" }

    private static func firstHeading(_ page: Page) -> String? {
        for block in page.blocks { if case let .heading(_, content) = block.kind { return content.map(\.text).joined() } }
        return nil
    }

    private mutating func blocks(_ blocks: [Block], in context: Context) {
        for block in blocks { self.block(block, in: context) }
    }

    /// The block's context and the `dir` attribute that gives it: `{dir=ltr}` and `{dir=rtl}`
    /// turn the block's markers and columns too; `{dir=auto}` only its paragraphs.
    private func context(of block: Block, in parent: Context) -> (Context, String) {
        switch block.direction {
        case .leftToRight?, .rightToLeft?:
            let direction: LayoutDirection = block.direction == .rightToLeft ? .rightToLeft : .leftToRight
            return (Context(direction: direction, auto: false), direction == parent.direction && !parent.auto ? "" : " dir=\"\(Self.dir(direction))\"")
        case .auto?, .plaintext?: return (Context(direction: parent.direction, auto: true), "")
        case nil: return (parent, "")
        }
    }

    /// `dir="auto"` on a paragraph Galley reads by its first strong character; nothing when it has
    /// none, for then Galley takes the enclosing direction (HL1) where browsers would take LTR.
    private func autoDir(_ context: Context, _ content: [InlineRun]) -> String {
        context.auto && Self.hasStrongCharacter(content) ? " dir=\"auto\"" : ""
    }

    /// The direction Galley gives a paragraph of `content` whose own `dir` is `own` in `context`.
    private static func direction(of content: [InlineRun], own: TextDirection?, in context: Context) -> LayoutDirection {
        switch own {
        case .leftToRight?: return .leftToRight
        case .rightToLeft?: return .rightToLeft
        case .auto?, .plaintext?, nil:
            guard own == .auto || own == .plaintext || context.auto else { return context.direction }
            let text = content.map { $0.style.code ? "\u{2066}\($0.text)\u{2069}" : $0.text }.joined()
            let base = BaseDirection(.auto, inheriting: context.direction)
            return BidiParagraph(text, base: base).resolvedDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The class that aligns a paragraph to the start or end of its column's direction
    /// (`leading`, `trailing`) when its own direction is the other one, where CSS's `start`
    /// and `end` would follow the paragraph's.
    private static func columnAlignment(_ alignment: Alignment, paragraph: LayoutDirection, column: LayoutDirection) -> String {
        switch alignment {
        case .leading: paragraph == column ? "align-start" : "align-end"
        case .trailing: paragraph == column ? "align-end" : "align-start"
        case .center: "align-center"
        default: ""
        }
    }

    /// ` class="…"` for a paragraph of `content` under the page's `leading` or `trailing`
    /// alignment, where its direction differs from its column's; else nothing.
    /// The `text-align` the block's HTML set (`<p align=center>`, `text-align: end`), and its
    /// own font (`BlockFont`: size, line height, families), as Galley drew them.
    private func blockStyle(_ block: Block) -> String {
        var css = block.textAlign.map { ["text-align: \($0)"] } ?? []
        if let font = block.font {
            if font.sizeScale != 1 { css.append("font-size: \(Stylesheet.number(layout.fontSize(of: block)))px") }
            switch font.lineHeight {
            case let .number(n)?: css.append("line-height: \(Stylesheet.number(n))")
            case let .pixels(px)?: css.append("line-height: \(Stylesheet.number(px))px")
            case nil: break
            }
            if let families = font.families { css.append("font-family: " + fontCSS.family(families)) }
        }
        return css.isEmpty ? "" : " style=\"\(HTMLEscape.text(css.joined(separator: "; ")))\""
    }

    private func pageAlignment(_ content: [InlineRun], in context: Context) -> String {
        guard options.alignment == .leading || options.alignment == .trailing, context.auto else { return "" }
        let paragraph = Self.direction(of: content, own: nil, in: context)
        guard paragraph != context.direction else { return "" }
        return " class=\"\(Self.columnAlignment(options.alignment, paragraph: paragraph, column: context.direction))\""
    }

    /// Whether the runs have a strong character outside code spans (which are isolates): P2 finds
    /// one exactly when the paragraph's direction does not depend on the fallback.
    private static func hasStrongCharacter(_ content: [InlineRun]) -> Bool {
        let text = content.map { $0.style.code ? "\u{2066}\($0.text)\u{2069}" : $0.text }.joined()
        return BidiParagraph(text, base: .auto).resolvedDirection == BidiParagraph(text, base: .autoRightToLeft).resolvedDirection
    }

    private mutating func block(_ block: Block, in parent: Context) {
        let (context, dir) = self.context(of: block, in: parent)
        switch block.kind {
        case let .heading(level, content):
            let level = min(max(level, 1), 6)
            let anchor = anchors.anchor(for: content.map(\.text).joined(), given: block.anchor)
            text += "<h\(level) id=\"\(HTMLEscape.text(anchor))\"\(dir)\(autoDir(context, content))\(pageAlignment(content, in: context))\(blockStyle(block))>\(inline(content, context.direction))</h\(level)>\n"
        case let .paragraph(content):
            text += "<p\(dir)\(autoDir(context, content))\(pageAlignment(content, in: context))\(blockStyle(block))>\(inline(content, context.direction))</p>\n"
        case let .list(list):
            let tag = list.ordered ? "ol" : "ul"
            let start = list.ordered && list.start != 1 ? " start=\"\(list.start)\"" : ""
            // The notes of footnotes: each item is where its references link to (`#fn-1`), as in Galley's PDF.
            let classes = (list.isTight ? ["tight"] : []) + (block.isFootnotes ? ["footnotes"] : [])
            let counter = list.counterStyle.map { " style=\"list-style-type: \(HTMLEscape.text($0))\"" } ?? ""
            text += "<\(tag)\(start)\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")\(dir)\(counter)>\n"
            for (n, item) in list.items.enumerated() {
                if block.isFootnotes {
                    text += "<li id=\"fn-\(list.start + n)\">"
                } else if n < list.tasks.count, let checked = list.tasks[n] {
                    // A task: a disabled check box on the start side, as Galley draws it.
                    text += "<li class=\"task\"><input type=\"checkbox\" disabled\(checked ? " checked" : "")>"
                } else {
                    text += "<li>"
                }
                // An item's text is always a paragraph, tight or not, so that it is one box, as in Galley.
                blocks(item, in: context)
                text += "</li>\n"
            }
            text += "</\(tag)>\n"
        case let .blockQuote(children):
            if let callout = block.callout {
                // A GitHub alert: its title (an admonition's own, else the page's language's), its colour from the stylesheet.
                text += "<blockquote class=\"callout \(callout.rawValue)\"\(dir)>\n"
                let title = block.calloutTitle ?? PageLayout.title(callout, language: layout.options.language)
                if !title.isEmpty { text += "<p class=\"callout-title\">\(HTMLEscape.text(title))</p>\n" }
            } else {
                text += "<blockquote\(dir)>\n"
            }
            blocks(children, in: context)
            text += "</blockquote>\n"
        case let .codeBlock(language, code):
            // Code is always left to right (the parser gives code blocks `{dir=ltr}`).
            let pre = parent.direction == .leftToRight && !parent.auto ? "" : " dir=\"ltr\""
            let languageClass = language.map { " class=\"language-\(HTMLEscape.text($0))\"" } ?? ""
            text += "<pre\(pre)><code\(languageClass)>\(HTMLEscape.text(code))</code></pre>\n"
        case .thematicBreak:
            text += "<hr>\n"
        case let .table(table):
            self.table(table, dir: dir, in: context)
        case let .figure(figure):
            self.figure(figure, dir: dir, in: context)
        case let .box(box):
            // An element's own box holds its one block, whose margins are the box's (see the stylesheet's `.own`).
            let css = BoxCSS.declarations(box.style) + (box.tablePart.map { "; " + BoxCSS.declarations($0) } ?? "")
            text += "<div class=\"box\(box.isOwnBlock ? " own" : "")\"\(dir) style=\"\(HTMLEscape.text(css))\">\n"
            blocks(box.children, in: context)
            text += "</div>\n"
        }
    }

    /// A table in a frame that is its query container: narrower than where Galley stacks the
    /// table, the rows become `header: value` lines, as Galley's `stackedTable` draws them;
    /// narrower than where its columns' min-contents fit, the cells with a long identifier,
    /// URL or path (`anywhere`) break it anywhere, as Galley breaks it.
    private mutating func table(_ table: Table, dir: String, in context: Context) {
        tables += 1
        let name = "table-\(tables)"
        let (width, breakingBelow, breakingAnywhere) = layout.grid(of: table)
        let rule = options.style.ruleColor
        let color = "rgb(\(Int((rule.red * 255).rounded())) \(Int((rule.green * 255).rounded())) \(Int((rule.blue * 255).rounded())))"
        tableRules += """
            @container (width < \(Int(width))px) {
              .\(name) thead { display: none; }
              .\(name), .\(name) tbody, .\(name) tr, .\(name) td { display: block; }
              .\(name) tr { border-block-start: 1px solid \(color); padding-block: \(Int(options.style.cellPadding))px; }
              .\(name) tbody { border-block-end: 1px solid \(color); }
              .\(name) td { padding: 0; box-shadow: none; text-align: start; }
              .\(name) td[data-header]::before { content: attr(data-header) ": "; font-weight: 700; }
            }
            @container (width < \(Int(breakingBelow))px) {
              .\(name) .anywhere { overflow-wrap: anywhere; }
            }

            """
        let headers = table.header.map { $0.content.map(\.text).joined() }
        text += "<div class=\"table-frame\"><table class=\"\(name)\"\(dir)>\n"
        if table.hasHeader {
            text += "<thead>\n"
            row(table.header, tag: "th", columns: table.columns, headers: nil, breakingAnywhere: breakingAnywhere.filter { $0[0] == 0 }.map { $0[1] },
                in: context)
            text += "</thead>\n"
        }
        text += "<tbody>\n"
        for (r, cells) in table.rows.enumerated() {
            row(cells, tag: "td", columns: table.columns, headers: headers, breakingAnywhere: breakingAnywhere.filter { $0[0] == r + 1 }.map { $0[1] },
                in: context)
        }
        text += "</tbody>\n</table></div>\n"
    }

    /// A row; the cells of `breakingAnywhere` (their columns) hold words Galley breaks anywhere.
    private mutating func row(_ cells: [TableCell], tag: String, columns: [ColumnAlignment], headers: [String]?, breakingAnywhere: [Int],
                              in context: Context) {
        text += "<tr>"
        for (c, (cell, alignment)) in zip(cells, columns).enumerated() {
            // GFM's `:--` and `--:` are the start and end of the table's direction, not of the cell's.
            let paragraph = Self.direction(of: cell.content, own: cell.direction, in: context)
            let name = Self.columnAlignment(alignment == .leading ? .leading : alignment == .trailing ? .trailing
                                                : alignment == .center ? .center : .natural, paragraph: paragraph, column: context.direction)
            let classes = (name.isEmpty ? [] : [name]) + (breakingAnywhere.contains(c) ? ["anywhere"] : [])
            let align = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
            let dir = switch cell.direction {
            case .leftToRight?: " dir=\"ltr\""
            case .rightToLeft?: " dir=\"rtl\""
            case .auto?, .plaintext?: autoDir(Context(direction: context.direction, auto: true), cell.content)
            case nil: autoDir(context, cell.content)
            }
            let header = headers.map { c < $0.count && !$0[c].isEmpty ? " data-header=\"\(HTMLEscape.text($0[c]))\"" : "" } ?? ""
            let direction: LayoutDirection = switch cell.direction {
            case .leftToRight?: .leftToRight
            case .rightToLeft?: .rightToLeft
            case .auto?, .plaintext?, nil: context.direction
            }
            text += "<\(tag)\(align)\(dir)\(header)>\(inline(cell.content, direction))</\(tag)>"
        }
        text += "</tr>\n"
    }

    /// The image as the file Galley draws (a per-language variant wins), copied beside the page
    /// under the folder it is referenced from; `directional` where Galley mirrors it.
    private mutating func figure(_ figure: Figure, dir: String, in context: Context) {
        if let remote = remoteImage(figure.image) {
            let caption = figure.caption.map(\.text).joined() == figure.image.alt ? [] : figure.caption
            text += "<p\(dir)>\(remote)\(caption.isEmpty ? "" : " " + inline(caption, context.direction))</p>\n"
            return
        }
        let (attributes, found) = image(figure.image, rightToLeft: context.direction == .rightToLeft)
        let caption = figure.caption.isEmpty && !found ? [InlineRun(figure.image.alt)] : figure.caption
        text += "<figure\(dir)><img \(attributes)>"
        if !caption.isEmpty { text += "<figcaption\(autoDir(context, caption))\(pageAlignment(caption, in: context))>\(inline(caption, context.direction))</figcaption>" }
        text += "</figure>\n"
    }

    /// The `<img>` attributes of `reference` as the file Galley draws (a per-language variant
    /// wins), recorded to be copied beside the page under the folder it is referenced from;
    /// `directional` where Galley mirrors it; whether the file was found.
    private mutating func image(_ reference: ImageReference, rightToLeft: Bool, classes: [String] = []) -> (String, found: Bool) {
        let directory = (options.source as NSString).deletingLastPathComponent
        let source = try? ImageSource(reference, directory: directory.isEmpty ? "." : directory, language: options.language,
                                      rightToLeft: rightToLeft, siteRoot: options.siteRoot, imagesFrom: options.imagesFrom)
        // An image not found keeps its source as written, when it is one a link could have (no `javascript:`).
        var attributes = "src=\"\(HTMLEscape.text(LinkPolicy.allowed(reference.source) ?? ""))\" alt=\"\(HTMLEscape.text(reference.alt))\""
        var classes = classes
        // Copied as `images/<content hash>.<ext>` beside the page: a path Galley chooses, so
        // `../../top.png` can never land outside the output's folder or overwrite a file there.
        if let source, let bytes = try? RegularFile.read(source.path, limit: FileCopy.limit) {
            let path = Self.imageFolder + "/" + FileCopy.contentName(of: bytes, extension: (source.path as NSString).pathExtension)
            if !images.contains(where: { $0.path == path }) { images.append((source.path, path)) }
            // `<img width>` without a height: that wide, as tall as its proportions make it, as Galley draws it.
            let width = reference.width ?? source.width
            let height = reference.width == nil ? source.height : (width * source.height / source.width).rounded()
            attributes = "src=\"\(HTMLEscape.text(path))\" alt=\"\(HTMLEscape.text(reference.alt))\" "
                + "width=\"\(Int(width))\" height=\"\(Int(height))\""
            if source.mirrored { classes.append("directional") }
        }
        if !classes.isEmpty { attributes += " class=\"\(classes.joined(separator: " "))\"" }
        switch reference.height {
        case let .pixels(value)?: attributes += " style=\"block-size: \(Stylesheet.number(value))px\""
        case let .ems(value)?: attributes += " style=\"block-size: \(Stylesheet.number(value))em\""
        case nil: break
        }
        return (attributes, source != nil)
    }

    /// The `<img>` of every image in the running text of `blocks`: `directional` when Galley
    /// mirrors it in right-to-left text, so that the stylesheet's `:dir(rtl)` mirrors it in the
    /// blocks where Galley does.
    private mutating func findInlineImages(_ blocks: [Block]) {
        for image in blocks.flatMap(\.inlineImages) where inlineImages[image.reference] == nil {
            inlineImages[image.reference] = remoteImage(image.reference)
                ?? "<img \(self.image(image.reference, rightToLeft: true, classes: ["inline"]).0)>"
        }
    }

    /// An image on the web as Galley draws it, its alt text in a box, never fetched (`RemoteImage`);
    /// nil for any other image.
    private func remoteImage(_ reference: ImageReference) -> String? {
        guard options.imagesFrom == nil, RemoteImage.isRemote(reference.source) else { return nil }
        return "<span class=\"remote-image\">\(HTMLEscape.text(RemoteImage.label(alt: reference.alt, source: reference.source)))</span>"
    }

    /// Inline runs of a block of `direction` (which turns icons) as HTML: links around consecutive runs with the same target; code as a
    /// left-to-right isolate (`<code dir="ltr">`, as Galley's LRI … PDI); phone numbers as
    /// `<span dir="ltr">`; a hard break as `<br>`; word joiners where Galley's line breaking
    /// forbids a break that browsers would take (`WordJoiners`).
    private func inline(_ runs: [InlineRun], _ direction: LayoutDirection) -> String {
        var html = ""
        var index = 0
        while index < runs.count {
            // Only the destinations every output may link to (`LinkPolicy`); others are text.
            let link = LinkPolicy.allowed(runs[index].style.link)
            var end = index
            while end < runs.count, LinkPolicy.allowed(runs[end].style.link) == link { end += 1 }
            let inner = runs[index..<end].map { run($0, direction) }.joined()
            html += link.map { "<a href=\"\(HTMLEscape.text($0))\">\(inner)</a>" } ?? inner
            index = end
        }
        return html
    }

    private func run(_ run: InlineRun, _ direction: LayoutDirection) -> String {
        let style = run.style
        var html: String
        if let image = style.image {
            return inlineImages[image.reference] ?? ""
        } else if let icon = style.icon {
            // Galley's FSI … PDI around the icon's glyph; its name for screen readers.
            let glyph = String(PageLayout.glyph(icon, on: direction).value, radix: 16, uppercase: true)
            html = "<bdi class=\"icon\" role=\"img\" aria-label=\"\(icon.rawValue)\">&#x\(glyph);</bdi>"
        } else if style.footnote, let number = Int(run.text) {
            // A note's number in the locale's digits, as Galley draws it.
            html = HTMLEscape.text(options.language.numberingSystem.format(number))
        } else if style.code {
            // Spaces at the code's edges outside its isolate, as Galley resolves them (PageLayout.attributedRuns).
            let scalars = run.text.unicodeScalars
            let leading = scalars.prefix { $0 == " " }.count, trailing = scalars.reversed().prefix { $0 == " " }.count
            if leading + trailing > 0, leading + trailing < scalars.count {
                let inner = String(String.UnicodeScalarView(scalars.dropFirst(leading).dropLast(trailing)))
                html = "<code>\(String(repeating: " ", count: leading))<span dir=\"ltr\">\(lines(inner))</span>"
                    + "\(String(repeating: " ", count: trailing))</code>"
            } else {
                html = "<code dir=\"ltr\">\(lines(run.text))</code>"
            }
        } else {
            html = ""
            var last = run.text.startIndex
            for range in PhoneNumbers.ranges(in: run.text) {
                html += lines(WordJoiners.inserted(into: run.text[last..<range.lowerBound]))
                    + "<span dir=\"ltr\">\(lines(WordJoiners.inserted(into: run.text[range])))</span>"
                last = range.upperBound
            }
            html += lines(WordJoiners.inserted(into: run.text[last...]))
        }
        // An HTML element's own colour, size and background, as Galley drew them.
        let declarations = [style.color.map { "color: \(BoxCSS.color($0))" }, style.sizeScale == 1 ? nil : "font-size: \(Stylesheet.number(style.sizeScale))em",
                            style.code ? nil : style.background.map { "background-color: \(BoxCSS.color($0))" }].compactMap { $0 }
        if !declarations.isEmpty { html = "<span style=\"\(HTMLEscape.text(declarations.joined(separator: "; ")))\">\(html)</span>" }
        if style.keyboard { html = "<kbd>\(html)</kbd>" }
        if style.position == .raised { html = "<sup>\(html)</sup>" }
        if style.position == .lowered { html = "<sub>\(html)</sub>" }
        if style.strikethrough { html = "<del>\(html)</del>" }
        if style.italic { html = "<em>\(html)</em>" }
        if style.bold { html = "<strong>\(html)</strong>" }
        if let families = style.fontFamilies {
            html = "<span style=\"font-family: \(HTMLEscape.text(fontCSS.family(families)))\">\(html)</span>"
        }
        return html
    }

    /// Escaped text with each U+2028 LINE SEPARATOR (a Markdown hard break) as `<br>`.
    private func lines(_ text: some StringProtocol) -> String {
        text.split(separator: InlineRun.lineSeparator, omittingEmptySubsequences: false).map { HTMLEscape.text($0) }.joined(separator: "<br>")
    }
}

extension HTMLPage {
    /// Where a page finds its fonts unless told otherwise: `fonts/` beside it.
    public static let fontFolder = "fonts"

    /// Copies the bundled fonts from `fontDirectory` into the folder `fonts`, each file only
    /// when it is missing or differs there: a site build copies them once for all its pages.
    ///
    ///     try HTMLPage.copyFonts(from: FontContext.bundledDirectory, into: "out/fonts")
    public static func copyFonts(from fontDirectory: String, into fonts: String) throws(HTMLError) {
        try FontFaces.copy(from: fontDirectory, into: fonts)
    }

    /// Where a page's images are copied, beside it: `images/<content hash>.<ext>`.
    public static let imageFolder = "images"

    /// Copies the images the page shows into `images/` beside `path`, and the fonts its own CSS
    /// names into `page-fonts/`, each through an exclusive temporary file: pages of a site that
    /// show the same image copy it at once.
    public func copyImages(besides path: String) throws(HTMLError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !images.isEmpty { try Folders.createUnlinked((folder.isEmpty ? "." : folder) + "/" + Self.imageFolder) }
            for image in images { try FileCopy.copy(image.source, to: (folder.isEmpty ? "." : folder) + "/" + image.path) }
            if !fontCSS.files.isEmpty { try Folders.createUnlinked((folder.isEmpty ? "." : folder) + "/" + PageFontCSS.folder) }
            for font in fontCSS.files { try FileCopy.copy(font.source, to: (folder.isEmpty ? "." : folder) + "/" + font.path) }
        } catch {
            throw .cannotCopy(path: error.path, reason: error.reason)
        }
    }
}
