import DisplayList
import Document

/// CSS boxes of HTML elements (CSS 2 §8, §9.5, §10.3.3, §10.6.3): margins, borders, padding and
/// background around a block's content, widths and heights, `auto` margins, floats and `clear`,
/// and `position: relative` offsets (absolutely positioned boxes: AbsoluteLayout).
extension Block {
    /// Whether the block is a CSS box in normal flow (not floated).
    var isInFlowBox: Bool {
        if case let .box(box) = kind { return box.style.float == nil }
        return false
    }

    /// Whether the block is a floated CSS box.
    var isFloat: Bool {
        if case let .box(box) = kind { return box.style.float != nil }
        return false
    }
}

extension PageLayout {
    /// A float placed on the page: later blocks beside it are narrowed until they pass its bottom.
    struct PlacedFloat {
        var side: ComputedFloat
        /// Its margin box.
        var frame: Rect
        /// Where its items begin in the page's items: the backgrounds of in-flow boxes beside it
        /// go before them (CSS 2 Appendix E: floats paint over block backgrounds).
        var firstItem: Int
    }

    /// A float's used side.
    enum ComputedFloat { case left, right }

    /// The space below the content last placed: the previous block's bottom margin, with which
    /// a box's top margin collapses (CSS 2 §8.3.1, for siblings).
    var trailingSpace: Double {
        guard let bottom = result.boxes.last?.frame.maxY else { return 0 }
        return max(0, y - max(bottom, formattingContextTop))
    }

    /// `column` less the floats beside the current y on each side (CSS 2 §9.5: a block's line
    /// boxes are shortened beside a float; here the whole block is, which agrees while the
    /// block ends before the float does).
    func column(_ column: Column, besideFloatsAt y: Double) -> Column {
        var result = column
        for float in floats where float.frame.y <= y && float.frame.maxY > y {
            switch float.side {
            case .left where float.frame.maxX > result.x:
                let cut = min(float.frame.maxX - result.x, max(0, result.width - Column.minimumWidth))
                result.x += cut
                result.width -= cut
            case .right where float.frame.x < result.maxX:
                result.width -= min(result.maxX - float.frame.x, max(0, result.width - Column.minimumWidth))
            default: break
            }
        }
        return result
    }

    /// The y below every float on `side` (CSS 2 §9.5.2 `clear`).
    func clearance(_ clear: BoxStyle.Clear) -> Double {
        floats.filter { float in
            switch clear {
            case .both: true
            case .left: float.side == .left
            case .right: float.side == .right
            }
        }.map(\.frame.maxY).max() ?? y
    }

    /// Lays out a CSS box and its blocks at the current y in `column`.
    mutating func box(_ box: BoxBlock, in column: Column, line: Int) throws {
        let style = box.style
        if let clear = style.clear { y = max(y, clearance(clear)) }
        if style.isAbsolutelyPositioned { return postpone(box, in: column, line: line) }
        if let float = style.float {
            return try self.float(box, side: float == .left ? .left : .right, in: column, line: line)
        }
        // Adjoining vertical margins collapse to the larger (§8.3.1); a negative one is added to the positive.
        y += style.margin.top < 0 ? style.margin.top : max(0, style.margin.top - trailingSpace)
        let (x, width) = horizontal(style, in: column, contentWidth: nil)
        let collapsed = try content(of: box, x: x, borderWidth: width, in: column, line: line)
        y += max(style.margin.bottom, collapsed)
    }

