import DisplayList
import Document

/// CSS Flexbox 1 §9, the flex layout algorithm: a flex container's items sized along its main
/// axis (its inline axis for `row`, its block axis for `column`, from the side `direction` and
/// `flex-direction` give), collected into lines (`flex-wrap`), grown and shrunk by their flex
/// factors, then sized and aligned across.
/// https://www.w3.org/TR/css-flexbox-1/#layout-algorithm
extension PageLayout {
    /// Lays out the flex items among `blocks` in the content box of a flex container from the
    /// current y, `content` wide and `definiteHeight` tall when that is known; y ends at the
    /// content box's bottom. Absolutely positioned children are placed later, from the static
    /// position §4.1 gives them.
    mutating func flexItems(_ blocks: [Block], _ flex: FlexContainerStyle, in content: Column, definiteHeight: Double?) throws {
        let top = y
        var column = content
        column.direction = flex.isRightToLeft ? .rightToLeft : .leftToRight
        let isRow = flex.isRow
        // §9.2 step 2: the available main size; an indefinite one is the items' own sizes.
        let availableMain = isRow ? content.width : definiteHeight
        // CSS Box Alignment 3 §8.1: the gutters between items on a line and between lines; a
        // percentage of the content box, 0 against an indefinite height.
        func gutter(_ length: BoxStyle.Length?, of size: Double?) -> Double {
            guard let length else { return 0 }
            if case .percentage = length, size == nil { return 0 }
            return length.resolved(in: size ?? 0)
        }
        let mainGap = isRow ? gutter(flex.columnGap, of: content.width) : gutter(flex.rowGap, of: definiteHeight)
        let crossGap = isRow ? gutter(flex.rowGap, of: definiteHeight) : gutter(flex.columnGap, of: content.width)
        var items: [FlexItem] = []
        var outOfFlow: [(box: BoxBlock, line: Int)] = []
        for block in blocks {
            guard case let .box(box) = block.kind else { continue }
            if box.style.isAbsolutelyPositioned {
                outOfFlow.append((box, block.line))
            } else {
                items.append(try flexItem(box, line: block.line, isRow: isRow, in: column, definiteHeight: definiteHeight))
            }
        }
        // §5.4: order-modified document order.
        items = items.enumerated().sorted { ($0.element.flex.order, $0.offset) < ($1.element.flex.order, $1.offset) }.map(\.element)

        // §9.3 step 5: collect the items into lines.
        var lines: [FlexLine] = []
        var start = 0, used = 0.0
        for n in items.indices {
            let outer = items[n].outerHypotheticalMainSize
            if flex.wrap != .nowrap, let availableMain, n > start, used + mainGap + outer > availableMain {
                lines.append(FlexLine(items: start..<n))
                start = n
                used = 0
            }
            used += (n > start ? mainGap : 0) + outer
        }
        lines.append(FlexLine(items: start..<items.count))

        // §9.3 step 6, §9.7: each line's flexible lengths.
        func gaps(_ count: Int, _ gap: Double) -> Double { gap * Double(max(0, count - 1)) }
        for line in lines { resolveFlexibleLengths(&items[line.items], available: availableMain.map { $0 - gaps(line.items.count, mainGap) }) }
        let mainSize = availableMain ?? lines.map { line in
            items[line.items].map(\.outerMainSize).reduce(0, +) + gaps(line.items.count, mainGap)
        }.max() ?? 0

        // §9.4 step 7: each item's hypothetical cross size, laid out at its used main size.
        let innerCross = isRow ? definiteHeight : content.width
        for n in items.indices {
            items[n].crossSize = try hypotheticalCrossSize(items[n], isRow: isRow, alignment: alignment(of: items[n], in: flex),
                                                           innerCross: innerCross, in: column)
        }
        // §9.4 step 8: the lines' cross sizes; a single line fills a definite cross size.
        for l in lines.indices {
            lines[l].crossSize = items[lines[l].items].map(\.outerCrossSize).max() ?? 0
        }
        if flex.wrap == .nowrap, let innerCross { lines[0].crossSize = innerCross }
        // §9.4 step 9: `align-content: normal` stretches the lines to fill the container's cross size.
        let linesCross = lines.map(\.crossSize).reduce(0, +) + gaps(lines.count, crossGap)
        if flex.wrap != .nowrap, let innerCross, innerCross > linesCross, [.normal, .stretch].contains(flex.alignContent) {
            for l in lines.indices { lines[l].crossSize += (innerCross - linesCross) / Double(lines.count) }
        }
        // §9.4 step 11: stretched items take their line's cross size.
        for line in lines {
            for n in line.items where alignment(of: items[n], in: flex) == .stretch && items[n].definiteCross == nil {
                items[n].crossSize = items[n].clampedCross(line.crossSize - items[n].crossEdges - items[n].crossMargins)
            }
        }
        // §9.6 step 15: the container's cross size, its lines' when not definite.
        let crossSize = innerCross ?? lines.map(\.crossSize).reduce(0, +) + gaps(lines.count, crossGap)

        // §9.5 step 12 and §9.6 steps 13, 14: each line's items along the main axis, and across within their line.
        let reversedMain = flex.direction == .rowReverse || flex.direction == .columnReverse
        let mainStartIsLeft = isRow && flex.isRightToLeft == reversedMain
        for line in lines {
            placeAlongMainAxis(&items[line.items], in: mainSize, gap: mainGap, justify: flex.justifyContent, isRow: isRow,
                               startIsMainStart: !reversedMain, leftIsMainStart: mainStartIsLeft)
            for n in line.items {
                let free = line.crossSize - items[n].outerCrossSize
                items[n].crossPosition = free * crossShare(of: alignment(of: items[n], in: flex), flex: flex)
            }
        }
        // §9.6 step 16: the lines across the container.
        let freeCross = crossSize - lines.map(\.crossSize).reduce(0, +) - gaps(lines.count, crossGap)
        let (lineStart, lineGap) = flex.wrap == .nowrap ? (0, 0)
            : distribution(flex.alignContent, free: freeCross, count: lines.count, mainStartShare: linesStartShare(flex.alignContent, flex: flex))
        var position = lineStart
        for l in lines.indices {
            lines[l].crossPosition = position
            position += lines[l].crossSize + lineGap + crossGap
        }

        // Map main and cross offsets to the page: which side each axis starts on.
        let crossStartIsLeftOrTop = isRow ? flex.wrap != .wrapReverse : flex.isRightToLeft == (flex.wrap == .wrapReverse)
        let mainExtent = isRow ? content.width : mainSize
        let crossExtent = isRow ? crossSize : content.width
        for line in lines {
            for n in line.items {
                let item = items[n], style = item.box.style
                let main = item.outerMainSize, cross = item.outerCrossSize
                let mainOffset = (isRow ? mainStartIsLeft : !reversedMain) ? item.mainPosition : mainExtent - item.mainPosition - main
                let crossOffset = line.crossPosition + item.crossPosition
                let crossFromStart = crossStartIsLeftOrTop ? crossOffset : crossExtent - crossOffset - cross
                let marginX = content.x + (isRow ? mainOffset : crossFromStart)
                let marginY = top + (isRow ? crossFromStart : mainOffset)
                let x = marginX + style.margin.left + item.autoMarginLeft
                let width = (isRow ? item.mainSize : item.crossSize) + style.border.horizontal + style.padding.horizontal
                y = marginY + style.margin.top
                try self.content(of: item.box, x: x, borderWidth: width, height: isRow ? item.crossSize : item.mainSize,
                                 containingHeight: definiteHeight, in: column, line: item.line)
            }
        }
        y = top + (isRow ? crossSize : mainSize)

        // §4.1: an absolutely positioned child's static position is that of the sole item of a container of this size.
        for (box, line) in outOfFlow {
            postpone(box, in: column, line: line)
            let alignSelf = box.style.flexItem?.alignSelf ?? .auto
            // Across, its line: the container's cross size when it stretches (or is the one line), else
            // the child's own, placed by `align-content`.
            let lineStretches = flex.wrap == .nowrap || [.normal, .stretch].contains(flex.alignContent)
            let share = lineStretches ? crossShare(of: resolved(alignSelf, in: flex), flex: flex)
                : distribution(flex.alignContent, free: 1, count: 1, mainStartShare: linesStartShare(flex.alignContent, flex: flex)).start
            let cross = crossStartIsLeftOrTop ? share : 1 - share
            absolutes[absolutes.count - 1].flexStaticPosition = FlexStaticPosition(
                frame: Rect(x: content.x, y: top, width: content.width, height: isRow ? crossSize : mainSize),
                horizontal: isRow ? mainShare(flex, mainStartIsLeft: mainStartIsLeft, reversedMain: reversedMain) : cross,
                vertical: isRow ? cross : mainShare(flex, mainStartIsLeft: false, reversedMain: reversedMain))
        }
    }

