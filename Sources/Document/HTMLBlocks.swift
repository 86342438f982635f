import Foundation
import DOM
import Style

/// The blocks of styled HTML: HTML pages, and the HTML inside Markdown spliced with its
/// Markdown blocks. What an element becomes is read from its computed style (`display`,
/// `text-align`, `unicode-bidi`, `font-weight` …), not from its tag, except where the element
/// itself is the content (`img`, `br`, `hr`, headings, lists, `pre`, and in the help look
/// `table`). `display: table` and its parts are CSS tables (``HTMLBlocks+Table``).
///
/// Block boxes that hold inline content become paragraphs (CSS 2 §9.2.1.1: text beside blocks
/// goes in an anonymous block); wrappers (`div`, `center`, `section`, custom elements) give
/// their direction and alignment to the blocks inside them.
struct HTMLBlocks {
    let styled: StyledTree
    let fileName: String
    /// The Markdown blocks that `<galley-block data-index=N>` placeholders stand for.
    let markdownBlocks: [Block]
    /// What was dropped (scripts, frames, event attributes, script URLs), for the warning.
    private(set) var dropped: [UnsupportedHTML] = []
    /// Whether `pre` is Galley's code block and `table` Galley's table (the help-page look),
    /// rather than a paragraph of its CSS font with its white space kept (`white-space: pre`)
    /// and a CSS table (the UA look's).
    var helpLook = true

    /// The element a Markdown block is spliced in as, so that the HTML parser puts it where the
    /// surrounding tags say.
    static let placeholder = "galley-block"

    /// Whether each node holds a block below it (see ``containsBlock(_:)``), by index.
    private let holdsBlock: [Bool]
    /// The style of the page's body text (`body`'s, a fragment's root's) and of its root
    /// (`html`'s), which blocks' fonts are measured against.
    private let bodyStyle: ComputedStyle, rootStyle: ComputedStyle

    init(styled: StyledTree, fileName: String, markdownBlocks: [Block] = []) {
        self.styled = styled
        self.fileName = fileName
        self.markdownBlocks = markdownBlocks
        // One pass from the last node up: a node is appended after its parent, so each node's
        // children are settled before it is (linear, where asking each inline element afresh
        // was quadratic in the nesting).
        let tree = styled.tree
        var holds = [Bool](repeating: false, count: tree.nodes.count)
        for index in stride(from: tree.nodes.count - 1, through: 1, by: -1) {
            guard let parent = tree[index].parent, let element = tree[index].element else { continue }
            let display = styled.style(of: index).keyword(.display)
            let isBlock = element.name == Self.placeholder || display != "none" && !Self.isInline(display)
            // An inline-block holds its blocks in its own box: its parent's inline content goes on round it.
            if isBlock || holds[index] && display != "inline-block" { holds[parent] = true }
        }
        holdsBlock = holds
        bodyStyle = styled.style(of: tree.firstElement(named: "body") ?? DOMTree.root)
        rootStyle = styled.style(of: tree.firstElement(named: "html") ?? DOMTree.root)
    }

    var tree: DOMTree { styled.tree }

    /// Where a block's direction and alignment come from when it sets none itself.
    struct Context {
        var direction: TextDirection?
        var textAlign: String?
        /// CSS Text 3 §6.3 `text-align-last`, inherited; nil for `auto`.
        var textAlignLast: String?
    }

    /// The blocks of the children of `node`.
    mutating func blocks(in node: Int) -> [Block] {
        blocks(in: node, context: Context(), depth: 0)
    }

    mutating func blocks(in node: Int, context: Context, depth: Int) -> [Block] {
        blocks(of: tree[node].children, in: node, context: context, depth: depth)
    }

