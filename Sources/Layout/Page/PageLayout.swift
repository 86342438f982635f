import Bidi
import DisplayList
import Document
import Foundation
import LocaleRules
import Shaping

/// Lays out a Markdown page model block by block down one column, in the page's direction:
/// list markers, block quote bars and figure images on the start side, table columns in
/// reading order from the start side.
///
///     let layout = PageLayout(options: PageOptions(width: 800, language: try LanguageTag("he"), source: "help.he.md"), shaper: shaper)
///     let page = try layout.layout(try Page(contentsOfFile: "help.he.md"))
public struct PageLayout {
    /// The width, language, direction, alignment and style the page is laid out with.
    public let options: PageOptions
    let shaper: Shaper
    var result: LaidOutPage
    var y: Double
    /// The baseline of the first line placed since it was last reset: list markers align to it.
    var firstBaseline: Double?
    /// The list items the blocks laid out now are in, outermost first, for a tagged PDF.
    var listItems: [TextStructure.ListItem] = []
    /// The file of each image in running text; nil when it cannot be drawn (a placeholder).
    var inlineImages: [ImageReference: ImageSource?] = [:]
    /// The floats of the block formatting context laid out now (see BoxLayout).
    var floats: [PlacedFloat] = []
    /// Whether the block laid out now is the one block of its own element's box (a `p` with a
    /// border): its heading space is the box's margin.
    var atOwnBoxStart = false
    /// The paragraph spacing an anonymous paragraph (a `div`'s text, see `Block.isAnonymous`)
    /// leaves to the block after it: Galley's blocks other than CSS boxes take it above them,
    /// as they take a paragraph's; an in-flow CSS box's margin replaces it (an anonymous block
    /// has no margin to collapse with, CSS 2 §8.3.1), and a box's bottom edge drops it.
    var spacingOwed = 0.0
    /// The fonts the page's `font-family` lists name; made by ``layout(_:)`` for its page.
    var fonts: PageFonts?
    /// The anchors the page's headings took so far.
    var headingAnchors = HeadingAnchors()
    /// The top of the content of the block formatting context laid out now (a float's, an
    /// absolutely positioned box's): no margin collapses through it (CSS 2 §8.3.1).
    var formattingContextTop = 0.0
    /// The containing blocks of positioned boxes, and which of them are open (their box is
    /// being laid out), innermost last; the absolutely positioned boxes met (see AbsoluteLayout).
    var containingBlocks: [ContainingBlock] = []
    var openContainingBlocks: [Int] = []
    var absolutes: [PendingAbsolute] = []
    /// The items of each positioned box, and how many positioned boxes were met (see PaintOrder).
    var positionedLayers: [PositionedLayer] = []
    var paintOrders = 0
    /// The table cells measured so far; made by ``layout(_:)`` for its page.
    var cellWidths = ContentWidths()

    /// The horizontal band blocks are laid out in, and the direction they inherit.
    struct Column {
        var x: Double
        var width: Double
        /// The direction markers, indents and columns follow.
        var direction: LayoutDirection
        /// The base direction paragraphs get unless a block sets its own.
        var base: BaseDirection
        var maxX: Double { x + width }
        static let minimumWidth = 120.0

        /// The x of a box of `width` placed at the start side.
        func start(_ width: Double) -> Double { direction == .rightToLeft ? maxX - width : x }
        /// The column less `amount` on its start side; deep nesting stops indenting once the
        /// column is down to a few ems, so nothing leaves the page.
        func indented(_ amount: Double) -> Column {
            let amount = min(amount, max(0, width - Self.minimumWidth))
            var column = self
            column.width -= amount
            if direction == .leftToRight { column.x += amount }
            return column
        }
    }

    /// A layout for pages with `options`, shaped by `shaper` (whose language should be the
    /// options' language).
    public init(options: PageOptions, shaper: Shaper) {
        self.options = options
        self.shaper = shaper
        result = LaidOutPage(width: options.width, height: 0, items: [], boxes: [], breakPoints: [], repeatingHeaders: [])
        y = options.style.margin
    }