    /// A flex item's sizes before flexing (§9.2 step 3): its flex base size and hypothetical
    /// main size, its minimum and maximum sizes in both axes.
    private func flexItem(_ box: BoxBlock, line: Int, isRow: Bool, in column: Column, definiteHeight: Double?) throws -> FlexItem {
        let style = box.style
        let horizontalEdges = style.border.horizontal + style.padding.horizontal
        let verticalEdges = style.border.vertical + style.padding.vertical
        var item = FlexItem(box: box, line: line, flex: box.style.flexItem ?? FlexItemStyle(),
                            mainEdges: isRow ? horizontalEdges : verticalEdges, crossEdges: isRow ? verticalEdges : horizontalEdges,
                            mainMargins: isRow ? style.margin.horizontal : style.margin.vertical,
                            crossMargins: isRow ? style.margin.vertical : style.margin.horizontal)
        // Content-box sizes from `width`, `height` and their limits; percentages of the container's content box.
        func width(_ length: BoxStyle.Length?) -> Double? {
            length.map { max(0, $0.resolved(in: column.width) - (style.borderBox ? horizontalEdges : 0)) }
        }
        func height(_ length: BoxStyle.Length?) -> Double? {
            switch length {
            case let .pixels(px)?: max(0, px - (style.borderBox ? verticalEdges : 0))
            case let .percentage(share)? where definiteHeight != nil: max(0, definiteHeight! * share / 100 - (style.borderBox ? verticalEdges : 0))
            default: nil
            }
        }
        let mainProperty = isRow ? width(style.width) : height(style.height)
        let crossProperty = isRow ? height(style.height) : width(style.width)
        let minCross = (isRow ? height(style.minHeight) : width(style.minWidth)) ?? 0
        let maxCross = (isRow ? height(style.maxHeight) : width(style.maxWidth)) ?? .infinity
        item.minCross = minCross
        item.maxCross = maxCross
        item.definiteCross = crossProperty.map { max(minCross, min(maxCross, $0)) }
        item.maxMain = (isRow ? width(style.maxWidth) : height(style.maxHeight)) ?? .infinity

        // The width a column's item is laid out at to measure its height: its own, its line's
        // when it stretches, else its content's (fit-content).
        func columnItemWidth() throws -> Double {
            if let definite = item.definiteCross { return definite }
            let available = max(0, column.width - item.crossMargins - horizontalEdges)
            return min(available, try contentWidth(of: box, laidOutAt: available, in: column))
        }
        // §9.2 step 3: the flex basis, or the main size property, or the content's size.
        var basis: Double?
        switch item.flex.basis {
        case let .length(.pixels(px)): basis = max(0, px - (style.borderBox ? item.mainEdges : 0))
        case let .length(.percentage(share)):
            if let available = isRow ? column.width : definiteHeight { basis = max(0, available * share / 100 - (style.borderBox ? item.mainEdges : 0)) }
        case .auto: basis = mainProperty
        case .content: break
        }
        if basis == nil {
            if isRow {
                // NOTE: the max-content width is measured in the container's width, not unbounded:
                // content wider than that would be shrunk to it anyway, barring a `flex-shrink` of 0.
                basis = try contentWidth(of: box, laidOutAt: column.width, in: column)
            } else {
                basis = try contentHeight(of: box, borderWidth: columnItemWidth() + horizontalEdges, in: column, line: line)
            }
        }
        item.baseSize = basis ?? 0
        // §4.5: an `auto` minimum is the content's min-content size, no more than a size given.
        if let minimum = isRow ? width(style.minWidth) : height(style.minHeight) {
            item.minMain = minimum
        } else if isRow {
            item.minMain = min(try contentWidth(of: box, laidOutAt: 1, in: column), mainProperty ?? .infinity, item.maxMain)
        }
        item.hypotheticalMainSize = item.clampedMain(item.baseSize)
        return item
    }