    /// The blocks of `nodes`, children of `node` (all of them, or the run of them an anonymous
    /// table cell holds).
    mutating func blocks(of nodes: [Int], in node: Int, context: Context, depth: Int) -> [Block] {
        var result: [Block] = []
        var pending: [Int] = []
        // CSS 2 §9.2.1.1: an inline element holding a block is split round it; its box goes on
        // the pieces of its text before and after, its start side on the first, its end on the last.
        let splitBox = styled.style(of: node).keyword(.display) == "inline" ? inlineBoxEdges(of: node) : nil
        var piecesBefore = false
        // Table parts outside a table, which one anonymous table holds (CSS 2.1 §17.2.1 rule 3).
        var tableParts: [Int] = []
        func flush(_ this: inout HTMLBlocks, last: Bool = false) {
            defer { pending = [] }
            var runs = this.inlineRuns(pending)
            if var edges = splitBox, !runs.isEmpty {
                edges.continuesBefore = piecesBefore
                edges.continuesAfter = !last
                piecesBefore = true
                for n in runs.indices { runs[n].style.inlineBoxes.insert(edges, at: 0) }
            }
            guard !runs.isEmpty, let first = pending.first else { return }
            var paragraph = Block(.paragraph(runs), line: this.line(of: first, fallback: node))
            paragraph.isAnonymous = true
            result.append(this.apply(context, to: this.font(of: node, paragraph)))
        }
        func flushTable(_ this: inout HTMLBlocks) {
            defer { tableParts = [] }
            guard !tableParts.isEmpty else { return }
            result += this.anonymousTable(tableParts, in: node, context: context, depth: depth)
        }
        for child in nodes {
            guard let element = tree[child].element else {
                // §17.2.1 rule 1: white space between table parts is not rendered.
                if !tableParts.isEmpty, isWhiteSpace(child) { continue }
                flushTable(&self)
                pending.append(child)
                continue
            }
            let style = styled.style(of: child)
            let display = style.keyword(.display)
            if Self.internalTableDisplays.contains(display), !Self.droppedElements.contains(element.name) {
                flush(&self)
                tableParts.append(child)
                continue
            }
            flushTable(&self)
            if Self.droppedElements.contains(element.name) {
                _ = noteDropped(element, child)
                continue
            }
            if element.name == Self.placeholder {
                flush(&self)
                if let index = element["data-index"].flatMap(Int.init), markdownBlocks.indices.contains(index) {
                    var inner = context
                    inner.textAlign = alignment(of: tree[child].parent ?? node) ?? context.textAlign
                    result.append(apply(inner, to: markdownBlocks[index]))
                }
                continue
            }
            if display == "none" { continue }
            if Self.isInline(display) && (display == "inline-block" || !containsBlock(child)) {
                pending.append(child)
                continue
            }
            flush(&self)
            if ["table", "inline-table"].contains(display), !(helpLook && element.name == "table") {
                _ = noteDropped(element, child)
                result += table(child, style: style, context: context, depth: depth)
                continue
            }
            result += block(child, element, style: style, context: context, depth: depth)
        }
        flush(&self, last: true)
        flushTable(&self)
        return result
    }

    /// Whether `node` is text of white space alone, or a comment.
    func isWhiteSpace(_ node: Int) -> Bool {
        guard case let .text(text) = tree[node].kind else { return tree[node].element == nil }
        return text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }

    private static func isInline(_ display: String) -> Bool {
        display == "inline" || display == "inline-block" || display == "contents" || display == "ruby" || display == "inline-flex"
    }

    /// Whether an inline element holds a block (a `<div>` inside an `<a>`): it is then laid out
    /// as a block of its own, the split CSS 2 §9.2.1.1 makes, simplified.
    private func containsBlock(_ node: Int) -> Bool { holdsBlock[node] }

    /// One block-level element, inside its CSS box when it has one Galley's block of it does
    /// not draw (see ``BoxStyle/isVisible(beyond:)``): wrappers (`div`, `section`, custom
    /// elements) by all their box properties, elements Galley draws itself (`p`, headings,
    /// lists, `pre`, tables, `hr`) by those it does not: their own vertical margins, a list's
    /// inline padding, a quote's inline margins, a `pre`'s background and an `hr`'s border are
    /// Galley's block.
    private mutating func block(_ node: Int, _ element: Element, style: ComputedStyle, context: Context, depth: Int) -> [Block] {
        let blocks = unboxedBlock(node, element, style: style, context: context, depth: depth)
        // An inline element holding a block draws its box on the pieces of its text (see blocks(in:)).
        if style.keyword(.display) == "inline" { return blocks }
        var box = BoxStyle(style)
        // CSS Flexbox 1 §4: a flex item is a box of its own whatever it draws; an absolutely
        // positioned child is none, but its `align-self` places it (§4.1).
        let inFlexContainer = tree[node].parent.map { styled.style(of: $0).keyword(.display) == "flex" } == true
        if inFlexContainer { box.flexItem = FlexItemStyle(style) }
        let isFlexItem = inFlexContainer && !box.isAbsolutelyPositioned
        let drawsOwnBox: Bool
        // A flex container's box is all that is drawn of it: its tag's block is not Galley's.
        switch box.flexContainer == nil ? element.name : "div" {
        case "p", "h1", "h2", "h3", "h4", "h5", "h6", "summary":
            drawsOwnBox = true
        case "ul", "ol", "menu", "dir":
            drawsOwnBox = true
            box.padding = BoxStyle.Edges(top: box.padding.top, bottom: box.padding.bottom)
        case "pre", "xmp", "listing", "plaintext":
            drawsOwnBox = true
            if helpLook { box.background = nil }
        case "hr" where !isFlexItem:
            return blocks
        case "blockquote":
            // Galley indents a quote behind its bar: the indent is the quote's margin.
            drawsOwnBox = true
            box.margin.left = 0
            box.margin.right = 0
        case "table":
            // Galley draws a table's rules and sizes it itself: its box is its margins, width and float.
            drawsOwnBox = true
            box.border = BoxStyle.Edges()
            box.padding = BoxStyle.Edges()
            box.background = nil
        default:
            drawsOwnBox = false
        }
        guard isFlexItem || box.flexContainer != nil || !blocks.isEmpty || box.border.vertical + box.padding.vertical > 0 || box.width != nil
            || box.height != nil || box.isAbsolutelyPositioned,
              isFlexItem || box.flexContainer != nil || box.isVisible(beyond: drawsOwnBox ? (box.margin.top, box.margin.bottom) : (0, 0)) else { return blocks }
        let line = line(of: node, fallback: node)
        return [Block(.box(BoxBlock(style: box, children: blocks, isOwnBlock: drawsOwnBox && blocks.count == 1)), line: line)]
    }