    /// The laid-out page; its height grows with the content. Throws `LayoutError` for an image
    /// that is missing or unreadable, unless `options.keepGoing`, and `ShapingError` naming
    /// a font the page needed that could not be read (an installed font whose SHA-256 differs).
    ///
    ///     let page = try layout.layout(try Page.parse(markdown: "# שלום\n\nטקסט.", fileName: "help.he.md"))
    ///     page.boxes.map(\.kind)   // [.heading, .paragraph]
    public func layout(_ page: Page) throws -> LaidOutPage {
        var layout = self
        layout.fonts = pageFonts(of: page)
        layout.cellWidths = ContentWidths()
        let margin = options.style.margin
        let column = Column(x: margin, width: max(1, options.width - 2 * margin), direction: options.layoutDirection, base: options.baseDirection)
        try layout.findInlineImages(page.blocks)
        try layout.blocks(page.blocks, in: column, shaped: layout.shapedParagraphs(page.blocks, in: column))
        // The page holds its floats (CSS 2 §10.6.7: a block formatting context's root grows to them).
        layout.y = max(layout.y, layout.floats.map(\.frame.maxY).max() ?? 0)
        layout.result.height = (layout.y + margin).rounded(.up)
        layout.result.height = max(layout.result.height, try layout.positionedBoxes().rounded(.up))
        layout.result.items = layout.paintOrdered(layout.result.items)
        layout.result.fontProblems = layout.fonts?.problems ?? []
        // A font that could not be read (an installed one whose SHA-256 is wrong) drew boxes.
        if let failure = shaper.fonts.loadingFailure { throw failure }
        return layout.result
    }

    /// Lays out `blocks` one below the other; `shaped[n]`, when there is one, is block n's
    /// paragraph already shaped. `inBox`: the blocks are a CSS box's content, whose edge
    /// drops the spacing its last block leaves (`spacingOwed`); other containers keep it.
    mutating func blocks(_ blocks: [Block], in column: Column, shaped: [Paragraph?] = [], inBox: Bool = false) throws {
        defer {
            if !inBox { y += spacingOwed }
            spacingOwed = 0
        }
        for (n, block) in blocks.enumerated() {
            switch block.kind {
            case let .box(box) where box.style.float != nil || box.style.isAbsolutelyPositioned:
                break  // out of the flow (CSS 2 §9.3): the spacing waits for the next block
            case .box:
                spacingOwed = 0
            case .paragraph where block.isAnonymous:
                spacingOwed = 0  // two anonymous blocks have no margins between them (CSS 2 §9.2.1.1)
            default:
                y += spacingOwed
                spacingOwed = 0
            }
            // CSS Fragmentation 3 §4.4 rule 1: headings are `break-after: avoid`.
            if n > 0 { result.breakPoints.append(BreakPoint(y: y, avoided: Self.isHeading(blocks[n - 1]) ? .keepWithNext : .none)) }
            // A box is not narrowed by a float beside it, only its lines are (CSS 2 §9.5); its blocks see the float.
            // A float finds its own place beside the others, below its clearance.
            let besideFloats = floats.isEmpty || block.isInFlowBox || block.isFloat ? column : self.column(column, besideFloatsAt: y)
            let firstBox = result.boxes.count
            try self.block(block, in: besideFloats, shaped: n < shaped.count ? shaped[n] : nil)
            // The block's box spans the column; only its lines were shortened.
            if besideFloats.width != column.width {
                for b in firstBox..<result.boxes.count where [.paragraph, .heading].contains(result.boxes[b].kind) {
                    result.boxes[b].frame.x = column.x
                    result.boxes[b].frame.width = column.width
                }
            }
        }
    }

    static func isHeading(_ block: Block) -> Bool {
        switch block.kind {
        case .heading: true
        case let .box(box) where box.isOwnBlock: box.children.first.map(isHeading) ?? false
        default: false
        }
    }

    /// The column a block is laid out in: `{dir=ltr}` and `{dir=rtl}` turn the block's markers
    /// and columns too; `{dir=auto}` only its text.
    func column(for block: Block, in parent: Column) -> Column {
        var column = parent
        if let direction = block.direction {
            column.base = BaseDirection(direction, inheriting: column.direction)
            column.direction = LayoutDirection(column.base) ?? column.direction
        }
        return column
    }

    /// The fonts `page`'s `font-family` lists name: its `@font-face` rules' files and the
    /// options' named fonts, read from inside the page's folders.
    package func pageFonts(of page: Page) -> PageFonts {
        PageFonts(rules: page.fontFaces, namedFonts: options.namedFonts, siteRoot: options.siteRoot, fonts: shaper.fonts)
    }

    /// The runs of a heading's or a paragraph's text; nil for any other block.
    func textRuns(of block: Block, in column: Column) -> [AttributedRun]? {
        switch block.kind {
        case let .heading(_, content):
            attributedRuns(content, size: fontSize(of: block), bold: true, color: options.style.headingColor,
                           direction: direction(of: content, base: column.base), font: block.font)
        case let .paragraph(content):
            attributedRuns(content, size: fontSize(of: block), direction: direction(of: content, base: column.base), font: block.font)
        default:
            nil
        }
    }

    /// The size of a heading's or a paragraph's text: Galley's for the block, times its own
    /// font's scale (`BlockFont`).
    package func fontSize(of block: Block) -> Double {
        let scale = block.font?.sizeScale ?? 1
        if case let .heading(level, _) = block.kind { return options.style.headingSizes[min(max(level, 1), 6) - 1] * scale }
        return options.style.bodySize * scale
    }