    /// §9.7: the used main sizes of one line's items in `available` px (their hypothetical sizes
    /// when the container's main size is indefinite): positive free space shared by the grow
    /// factors, negative by the shrink factors times the base sizes, items that hit their
    /// minimum or maximum frozen there and the rest shared again.
    private func resolveFlexibleLengths(_ items: inout ArraySlice<FlexItem>, available: Double?) {
        let available = available ?? items.map(\.outerHypotheticalMainSize).reduce(0, +)
        // Step 1: grow when the hypothetical sizes leave room, else shrink.
        let growing = items.map(\.outerHypotheticalMainSize).reduce(0, +) < available
        // Step 2: size inflexible items.
        for n in items.indices {
            items[n].mainSize = items[n].hypotheticalMainSize
            let factor = growing ? items[n].flex.grow : items[n].flex.shrink
            items[n].frozen = factor == 0 || (growing ? items[n].baseSize > items[n].hypotheticalMainSize : items[n].baseSize < items[n].hypotheticalMainSize)
        }
        func freeSpace() -> Double {
            available - items.map { $0.frozen ? $0.outerMainSize : $0.outerBaseSize }.reduce(0, +)
        }
        // Step 3.
        let initialFree = freeSpace()
        // Step 4: loop.
        while items.contains(where: { !$0.frozen }) {
            var free = freeSpace()
            let unfrozen = items.indices.filter { !items[$0].frozen }
            let factors = unfrozen.map { growing ? items[$0].flex.grow : items[$0].flex.shrink }.reduce(0, +)
            // 4b: factors summing to less than 1 take only that share of the initial free space.
            if factors < 1, abs(initialFree * factors) < abs(free) { free = initialFree * factors }
            // 4c: distribute.
            if free != 0 {
                if growing {
                    for n in unfrozen { items[n].mainSize = items[n].baseSize + free * items[n].flex.grow / factors }
                } else {
                    let scaled = unfrozen.map { items[$0].scaledShrinkFactor }.reduce(0, +)
                    for n in unfrozen {
                        items[n].mainSize = scaled > 0 ? items[n].baseSize + free * items[n].scaledShrinkFactor / scaled : items[n].baseSize
                    }
                }
            } else {
                for n in unfrozen { items[n].mainSize = items[n].baseSize }
            }
            // 4d: fix min and max violations.
            var total = 0.0
            var violations: [Int: Double] = [:]
            for n in unfrozen {
                let clamped = max(0, items[n].clampedMain(items[n].mainSize))
                violations[n] = clamped - items[n].mainSize
                total += clamped - items[n].mainSize
                items[n].mainSize = clamped
            }
            // 4e: freeze all, or the minimum or maximum violators.
            for n in unfrozen where total == 0 || (total > 0 ? violations[n]! > 0 : violations[n]! < 0) {
                items[n].frozen = true
            }
        }
    }