    private mutating func unboxedBlock(_ node: Int, _ element: Element, style: ComputedStyle, context: Context, depth: Int) -> [Block] {
        _ = noteDropped(element, node)
        let inner = innerContext(node, element, style: style, context: context)
        let line = line(of: node, fallback: node)
        // Nesting deeper than Markdown's own limit is read as one paragraph of its text.
        if depth >= MarkdownParser.maximumNesting {
            let text = tree.textContent(of: node)
            return text.isEmpty ? [] : [apply(inner, to: font(of: node, Block(.paragraph([InlineRun(text)]), line: line)))]
        }
        // CSS Flexbox 1 §3: a flex container's children are laid out as flex items, whatever its tag.
        if style.keyword(.display) == "flex" { return flexItems(in: node, context: inner, depth: depth + 1) }
        switch element.name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(element.name.dropFirst())!
            return [apply(inner, to: font(of: node, Block(.heading(level: level, content: inlineRuns(tree[node].children)), line: line)))]
        case let name where ["pre", "xmp", "listing", "plaintext"].contains(name) && !helpLook:
            // HTML §15.3.3: a block of its font (monospace unless a sheet says otherwise), its
            // white space and line breaks kept by its `white-space: pre` (CSS Text 3 §4.1.2).
            let runs = inlineRuns(tree[node].children)
            return runs.isEmpty ? [] : [apply(inner, to: font(of: node, Block(.paragraph(runs), line: line)))]
        case "pre", "xmp", "listing", "plaintext":
            var text = tree.textContent(of: node)
            if text.hasSuffix("\n") { text.removeLast() }
            return [Block(.codeBlock(language: nil, text: text), line: line)]
        case "hr":
            return [Block(.thematicBreak, line: line)]
        case "ul", "ol", "menu", "dir":
            let items = tree.elementChildren(of: node).filter { tree[$0].element?.name == "li" }
            guard !items.isEmpty else { return blocks(in: node, context: inner, depth: depth + 1) }
            let start = element.name == "ol" ? element["start"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1 : 1
            var list = ListBlock(ordered: element.name == "ol", start: start, isTight: true,
                                 items: items.map { blocks(in: $0, context: inner, depth: depth + 1) })
            // CSS Lists 3 §3: the markers' style; `decimal` and `disc`, the defaults, are Galley's own.
            if let type = style[.listStyleType].keyword, type != (list.ordered ? "decimal" : "disc") { list.counterStyle = type }
            return [apply(inner, to: Block(.list(list), line: line))]
        case "blockquote":
            return [apply(inner, to: Block(.blockQuote(blocks(in: node, context: Context(), depth: depth + 1)), line: line))]
        case "table":
            return galleyTable(node, context: inner, line: line).map { [apply(inner, to: $0)] } ?? blocks(in: node, context: inner, depth: depth + 1)
        case "summary":
            // HTML §15.5.4 draws an open details' summary with the disclosure-open marker.
            var runs = inlineRuns(tree[node].children)
            if let first = runs.first, first.style == .plain {
                runs[0].text = "\u{25BE} " + first.text
            } else {
                runs.insert(InlineRun("\u{25BE} "), at: 0)
            }
            return [apply(inner, to: font(of: node, Block(.paragraph(runs), line: line)))]
        case "p":
            if containsBlock(node) { return blocks(in: node, context: inner, depth: depth + 1) }
            let runs = inlineRuns(tree[node].children)
            return runs.isEmpty ? [] : [apply(inner, to: font(of: node, Block(.paragraph(runs), line: line)))]
        default:
            return blocks(in: node, context: inner, depth: depth + 1)
        }
    }