    /// CSS 2 §10.8.1: the strut of a heading or paragraph whose font sets a `line-height`, or
    /// of every one where the page's `line-height` is `normal` (the UA look, see
    /// ``PageStyle/lineHeightIsNormal``), from the first face of its families (Galley's primary
    /// face when it names none); nil for the page's own line spacing.
    func strut(of block: Block) -> Strut? {
        let lineHeight = block.font?.lineHeight
        guard lineHeight != nil || options.style.lineHeightIsNormal else { return nil }
        let size = fontSize(of: block)
        var style = FontStyle()
        if case .heading = block.kind { style.bold = true }
        if let families = block.font?.families, let fonts { style.preferredFaces = shaper.fonts.preferredFaces(fonts.faces(for: families, bold: style.bold, italic: false).faces) }
        let face = shaper.fonts.face(at: shaper.fonts.face(for: " ", script: .common, style: style))
        return Strut(ascent: face.ascender * size, descent: -face.descender * size, lineGap: face.lineGap * size, lineHeight: lineHeight?.pixels(at: size))
    }

    mutating func block(_ block: Block, in parent: Column, shaped: Paragraph? = nil) throws {
        let column = column(for: block, in: parent)
        let style = options.style
        switch block.kind {
        case let .heading(level, content):
            if y > style.margin, !atOwnBoxStart { y += style.headingSpacingBefore }
            let title = content.map(\.text).joined()
            result.items.append(.heading(level: min(max(level, 1), 6), title: title, anchor: headingAnchors.anchor(for: title, given: block.anchor),
                                         position: Point(x: column.x, y: y)))
            // A paragraph shaped ahead needs no runs made again.
            text(shaped == nil ? textRuns(of: block, in: column)! : [], in: column, kind: .heading, line: block.line,
                 alignment: block.textAlign.flatMap(Alignment.init(css:)), role: .heading(level: min(max(level, 1), 6)), shaped: shaped,
                 strut: strut(of: block))
            y += style.headingSpacingAfter
        case .paragraph:
            text(shaped == nil ? textRuns(of: block, in: column)! : [], in: column, kind: .paragraph, line: block.line,
                 alignment: block.textAlign.flatMap(Alignment.init(css:)), shaped: shaped, strut: strut(of: block),
                 directionFromText: [.auto, .plaintext].contains(block.direction) && block.textAlign != nil,
                 lastLineAlignment: block.textAlignLast.flatMap(Alignment.init(css:)))
            if block.isAnonymous { spacingOwed = style.paragraphSpacing } else { y += style.paragraphSpacing }
        case let .codeBlock(_, code):
            codeBlock(code, in: column, line: block.line)
        case let .blockQuote(children):
            if let callout = block.callout {
                try self.callout(callout, title: block.calloutTitle, children, in: column, line: block.line)
            } else {
                try blockQuote(children, in: column, line: block.line)
            }
        case .thematicBreak:
            y += style.paragraphSpacing
            result.items.append(.rectangle(Rect(x: column.x, y: y, width: column.width, height: 1), fill: style.ruleColor))
            result.boxes.append(LayoutBox(kind: .thematicBreak, frame: Rect(x: column.x, y: y, width: column.width, height: 1), line: block.line))
            y += 1 + style.paragraphSpacing * 2
        case let .list(list):
            if block.isFootnotes {
                // The notes: under a short rule on the start side.
                y += style.paragraphSpacing
                let rule = Rect(x: column.start(column.width / 3), y: y, width: column.width / 3, height: 1)
                result.items.append(.rectangle(rule, fill: style.ruleColor))
                y += 1 + style.paragraphSpacing
            }
            try self.list(list, in: column, line: block.line, anchors: block.isFootnotes ? "fn-" : nil)
        case let .table(table):
            self.table(table, in: column, line: block.line)
            y += style.paragraphSpacing
        case let .figure(figure):
            try self.figure(figure, in: column, line: block.line)
            y += style.paragraphSpacing
        case let .box(box) where box.tablePart != nil:
            try tableBox(box, in: column, placedIn: parent, line: block.line)
        case let .box(box):
            try self.box(box, in: column, line: block.line)
        }
    }

