import LocaleRules
import DisplayList
import Document

/// Absolutely positioned boxes (CSS 2 §9.6, §10.3.7, §10.6.4): out of the flow, placed by their
/// insets in their containing block, the padding box of the nearest positioned ancestor or the
/// initial containing block (§10.1). They are laid out once the page's flow is, when every
/// containing block's size is known.
extension PageLayout {
    /// A positioned box's padding box, the containing block of the absolutely positioned boxes
    /// inside it; its frame is known when the box's layout ends.
    struct ContainingBlock {
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The direction of the box's column: over-constrained insets give way on its end side.
        var direction: LayoutDirection
    }

    /// An absolutely positioned box met in the flow, and where it would have been had it been
    /// in the flow (its static position, §10.3.7).
    struct PendingAbsolute {
        var box: BoxBlock
        /// Its containing block in `containingBlocks`; nil: the initial containing block.
        var containingBlock: Int?
        /// The column it was met in, and the y of its top margin edge there.
        var column: Column
        var y: Double
        var line: Int
        /// Where it paints among the positioned boxes (see PaintOrder).
        var paintOrder: Int
        /// Its static position as a flex container's child (CSS Flexbox 1 §4.1), which replaces the flow's.
        var flexStaticPosition: FlexStaticPosition?

        mutating func move(dx: Double, dy: Double) {
            column.x += dx
            y += dy
            if let frame = flexStaticPosition?.frame { flexStaticPosition?.frame = frame.offsetBy(dx: dx, dy: dy) }
        }
    }

    /// Notes an absolutely positioned box at its static position; it takes no room in the flow.
    mutating func postpone(_ box: BoxBlock, in column: Column, line: Int) {
        let style = box.style
        let top = y + max(0, style.margin.top - trailingSpace) - style.margin.top
        let containingBlock = style.position == .fixed ? nil : openContainingBlocks.last
        absolutes.append(PendingAbsolute(box: box, containingBlock: containingBlock, column: column, y: top, line: line, paintOrder: nextPaintOrder()))
    }

    /// Lays out every absolutely positioned box the flow met, and those inside them, in the order
    /// they were met. Returns the bottom of the lowest margin box (§11.1.1: the page's scrollable
    /// overflow reaches it).
    mutating func positionedBoxes() throws -> Double {
        floats = []
        let initial = ContainingBlock(frame: Rect(x: 0, y: 0, width: options.width, height: options.viewportHeight ?? result.height),
                                      direction: options.layoutDirection)
        var bottom = 0.0
        var n = 0
        while n < absolutes.count {
            let pending = absolutes[n]
            bottom = max(bottom, try absolute(pending, in: pending.containingBlock.map { containingBlocks[$0] } ?? initial))
            n += 1
        }
        return bottom
    }

    /// One absolutely positioned box in `block`; returns its margin box's bottom.
    mutating func absolute(_ pending: PendingAbsolute, in block: ContainingBlock) throws -> Double {
        let style = pending.box.style, frame = block.frame
        let top = style.inset.top?.resolved(in: frame.height), bottom = style.inset.bottom?.resolved(in: frame.height)
        var left = style.inset.left?.resolved(in: frame.width), right = style.inset.right?.resolved(in: frame.width)
        // §10.3.7: the width given, or stretched between both insets, or shrink-to-fit.
        let edges = style.border.horizontal + style.padding.horizontal
        var contentWidth: Double
        if let width = style.width {
            contentWidth = width.resolved(in: frame.width) - (style.borderBox ? edges : 0)
        } else if let left, let right {
            contentWidth = frame.width - left - right - style.margin.horizontal - edges
        } else {
            let available = frame.width - (left ?? 0) - (right ?? 0) - style.margin.horizontal - edges
            contentWidth = try shrinkToFit(pending.box, in: pending.column, available: available)
        }
        if let maxWidth = style.maxWidth { contentWidth = min(contentWidth, maxWidth.resolved(in: frame.width) - (style.borderBox ? edges : 0)) }
        if let minWidth = style.minWidth { contentWidth = max(contentWidth, minWidth.resolved(in: frame.width) - (style.borderBox ? edges : 0)) }
        let width = max(0, contentWidth) + edges
        // Neither inset: the static position's start side, as the box's column runs.
        if left == nil, right == nil {
            if let flexStatic = pending.flexStaticPosition {
                left = flexStatic.frame.x - frame.x + (flexStatic.frame.width - width - style.margin.horizontal) * flexStatic.horizontal
            } else if pending.column.direction == .leftToRight { left = pending.column.x - frame.x } else { right = frame.maxX - pending.column.maxX }
        }
        var marginLeft = style.margin.left
        var useLeft = left != nil
        if let left, let right {
            let free = frame.width - left - right - width - style.margin.horizontal
            switch (style.autoMarginLeft, style.autoMarginRight) {
            // Equal auto margins, unless they would be negative: then the start one is 0.
            case (true, true): marginLeft = free >= 0 ? free / 2 : block.direction == .leftToRight ? 0 : free
            case (true, false): marginLeft = free
            case (false, true): break
            // Over-constrained: the inset on the containing block's end side is ignored.
            case (false, false): useLeft = block.direction == .leftToRight
            }
        }
        let x = useLeft ? frame.x + left! + marginLeft : frame.maxX - right! - style.margin.right - width

        // §10.6.4: the height given, or stretched between both insets, or the content's.
        let verticalEdges = style.border.vertical + style.padding.vertical
        var stretched: Double?
        if style.height == nil, let top, let bottom { stretched = frame.height - top - bottom - style.margin.vertical - verticalEdges }
        var column = pending.column
        column.x = frame.x
        column.width = frame.width
        // The border box's height, laid out on its own.
        func borderHeight() throws -> Double {
            var probe = self
            probe.result = LaidOutPage(width: options.width, height: 0, items: [], boxes: [], breakPoints: [], repeatingHeaders: [])
            probe.y = 0
            try probe.content(of: pending.box, x: x, borderWidth: width, height: stretched, containingHeight: frame.height, in: column, line: pending.line)
            return probe.y
        }
        let borderTop: Double
        if let top {
            borderTop = frame.y + top + style.margin.top
        } else if let bottom {
            borderTop = frame.maxY - bottom - style.margin.bottom - (try borderHeight())
        } else if let flexStatic = pending.flexStaticPosition {
            let free = flexStatic.frame.height - (flexStatic.vertical == 0 ? 0 : try borderHeight()) - style.margin.vertical
            borderTop = flexStatic.frame.y + free * flexStatic.vertical + style.margin.top
        } else {
            borderTop = pending.y + style.margin.top
        }
        y = borderTop
        try content(of: pending.box, x: x, borderWidth: width, height: stretched, containingHeight: frame.height, paintOrder: pending.paintOrder,
                    in: column, line: pending.line)
        return y + style.margin.bottom
    }
}