    /// §9.4 step 7: the cross size of `item` at its used main size, before stretching.
    private func hypotheticalCrossSize(_ item: FlexItem, isRow: Bool, alignment: SelfAlignment, innerCross: Double?, in column: Column) throws -> Double {
        if let definite = item.definiteCross { return definite }
        if isRow {
            return item.clampedCross(try contentHeight(of: item.box, borderWidth: item.mainSize + item.mainEdges, in: column, line: item.line))
        }
        let available = max(0, (innerCross ?? column.width) - item.crossMargins - item.crossEdges)
        if alignment == .stretch { return item.clampedCross(available) }
        return item.clampedCross(min(available, try contentWidth(of: item.box, laidOutAt: available, in: column)))
    }

    /// §9.5 step 12: one line's items along the main axis, `mainSize` px long: `auto` margins
    /// take the free space first, then `justify-content` distributes it (CSS Box Alignment 3 §5.1).
    /// `startIsMainStart`: the container's `start` side is main-start (not reversed);
    /// `leftIsMainStart`: its left side is (a row starting on the left).
    private func placeAlongMainAxis(_ items: inout ArraySlice<FlexItem>, in mainSize: Double, gap mainGap: Double, justify: ContentAlignment,
                                    isRow: Bool, startIsMainStart: Bool, leftIsMainStart: Bool) {
        var free = mainSize - items.map(\.outerMainSize).reduce(0, +) - mainGap * Double(max(0, items.count - 1))
        // NOTE: only the left and right margins are known as `auto`: a column's vertical ones are 0.
        let autoMargins = isRow ? items.map { ($0.box.style.autoMarginLeft ? 1 : 0) + ($0.box.style.autoMarginRight ? 1 : 0) }.reduce(0, +) : 0
        if free > 0, autoMargins > 0 {
            let share = free / Double(autoMargins)
            for n in items.indices {
                if items[n].box.style.autoMarginLeft { items[n].autoMarginLeft = share }
                if items[n].box.style.autoMarginRight { items[n].autoMarginRight = share }
            }
            free = 0
        }
        let startShare: Double = switch justify {
        case .start: startIsMainStart ? 0 : 1
        case .end: startIsMainStart ? 1 : 0
        case .left: isRow ? (leftIsMainStart ? 0 : 1) : 0
        case .right: isRow ? (leftIsMainStart ? 1 : 0) : 0
        default: 0
        }
        var (position, gap) = distribution(justify, free: free, count: items.count, mainStartShare: startShare)
        for n in items.indices {
            items[n].mainPosition = position
            position += items[n].outerMainSize + gap + mainGap
        }
    }