    /// A paragraph of text across the column at the current y; records its line breaks.
    /// `shaped` is the paragraph of `runs` if it was shaped already; `runs` are then not read.
    /// `strut`: the block's, when it sets a `line-height`. `directionFromText`: the block's
    /// direction is its text's (HTML `dir=auto`, §15.3.6; `unicode-bidi: plaintext`), so the
    /// `start` and `end` of its CSS `text-align` are each line's bidi paragraph's resolved
    /// direction's, not the column's.
    @discardableResult
    mutating func text(_ runs: [AttributedRun], in column: Column, kind: LayoutBox.Kind, line: Int,
                       alignment: Alignment? = nil, role: TextStructure.Role = .paragraph, shaped: Paragraph? = nil,
                       strut: Strut? = nil, directionFromText: Bool = false, lastLineAlignment: Alignment? = nil) -> ParagraphLayout {
        let paragraph = shaped ?? Paragraph(runs, base: column.base, shaper: shaper)
        noteMissingGlyphs(paragraph, line: line)
        let laidOut = paragraph.layout(width: column.width, alignment: alignment ?? options.alignment,
                                       page: directionFromText ? nil : column.direction,
                                       lineSpacing: options.style.lineSpacing, justification: options.justification, strut: strut,
                                       breaksLongWords: options.style.breaksLongWords, lastLineAlignment: lastLineAlignment)
        place(laidOut, at: Point(x: column.x, y: y), kind: kind, line: line, role: role)
        y += laidOut.height
        return laidOut
    }

    /// Records the characters of `paragraph` that no font draws, each with the first line it is on.
    mutating func noteMissingGlyphs(_ paragraph: Paragraph, line: Int) {
        for character in paragraph.missingCharacters where !result.missingGlyphs.contains(where: { $0.character == character }) {
            result.missingGlyphs.append(MissingGlyph(character: character, line: line))
        }
    }

    /// Adds a laid-out paragraph's items, box and line breaks at `origin`; its text is one
    /// block of `role` in a tagged PDF.
    mutating func place(_ laidOut: ParagraphLayout, at origin: Point, kind: LayoutBox.Kind, line: Int, role: TextStructure.Role = .paragraph) {
        result.items += laidOut.displayItems(at: origin, structure: TextStructure(role: role, block: result.items.count, listItems: listItems))
        if firstBaseline == nil, let first = laidOut.lines.first { firstBaseline = origin.y + first.baseline }
        result.boxes.append(LayoutBox(kind: kind, frame: Rect(x: origin.x, y: origin.y, width: laidOut.width, height: laidOut.height), line: line))
        result.texts.append(PlacedText(kind: kind, line: line, layout: laidOut, origin: origin))
        for (n, laidOutLine) in laidOut.lines.enumerated().dropFirst() {
            result.breakPoints.append(BreakPoint(y: origin.y + laidOutLine.top, avoided: BreakPoint.betweenLines(before: n, of: laidOut.lines.count)))
        }
    }

    /// Code is always left to right and left aligned, on a shaded background. Each line is a
    /// left-to-right paragraph of its own, its spaces kept, whatever the lines before it hold
    /// (UAX #9 P1: a line break in `pre` separates paragraphs, as browsers lay it out).
    mutating func codeBlock(_ code: String, in column: Column, line: Int) {
        let style = options.style
        let padding = style.cellPadding * 1.5
        let attributes = TextAttributes(style: FontStyle(monospace: true), size: style.codeSize, color: style.textColor)
        // NOTE: a line in LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE resolves as a
        // left-to-right paragraph of its own would (X5a, X6a: its sos is L, nothing outside it
        // reaches in), and the block stays one paragraph, one box, shaped at once.
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { "\u{2066}\($0)\u{2069}" }
        let paragraph = Paragraph([AttributedRun(lines.joined(separator: "\n"), attributes)], base: .leftToRight, shaper: shaper)
        noteMissingGlyphs(paragraph, line: line)
        let laidOut = paragraph.layout(width: column.width - 2 * padding, alignment: .left, page: .leftToRight, lineSpacing: style.lineSpacing)
        let frame = Rect(x: column.x, y: y, width: column.width, height: laidOut.height + 2 * padding)
        result.items.append(.rectangle(frame, fill: style.shadeColor))
        result.boxes.append(LayoutBox(kind: .codeShading, frame: frame, line: line))
        place(laidOut, at: Point(x: column.x + padding, y: y + padding), kind: .codeBlock, line: line, role: .code)
        y = frame.maxY + style.paragraphSpacing
    }

    /// A quote is indented on the start side, behind a bar.
    mutating func blockQuote(_ children: [Block], in column: Column, line: Int) throws {
        let style = options.style
        let top = y
        let inner = column.indented(style.indent * 0.75)
        let first = result.items.count
        try blocks(children, in: inner)
        for i in first..<result.items.count {
            if case var .glyphs(run) = result.items[i] {
                run.color = style.quoteColor
                result.items[i] = .glyphs(run)
            }
        }
        let bar = Rect(x: column.start(4), y: top, width: 4, height: max(0, y - top - style.paragraphSpacing))
        result.items.insert(.rectangle(bar, fill: style.ruleColor), at: first)
        result.boxes.append(LayoutBox(kind: .blockQuote, frame: Rect(x: inner.x, y: top, width: inner.width, height: bar.height), line: line))
    }
}