    /// The border box's x and width in `column` (§10.3.3): a width given (or `contentWidth`,
    /// a float's shrink-to-fit width) with `auto` margins sharing what is left; no width, the
    /// column less the margins. Over-constrained, the margin on the end side gives way.
    func horizontal(_ style: BoxStyle, in column: Column, contentWidth: Double?) -> (x: Double, width: Double) {
        let available = column.width
        let edges = style.border.horizontal + style.padding.horizontal
        var content: Double
        if let width = style.width {
            content = width.resolved(in: available) - (style.borderBox ? edges : 0)
        } else if let contentWidth {
            content = contentWidth
        } else {
            return (column.x + style.margin.left, max(1, available - style.margin.horizontal))
        }
        if let maxWidth = style.maxWidth { content = min(content, maxWidth.resolved(in: available) - (style.borderBox ? edges : 0)) }
        if let minWidth = style.minWidth { content = max(content, minWidth.resolved(in: available) - (style.borderBox ? edges : 0)) }
        let width = max(1, content + edges)
        let free = available - width - style.margin.horizontal
        let x: Double
        switch (style.autoMarginLeft, style.autoMarginRight) {
        case (true, true): x = column.x + style.margin.left + max(0, free) / 2
        case (true, false): x = column.x + style.margin.left + max(0, free)
        case (false, true): x = column.x + style.margin.left
        case (false, false): x = column.direction == .rightToLeft ? column.maxX - style.margin.right - width : column.x + style.margin.left
        }
        return (x, width)
    }

    /// The box's border, padding and background around its blocks, from the current y (the
    /// border box's top); y ends at the border box's bottom. The content is `height` px tall
    /// when that is given (an absolutely positioned box between its insets), else its own
    /// `height`, else as tall as its blocks (§10.6.3), within `min-height` and `max-height`;
    /// percentages are of `containingHeight`. Returns the last block's bottom margin when it
    /// collapses through the box's bottom (§8.3.1: an in-flow box with no bottom padding or
    /// border and an `auto` height), to collapse with the box's own.
    @discardableResult
    mutating func content(of box: BoxBlock, x: Double, borderWidth: Double, height: Double? = nil, containingHeight: Double? = nil,
                          paintOrder: Int? = nil, in column: Column, line: Int) throws -> Double {
        let style = box.style
        let top = y
        let paintOrder = style.isPositioned ? paintOrder ?? nextPaintOrder() : nil
        let firstItem = result.items.count, firstBox = result.boxes.count
        let firstContainingBlock = containingBlocks.count, firstAbsolute = absolutes.count
        if style.isPositioned {
            containingBlocks.append(ContainingBlock(direction: column.direction))
            openContainingBlocks.append(firstContainingBlock)
        }
        y += style.border.top + style.padding.top
        let contentTop = y
        var inner = column
        inner.x = x + style.border.left + style.padding.left
        inner.width = max(1, borderWidth - style.border.horizontal - style.padding.horizontal)
        // A float is a block formatting context (§9.4.1): floats outside do not reach into it,
        // and its own floats stay inside it. An in-flow box's blocks flow beside the floats around it.
        let outerFloats = floats, outerContextTop = formattingContextTop
        if style.establishesFormattingContext {
            floats = []
            formattingContextTop = contentTop
        }
        if let flex = style.flexContainer {
            try flexItems(box.children, flex, in: inner, definiteHeight: style.definiteContentHeight(given: height, containing: containingHeight))
        } else {
            atOwnBoxStart = box.isOwnBlock
            try blocks(box.children, in: inner, inBox: true)
            atOwnBoxStart = false
        }
        formattingContextTop = outerContextTop
        let contentBottom = result.boxes[firstBox...].map(\.frame.maxY).max() ?? y
        var collapsed = 0.0
        if box.isOwnBlock {
            // The element's own block's spacing is the box's margin.
            y = contentBottom
        } else if !style.establishesFormattingContext, style.padding.bottom + style.border.bottom == 0 {
            collapsed = max(0, y - contentBottom)
            y = contentBottom
        }
        if style.establishesFormattingContext {
            y = max(y, floats.map(\.frame.maxY).max() ?? y)
            floats = outerFloats
        }
        if let used = style.contentHeight(auto: y - contentTop, given: height, containing: containingHeight) {
            y = contentTop + used
            collapsed = 0
        }
        y += style.padding.bottom + style.border.bottom
        let frame = Rect(x: x, y: top, width: borderWidth, height: y - top)
        if style.isPositioned {
            openContainingBlocks.removeLast()
            containingBlocks[firstContainingBlock].frame = Rect(x: x + style.border.left, y: top + style.border.top, width: borderWidth - style.border.horizontal,
                                                                 height: frame.height - style.border.vertical)
        }
        // An in-flow box's background goes beneath the floats beside it; a positioned one paints over them.
        let beneath = floats.filter { paintOrder == nil && style.float == nil && $0.firstItem < firstItem && $0.frame.maxY > top && $0.frame.y < y }
        let at = beneath.map(\.firstItem).min() ?? firstItem
        let drawn = decorations(style, frame: frame)
        result.items.insert(contentsOf: drawn, at: at)
        itemsInserted(at: at, count: drawn.count)
        result.boxes.append(LayoutBox(kind: .box, frame: frame, line: line))
        let offset = style.relativeOffset(width: column.width, height: containingHeight ?? 0)
        if offset != (0, 0) {
            for n in firstItem..<result.items.count { result.items[n] = result.items[n].shifted(dx: offset.x, dy: offset.y) }
            // The positioned boxes inside move with it (§10.1 item 4: the containing block is the box as offset).
            for n in firstContainingBlock..<containingBlocks.count { containingBlocks[n].frame = containingBlocks[n].frame.offsetBy(dx: offset.x, dy: offset.y) }
            for n in firstAbsolute..<absolutes.count { absolutes[n].move(dx: offset.x, dy: offset.y) }
        }
        if let paintOrder { positionedLayers.append(PositionedLayer(order: paintOrder, items: firstItem..<result.items.count)) }
        return collapsed
    }