    /// CSS Box Alignment 3 §5.1, §6.2: where the first of `count` boxes starts and the gap after
    /// each, for `free` px of free space. `mainStartShare` is the share of the free space before
    /// the first box for `start`, `end`, `left` and `right`, which depend on the axes' sides.
    private func distribution(_ alignment: ContentAlignment, free: Double, count: Int, mainStartShare: Double) -> (start: Double, gap: Double) {
        let n = Double(count)
        switch alignment {
        case .flexEnd: return (free, 0)
        case .center: return (free / 2, 0)
        case .start, .end, .left, .right: return (free * mainStartShare, 0)
        // The distributions fall back to flex-start, and to center, where the space is negative or there is one box.
        case .spaceBetween: return free > 0 && count > 1 ? (0, free / (n - 1)) : (0, 0)
        case .spaceAround: return free > 0 ? (free / n / 2, free / n) : (free / 2, 0)
        case .spaceEvenly: return free > 0 ? (free / (n + 1), free / (n + 1)) : (free / 2, 0)
        case .normal, .stretch, .flexStart: return (0, 0)
        }
    }

    /// The share of the free cross space before the first line for `align-content`'s `start`
    /// and `end`: the container's block-start (a row's) or inline-start (a column's) side,
    /// which is cross-start unless the lines wrap in reverse.
    private func linesStartShare(_ alignment: ContentAlignment, flex: FlexContainerStyle) -> Double {
        let startIsCrossStart = flex.wrap != .wrapReverse
        switch alignment {
        case .start: return startIsCrossStart ? 0 : 1
        case .end: return startIsCrossStart ? 1 : 0
        default: return 0
        }
    }