    /// CSS Flexbox 1 §4: the flex items of a flex container, one box each: every child element
    /// (blockified by the cascade), and each run of text between them in an anonymous item of
    /// its own, unless it is only white space.
    private mutating func flexItems(in node: Int, context: Context, depth: Int) -> [Block] {
        var result: [Block] = []
        var text: [Int] = []
        func flush(_ this: inout HTMLBlocks) {
            defer { text = [] }
            let runs = this.inlineRuns(text)
            guard !runs.isEmpty, let first = text.first else { return }
            var paragraph = Block(.paragraph(runs), line: this.line(of: first, fallback: node))
            paragraph.isAnonymous = true
            var item = BoxStyle()
            item.flexItem = FlexItemStyle()
            result.append(Block(.box(BoxBlock(style: item, children: [this.apply(context, to: this.font(of: node, paragraph))])), line: paragraph.line))
        }
        for child in tree[node].children {
            guard let element = tree[child].element else {
                text.append(child)
                continue
            }
            flush(&self)
            let style = styled.style(of: child)
            if Self.droppedElements.contains(element.name) {
                _ = noteDropped(element, child)
                continue
            }
            guard style.keyword(.display) != "none", element.name != Self.placeholder else { continue }
            result += block(child, element, style: style, context: context, depth: depth)
        }
        flush(&self)
        return result
    }

    /// The context the blocks inside the element at `node` take: its direction where it sets
    /// one, its alignment.
    func innerContext(_ node: Int, _ element: Element, style: ComputedStyle, context: Context) -> Context {
        var inner = context
        if let direction = element["dir"].flatMap({ TextDirection(rawValue: $0.lowercased()) }) {
            inner.direction = direction
        } else if let parent = tree[node].parent, styled.style(of: parent).isRightToLeft != style.isRightToLeft {
            // CSS Writing Modes 3 §2.1: `direction` from a style sheet sets the block's base direction as `dir` does.
            inner.direction = style.isRightToLeft ? .rightToLeft : .leftToRight
        }
        // CSS Writing Modes 3 §2.3: `plaintext` gives each of the block's paragraphs the direction of its first strong character (P2, P3).
        if style.keyword(.unicodeBidi) == "plaintext" { inner.direction = .plaintext }
        inner.textAlign = alignment(of: node) ?? context.textAlign
        let last = style.keyword(.textAlignLast)
        inner.textAlignLast = last == "auto" ? nil : last
        return inner
    }

    /// The computed `text-align` of `node` when it differs from its parent's: alignment set
    /// there (`<p align=center>`, `<center>`, a style) rather than inherited.
    private func alignment(of node: Int) -> String? {
        let own = styled.style(of: node).keyword(.textAlign)
        let parent = tree[node].parent.map { styled.style(of: $0).keyword(.textAlign) } ?? "start"
        return own == parent ? nil : own
    }

    func apply(_ context: Context, to block: Block) -> Block {
        var block = block
        if block.direction == nil { block.direction = context.direction }
        if block.textAlign == nil, let align = context.textAlign, align != "start" { block.textAlign = align }
        if block.textAlignLast == nil { block.textAlignLast = context.textAlignLast }
        return block
    }

    /// `block`, the text of the element at `node`, with the element's font where it differs
    /// from the page's body text (``BlockFont``): its size over the body's (a heading's is
    /// Galley's for its level, scaled as its container's is), its own `line-height`, a family
    /// it names.
    func font(of node: Int, _ block: Block) -> Block {
        let style = styled.style(of: node)
        var font = BlockFont(families: style.namedFamilies)
        var sized = style
        if case .heading = block.kind, let parent = tree[node].parent { sized = styled.style(of: parent) }
        if bodyStyle.fontSize > 0 { font.sizeScale = sized.fontSize / bodyStyle.fontSize }
        // CSS 2 §10.8.1; the page's own line height (help.css's on html) is Galley's line spacing.
        if style[.lineHeight] != rootStyle[.lineHeight] {
            switch style[.lineHeight] {
            case let .number(n): font.lineHeight = .number(n)
            case let .length(px): font.lineHeight = .pixels(px)
            default: break
            }
        }
        guard font != BlockFont() else { return block }
        var block = block
        block.font = font
        return block
    }