    /// The background and the four borders of a border box (CSS Backgrounds 3 §3.7: the
    /// background reaches under the border).
    func decorations(_ style: BoxStyle, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if let background = style.background { items.append(.rectangle(frame, fill: Color(background))) }
        let b = style.border, colors = style.borderColors.map(Color.init)
        let sides = [
            Rect(x: frame.x, y: frame.y, width: frame.width, height: b.top),
            Rect(x: frame.maxX - b.right, y: frame.y, width: b.right, height: frame.height),
            Rect(x: frame.x, y: frame.maxY - b.bottom, width: frame.width, height: b.bottom),
            Rect(x: frame.x, y: frame.y, width: b.left, height: frame.height),
        ]
        for (rect, color) in zip(sides, colors) where rect.width > 0 && rect.height > 0 && color.alpha > 0 {
            items.append(.rectangle(rect, fill: color))
        }
        return items
    }

    /// A float (§9.5.1): its margin box at the current y against `side` of the column, beside
    /// the floats already there, or below them where it does not fit; with no width, shrink-to-fit (§10.3.5): its content's widest
    /// line, at most the column. The y after it is where it started: what follows flows beside it.
    mutating func float(_ box: BoxBlock, side: ComputedFloat, in column: Column, line: Int) throws {
        let style = box.style
        let flowY = y
        var contentWidth: Double?
        if style.width == nil {
            contentWidth = try shrinkToFit(box, in: column,
                                           available: column.width - style.margin.horizontal - style.border.horizontal - style.padding.horizontal)
        }
        var placed = column
        placed.direction = side == .left ? .leftToRight : .rightToLeft
        let width = horizontal(style, in: placed, contentWidth: contentWidth).width
        // §9.5.1 rules 5-8: no higher than an earlier float, beside those it meets, lower where
        // it does not fit between them.
        var top = max(y, floats.map(\.frame.y).max() ?? y)
        while true {
            let meets = floats.filter { $0.frame.y <= top && $0.frame.maxY > top }
            let left = meets.filter { $0.side == .left }.map(\.frame.maxX).max() ?? column.x
            let right = meets.filter { $0.side == .right }.map(\.frame.x).min() ?? column.maxX
            if meets.isEmpty || width + style.margin.horizontal <= right - left {
                placed.x = left
                placed.width = right - left
                break
            }
            top = meets.map(\.frame.maxY).min()!
        }
        let x = side == .left ? placed.x + style.margin.left : placed.maxX - style.margin.right - width
        let marginBox = Rect(x: x - style.margin.left, y: top, width: width + style.margin.horizontal, height: 0)
        let firstItem = result.items.count
        y = top + style.margin.top
        try content(of: box, x: x, borderWidth: width, in: column, line: line)
        y += style.margin.bottom
        floats.append(PlacedFloat(side: side, frame: Rect(x: marginBox.x, y: top, width: marginBox.width, height: y - top), firstItem: firstItem))
        y = flowY
    }