    /// `align-self`, `auto` taking the container's `align-items` and `normal` being `stretch` (CSS Box Alignment 3 §6.1).
    private func resolved(_ alignSelf: SelfAlignment, in flex: FlexContainerStyle) -> SelfAlignment {
        let own = alignSelf == .auto ? flex.alignItems : alignSelf
        return own == .normal || own == .auto ? .stretch : own
    }

    private func alignment(of item: FlexItem, in flex: FlexContainerStyle) -> SelfAlignment {
        resolved(item.flex.alignSelf, in: flex)
    }

    /// §9.6 step 14: the share of a line's free cross space before an item aligned by `alignment`,
    /// from the cross-start edge. `start` is the container's block-start (a row's) or inline-start (a column's);
    /// a baseline falls back to `flex-start` (Galley does not align baselines).
    private func crossShare(of alignment: SelfAlignment, flex: FlexContainerStyle) -> Double {
        let startIsCrossStart = flex.wrap != .wrapReverse
        return switch alignment {
        case .flexEnd, .lastBaseline: 1
        case .center: 0.5
        case .start, .selfStart: startIsCrossStart ? 0 : 1
        case .end, .selfEnd: startIsCrossStart ? 1 : 0
        default: 0
        }
    }

    /// §4.1: the share of the free main space left or above the sole item of a container, by `justify-content`.
    private func mainShare(_ flex: FlexContainerStyle, mainStartIsLeft: Bool, reversedMain: Bool) -> Double {
        let startIsLeftOrTop = flex.isRow ? mainStartIsLeft : !reversedMain
        let fromMainStart: Double = switch flex.justifyContent {
        case .flexEnd: 1
        case .center, .spaceAround, .spaceEvenly: 0.5
        case .start: reversedMain ? 1 : 0
        case .end: reversedMain ? 0 : 1
        case .left: flex.isRow ? (mainStartIsLeft ? 0 : 1) : 0
        case .right: flex.isRow ? (mainStartIsLeft ? 1 : 0) : 0
        default: 0
        }
        return startIsLeftOrTop ? fromMainStart : 1 - fromMainStart
    }

    /// The content height of `box` laid out `borderWidth` px wide (its own `height` where it gives one).
    func contentHeight(of box: BoxBlock, borderWidth: Double, in column: Column, line: Int) throws -> Double {
        var probe = self
        probe.result = LaidOutPage(width: options.width, height: 0, items: [], boxes: [], breakPoints: [], repeatingHeaders: [])
        probe.y = 0
        try probe.content(of: box, x: column.x, borderWidth: borderWidth, in: column, line: line)
        return max(0, probe.y - box.style.border.vertical - box.style.padding.vertical)
    }
}

extension BoxStyle {
    /// The content height when it does not depend on the content (CSS Flexbox 1 §9.2's
    /// "definite"): `given`, or `height` (a percentage only of a known `containing` height),
    /// within `min-height` and `max-height`.
    func definiteContentHeight(given: Double?, containing: Double?) -> Double? {
        switch height {
        case _ where given != nil, .pixels?: contentHeight(auto: 0, given: given, containing: containing)
        case .percentage? where containing != nil: contentHeight(auto: 0, given: given, containing: containing)
        default: nil
        }
    }
}