    func line(of node: Int, fallback: Int) -> Int {
        var current: Int? = node
        while let index = current {
            if tree[index].line > 0 { return tree[index].line }
            current = tree[index].parent
        }
        return max(1, tree[fallback].line)
    }

    // MARK: Tables

    /// Galley's table of an HTML `table` in the help-page look (CSS tables: ``HTMLBlocks+Table``): rows of cells (CSS 2 §17): the first row is the header when it is in
    /// `thead` or made of `th`; nil when the table has no cells.
    private mutating func galleyTable(_ node: Int, context: Context, line: Int) -> Block? {
        var rows: [(cells: [TableCell], header: Bool)] = []
        var stack = Array(tree[node].children.reversed())
        while let next = stack.popLast() {
            guard let element = tree[next].element else { continue }
            switch element.name {
            case "tr":
                let cells = tree.elementChildren(of: next).filter { ["td", "th"].contains(tree[$0].element?.name ?? "") }
                let inHead = tree[next].parent.flatMap { tree[$0].element?.name } == "thead"
                let header = inHead || (!cells.isEmpty && cells.allSatisfy { tree[$0].element?.name == "th" })
                rows.append((cells.map { cell in
                    TableCell(inlineRuns(tree[cell].children), direction: tree[cell].element?["dir"].flatMap { TextDirection(rawValue: $0.lowercased()) })
                }, header))
            case "table":
                continue
            default:
                stack += tree[next].children.reversed()
            }
        }
        guard !rows.isEmpty else { return nil }
        let width = rows.map(\.cells.count).max() ?? 0
        guard width > 0 else { return nil }
        func padded(_ cells: [TableCell]) -> [TableCell] { cells + Array(repeating: TableCell([]), count: width - cells.count) }
        let hasHeader = rows[0].header
        let header = hasHeader ? padded(rows[0].cells) : Array(repeating: TableCell([]), count: width)
        let body = (hasHeader ? rows.dropFirst() : rows[...]).map { padded($0.cells) }
        return Block(.table(Table(columns: Array(repeating: .natural, count: width), header: header, rows: Array(body), hasHeader: hasHeader)), line: line)
    }

    // MARK: Inline content

    /// The runs of inline nodes: text with white space collapsed (CSS Text 3 §4.1.1) unless
    /// `white-space` keeps it, styles from the computed values, bidi controls from
    /// `unicode-bidi` and `direction` (CSS Writing Modes 3 §2.4.2), images and line breaks.
    mutating func inlineRuns(_ nodes: [Int]) -> [InlineRun] {
        var runs: [InlineRun] = []
        // The block's own colour, where a style sheet gives it one the page's text does not have
        // (`<p style="color: #c33">`, `.note { color: … }`): its text starts in it. Its weight and
        // slant too (`.lead { font-weight: bold }`).
        var start = InlineStyle.plain
        var override: (open: String, close: String)?
        if let block = nodes.first.flatMap({ tree[$0].parent }) {
            let page = tree.firstElement(named: "body") ?? DOMTree.root
            let own = styled.style(of: block)
            if own.color != styled.style(of: page).color { start.color = own.color }
            // Headings and header cells are bold as Galley draws them, not by their runs.
            let drawnBold = ["h1", "h2", "h3", "h4", "h5", "h6", "th"].contains(tree[block].element?.name ?? "")
            start.bold = own.fontWeight >= 600 && !drawnBold
            start.italic = own.isItalic
            // CSS Writing Modes 3 §2.4.2: a block container's `bidi-override` overrides the inline
            // content it holds outside other blocks.
            if ["bidi-override", "isolate-override"].contains(own.keyword(.unicodeBidi)) {
                override = own.isRightToLeft ? ("\u{202E}", "\u{202C}") : ("\u{202D}", "\u{202C}")
            }
        }
        for node in nodes { inline(node, into: &runs, inherited: start, depth: 0) }
        runs = Self.collapsingWhiteSpace(runs).map { run in
            var run = run
            if run.text.utf8.contains(0) { run.text = run.text.replacingOccurrences(of: String(Self.keptSpace), with: " ") }
            return run
        }
        if let override, !runs.isEmpty {
            runs.insert(InlineRun(override.open, style: start), at: 0)
            runs.append(InlineRun(override.close, style: start))
        }
        return runs
    }