    /// The shrink-to-fit width of a box's content (§10.3.5): its widest line and widest block
    /// laid out `available` px wide, at most `available`.
    func shrinkToFit(_ box: BoxBlock, in column: Column, available: Double) throws -> Double {
        min(max(1, available), try contentWidth(of: box, laidOutAt: available, in: column).rounded(.up))
    }

    /// The min-content and max-content widths of a table cell's `blocks` (CSS Sizing 3 §5.1):
    /// their widest line and block laid out 1 px wide, and as wide as the page; measured once a
    /// page (``ContentWidths``).
    func contentWidths(_ blocks: [Block], in column: Column) throws -> (min: Double, max: Double) {
        try cellWidths.widths(of: blocks) {
            (try widest(blocks, in: column, width: 1), try widest(blocks, in: column, width: options.width))
        }
    }

    /// The width of a box's content laid out `width` px wide: its widest line and widest block
    /// (CSS Sizing 3 §5.1: at 1 px, its min-content width; at the column's width, its max-content
    /// width up to that); a flex row's items side by side (CSS Flexbox 1 §9.9.1).
    func contentWidth(of box: BoxBlock, laidOutAt width: Double, in column: Column) throws -> Double {
        guard let flex = box.style.flexContainer, flex.isRow else { return try widest(box.children, in: column, width: width) }
        var sum = 0.0
        // The column gaps between the items; a percentage one adds nothing (CSS Box Alignment 3 §8.3).
        let gap = if case let .pixels(px)? = flex.columnGap { px } else { 0.0 }
        for case let .box(item) in box.children.map(\.kind) where !item.style.isAbsolutelyPositioned {
            if sum > 0 { sum += gap }
            let edges = item.style.border.horizontal + item.style.padding.horizontal
            let own = try item.style.width.map { $0.resolved(in: width) - (item.style.borderBox ? edges : 0) } ?? contentWidth(of: item, laidOutAt: width, in: column)
            sum += own + edges + item.style.margin.horizontal
        }
        return sum
    }

    /// The widest line and widest block of `blocks` laid out `width` px wide.
    private func widest(_ blocks: [Block], in column: Column, width: Double) throws -> Double {
        var probe = self
        probe.result = LaidOutPage(width: options.width, height: 0, items: [], boxes: [], breakPoints: [], repeatingHeaders: [])
        var inner = column
        inner.width = max(1, width)
        try probe.blocks(blocks, in: inner)
        let widest = probe.result.texts.map { placed in placed.layout.lines.map(\.contentWidth).max() ?? 0 }.max() ?? 0
        let others = probe.result.boxes.filter { $0.kind != .paragraph && $0.kind != .heading }.map(\.frame.width).max() ?? 0
        return max(widest, others)
    }
}

extension BoxStyle {
    /// The content height, or nil for the content's own: `given`, else `height` (a percentage
    /// only of a `containing` height, §10.5), within `min-height` and `max-height` (§10.7) with
    /// `auto`, the content's height, when neither gives one.
    func contentHeight(auto: Double, given: Double?, containing: Double?) -> Double? {
        let edges = border.vertical + padding.vertical
        func resolved(_ length: Length?) -> Double? {
            switch length {
            case let .pixels(px)?: px - (borderBox ? edges : 0)
            case let .percentage(share)? where containing != nil: containing! * share / 100 - (borderBox ? edges : 0)
            default: nil
            }
        }
        let specified = given ?? resolved(height)
        let minimum = resolved(minHeight), maximum = resolved(maxHeight)
        guard specified != nil || minimum != nil || maximum != nil else { return nil }
        var used = specified ?? auto
        if let maximum { used = min(used, maximum) }
        if let minimum { used = max(used, minimum) }
        return max(0, used)
    }
}