    private mutating func inline(_ node: Int, into runs: inout [InlineRun], inherited: InlineStyle, depth: Int) {
        switch tree[node].kind {
        case let .text(text):
            let parent = tree[node].parent ?? DOMTree.root
            let whiteSpace = styled.style(of: parent).keyword(.whiteSpace)
            // CSS Text 3 §4.1.1: `pre-line` keeps line breaks but collapses its spaces, which
            // wrap and justify as `normal`'s do; the others keep both.
            let keepsBreaks = ["pre", "pre-wrap", "break-spaces", "pre-line"].contains(whiteSpace)
            let keepsSpaces = keepsBreaks && whiteSpace != "pre-line"
            // Line breaks become U+2028. §4.1.2: `pre` keeps its spaces as no-break spaces, where
            // no line wraps; `pre-wrap` keeps them as spaces a line may wrap after, hanging at
            // its end (§5), marked through collapsing as ``keptSpace``. `break-spaces` does as
            // `pre-wrap` for now, though its spaces should not hang and break after each one.
            var content = text.utf8.contains(0) ? text.replacingOccurrences(of: String(Self.keptSpace), with: "") : text
            if keepsBreaks { content = content.replacingOccurrences(of: "\n", with: "\u{2028}") }
            if keepsSpaces { content = content.replacingOccurrences(of: " ", with: whiteSpace == "pre" ? "\u{00A0}" : String(Self.keptSpace)) }
            // Galley's `:icon[name]` reads in HTML text as in Markdown text.
            for piece in Icon.split(content) {
                var style = inherited
                style.icon = piece.icon
                append(InlineRun(piece.text, style: style), to: &runs)
            }
        case let .element(element):
            guard !noteDropped(element, node) else { return }
            let style = styled.style(of: node)
            guard style.keyword(.display) != "none", depth < MarkdownParser.maximumNesting else { return }
            var own = inherited
            // CSS Color 4 §3 and Fonts 4 §2.3, as the element computes them against its parent's.
            if let parent = tree[node].parent {
                let outer = styled.style(of: parent)
                if style.color != outer.color { own.color = style.color }
                // CSS Backgrounds 3 §3.7: an inline box's background is behind its text and its children's.
                if let background = style.backgroundColor { own.background = background }
                // `<sub>` and `<sup>` are drawn smaller by their position already.
                let shifted = ["sub", "super"].contains(style.keyword(.verticalAlign))
                if outer.fontSize > 0, style.fontSize != outer.fontSize, !shifted { own.sizeScale = inherited.sizeScale * style.fontSize / outer.fontSize }
                // A family the element names, or Galley's own ([]) inside one its parent names.
                if style.fontFamilies != outer.fontFamilies, style.namedFamilies != nil || outer.namedFamilies != nil {
                    own.fontFamilies = style.namedFamilies ?? []
                }
            }
            own.bold = style.fontWeight >= 600
            own.italic = style.isItalic
            // Code where the monospace font starts at this element (`<code>`, `<tt>`), not text
            // inside a block set in one (`div { font-family: monospace }`), which is plain text in that font.
            let parentIsMonospace = tree[node].parent.map { styled.style(of: $0).isMonospace } ?? false
            own.code = style.isMonospace && element.name != "kbd" && !inherited.keyboard && (inherited.code || !parentIsMonospace)
            if element.name == "kbd" { own.keyboard = true }
            if style.decorationLines.contains("line-through") { own.strikethrough = true }
            switch style.keyword(.verticalAlign) {
            case "super": own.position = .raised
            case "sub": own.position = .lowered
            default: break
            }
            // A Markdown footnote reference, written out by the parser: the note's number, raised.
            if element.name == "a", element["data-footnote"] != nil {
                own.footnote = true
                own.position = .raised
            }
            if element.name == "a", let href = element["href"], !href.isEmpty {
                // The one link policy of every output (`LinkPolicy`): http(s), mailto, tel, relative, #anchor.
                if !LinkPolicy.isAllowed(href) {
                    dropped.append(UnsupportedHTML(tag: "<a href=\"\(href.prefix(24))\">", line: line(of: node, fallback: node)))
                } else {
                    own.link = href
                }
            }
            switch element.name {
            case "br":
                append(InlineRun(String(InlineRun.lineSeparator), style: inherited), to: &runs)
                return
            case "img":
                let source = element["src"] ?? ""
                guard !source.isEmpty else { return }
                let alt = element["alt"] ?? ""
                var reference = ImageReference(source: source, alt: alt)
                if case let .length(height) = style[.height] { reference.height = .pixels(height) }
                if case let .length(width) = style[.width] { reference.width = width }
                var image = InlineImage(reference, line: line(of: node, fallback: node))
                switch style.keyword(.verticalAlign) {
                case "top": image.verticalAlign = .top
                case "bottom": image.verticalAlign = .bottom
                default: break
                }
                own.image = image
                runs.append(InlineRun(alt, style: own))
                return
            case "input":
                if element["type"]?.lowercased() == "checkbox" {
                    append(InlineRun(element["checked"] != nil ? "\u{2611} " : "\u{2610} ", style: own), to: &runs)
                }
                return
            default:
                break
            }
            // CSS 2 §9.2.4: an inline-block is a block box of its own, one atomic object on the line.
            if style.keyword(.display) == "inline-block" {
                var box = BoxStyle(style)
                box.float = nil
                var context = Context()
                context.direction = style.isRightToLeft ? .rightToLeft : .leftToRight
                let blocks = unboxedBlock(node, element, style: style, context: context, depth: depth + 1)
                // Its own margins, borders and background are its box's; its parents' boxes go round it.
                var atomic = own
                atomic.inlineBoxes = inherited.inlineBoxes
                atomic.background = inherited.background
                atomic.inlineBlock = InlineBlock(element: node, box: BoxBlock(style: box, children: blocks))
                runs.append(InlineRun("\u{FFFC}", style: atomic))
                return
            }
            // A block among inlines (`a <div>b</div> c` in a Markdown paragraph) is a line of its own.
            if !Self.isInline(style.keyword(.display)) {
                append(InlineRun(String(InlineRun.lineSeparator), style: inherited), to: &runs)
                for child in tree[node].children { inline(child, into: &runs, inherited: own, depth: depth + 1) }
                append(InlineRun(String(InlineRun.lineSeparator), style: inherited), to: &runs)
                return
            }
            if let edges = inlineBoxEdges(of: node) {
                // The box's background is its padding box's, drawn with it: not again behind each run.
                if edges.background != nil { own.background = inherited.background }
                own.inlineBoxes.append(edges)
            }
            let (open, close) = Self.bidiControls(style, element: element)
            if !open.isEmpty { append(InlineRun(open, style: own), to: &runs) }
            for child in tree[node].children { inline(child, into: &runs, inherited: own, depth: depth + 1) }
            if !close.isEmpty { append(InlineRun(close, style: own), to: &runs) }
        default:
            return
        }
    }

    /// CSS 2 §10.3.1: the edges of an inline element's box when it has any, whose horizontal
    /// margins, borders and padding take room on its line and whose borders and background are
    /// drawn around its fragments (§8.6); the background only with a border or padding (else it
    /// is drawn behind its runs).
    private func inlineBoxEdges(of node: Int) -> InlineBoxEdges? {
        let style = styled.style(of: node)
        let box = BoxStyle(style)
        var edges = InlineBoxEdges(element: node, left: box.margin.left + box.border.left + box.padding.left,
                                   right: box.margin.right + box.border.right + box.padding.right)
        edges.isRightToLeft = style.isRightToLeft
        edges.border = box.border
        edges.borderColors = box.borderColors
        edges.padding = box.padding
        guard edges.isDrawn || edges.left != 0 || edges.right != 0 else { return nil }
        if box.border != BoxStyle.Edges() || box.padding != BoxStyle.Edges() { edges.background = box.background }
        return edges
    }

    /// CSS Writing Modes 3 §2.4.2: the UAX #9 controls an inline box's `unicode-bidi` and
    /// `direction` stand for, at its start and its end.
    static func bidiControls(_ style: ComputedStyle, element: Element) -> (String, String) {
        let rtl = style.isRightToLeft
        let auto = element["dir"]?.lowercased() == "auto" || (element.name == "bdi" && element["dir"] == nil)
        switch style.keyword(.unicodeBidi) {
        case "embed": return (rtl ? "\u{202B}" : "\u{202A}", "\u{202C}")
        case "isolate": return (auto ? "\u{2068}" : rtl ? "\u{2067}" : "\u{2066}", "\u{2069}")
        case "bidi-override": return (rtl ? "\u{202E}" : "\u{202D}", "\u{202C}")
        case "isolate-override": return ((rtl ? "\u{2067}" : "\u{2066}") + (rtl ? "\u{202E}" : "\u{202D}"), "\u{202C}\u{2069}")
        case "plaintext": return ("\u{2068}", "\u{2069}")
        default: return ("", "")
        }
    }

    private func append(_ run: InlineRun, to runs: inout [InlineRun]) {
        if let last = runs.last, last.style == run.style, !last.style.isAtomic {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// CSS Text 3 §4.1.1: each sequence of spaces, tabs and line feeds becomes one space, a
    /// space after a space (across runs too) goes, and so do spaces at the paragraph's ends and
    /// around a line break.
    static func collapsingWhiteSpace(_ runs: [InlineRun]) -> [InlineRun] {
        var result: [InlineRun] = []
        var afterSpace = true
        for var run in runs {
            guard !run.style.isAtomic else {
                result.append(run)
                afterSpace = false
                continue
            }
            // The text between white space is copied a stretch at a time.
            var text = ""
            let source = run.text
            var copied = source.startIndex, position = source.startIndex
            for character in source {
                let start = position
                position = source.utf8.index(start, offsetBy: character.utf8.count)
                let collapsible = isCollapsible(character)
                guard collapsible || isLineSeparator(character) else {
                    if afterSpace, !isBidiControl(character) { afterSpace = false }
                    continue
                }
                text.append(contentsOf: source[copied..<start])
                copied = position
                if collapsible {
                    if !afterSpace { text.append(" ") }
                } else {
                    if text.last == " " { text.removeLast() }
                    // A break at the paragraph's start, or after another from a block's edge, adds no line.
                    let atStart = result.isEmpty && text.isEmpty
                    if !atStart { text.append(character) }
                }
                afterSpace = true
            }
            text.append(contentsOf: source[copied...])
            run.text = text
            if !text.isEmpty { result.append(run) }
        }
        while let last = result.last, !last.style.isAtomic, last.text.last == " " || last.text.last == InlineRun.lineSeparator {
            result[result.count - 1].text.removeLast()
            if result[result.count - 1].text.isEmpty { result.removeLast() }
        }
        return result
    }

    /// What a space that `pre-wrap` or `break-spaces` keeps is through ``collapsingWhiteSpace(_:)``,
    /// which leaves it alone: U+0000, which HTML's parser never puts in text (HTML §13.2.6.4.7
    /// ignores it) and which is taken out of any text that would hold it.
    private static let keptSpace: Character = "\u{0}"

    /// A space, tab or line feed (CR, LF or CRLF), which §4.1.1 collapses. Compared by bytes:
    /// comparing Characters normalizes them, which cost more than the rest of the loop; no other
    /// sequence is canonically equivalent to these.
    private static func isCollapsible(_ character: Character) -> Bool {
        let utf8 = character.utf8
        switch utf8.count {
        case 1:
            let byte = utf8.first!
            return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        case 2: return utf8.first == 0x0D && utf8.last == 0x0A
        default: return false
        }
    }

    /// Whether `character` is an embedding, override or isolate control (U+202A-202E,
    /// U+2066-2069), as `unicode-bidi` stands for an inline box's edge: white space collapses
    /// across it as across the box's edge (CSS Text 3 §4.1.1). Compared by bytes.
    private static func isBidiControl(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 3, utf8.first == 0xE2, let last = utf8.last else { return false }
        let second = utf8[utf8.index(after: utf8.startIndex)]
        return second == 0x80 && (0xAA...0xAE).contains(last) || second == 0x81 && (0xA6...0xA9).contains(last)
    }

    /// Whether `character` is `InlineRun.lineSeparator` (U+2028, E2 80 A8 in UTF-8, which
    /// nothing else is canonically equivalent to), compared by bytes.
    private static func isLineSeparator(_ character: Character) -> Bool {
        let utf8 = character.utf8
        return utf8.count == 3 && utf8.first == 0xE2 && utf8.elementsEqual(InlineRun.lineSeparator.utf8)
    }

    // MARK: What is dropped

    static let droppedElements: Set = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "style", "link", "meta", "base", "noscript", "template",
    ]

    /// Elements that carry script or embed other pages, as GitHub strips them: dropped, with
    /// one record each for the warning. True when `element` is dropped.
    mutating func noteDropped(_ element: Element, _ node: Int) -> Bool {
        if Self.droppedElements.contains(element.name) {
            if !["style", "link", "meta", "noscript", "template"].contains(element.name) || tree.firstElement(named: "html") == nil {
                dropped.append(UnsupportedHTML(tag: "<\(element.name)>", line: line(of: node, fallback: node)))
            }
            return true
        }
        if let attribute = element.attributes.first(where: { $0.name.hasPrefix("on") }) {
            dropped.append(UnsupportedHTML(tag: "<\(element.name) \(attribute.name)>", line: line(of: node, fallback: node)))
        }
        return false
    }
}
