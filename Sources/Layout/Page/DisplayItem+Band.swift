import DisplayList

/// Moving and cutting items across a band of y positions: how pagination splits a tall page
/// into printed pages and how a table's header is kept to repeat on each.
extension DisplayItem {
    /// The item moved right by `dx` (`position: relative`) and down by `dy` (pagination).
    func shifted(dx: Double = 0, dy: Double) -> DisplayItem {
        switch self {
        case var .glyphs(run):
            for i in run.glyphs.indices {
                run.glyphs[i].position.x += dx
                run.glyphs[i].position.y += dy
            }
            return .glyphs(run)
        case let .rectangle(rect, fill): return .rectangle(rect.offsetBy(dx: dx, dy: dy), fill: fill)
        case let .roundedRectangle(rect, radius, fill): return .roundedRectangle(rect.offsetBy(dx: dx, dy: dy), radius: radius, fill: fill)
        case let .stroke(rect, color, width): return .stroke(rect.offsetBy(dx: dx, dy: dy), color: color, width: width)
        case let .image(path, frame, mirrored, alternative):
            return .image(path: path, frame: frame.offsetBy(dx: dx, dy: dy), mirrored: mirrored, alternative: alternative)
        case let .link(target, area): return .link(target: target, area: area.offsetBy(dx: dx, dy: dy))
        case let .heading(level, title, anchor, position):
            return .heading(level: level, title: title, anchor: anchor, position: Point(x: position.x + dx, y: position.y + dy))
        case let .destination(anchor, position):
            return .destination(anchor: anchor, position: Point(x: position.x + dx, y: position.y + dy))
        }
    }

    /// The part of the item between two y positions: text by its baseline, rectangles cut,
    /// images, links and headings kept whole on the page where they start. Nil when nothing of
    /// it is there.
    func clipped(to band: Range<Double>) -> DisplayItem? {
        switch self {
        case let .glyphs(run):
            guard let baseline = run.glyphs.first?.position.y, band.contains(baseline) else { return nil }
            return self
        case let .rectangle(rect, fill):
            let top = max(rect.y, band.lowerBound), bottom = min(rect.maxY, band.upperBound)
            guard bottom > top else { return nil }
            return .rectangle(Rect(x: rect.x, y: top, width: rect.width, height: bottom - top), fill: fill)
        case let .stroke(rect, _, _), let .roundedRectangle(rect, _, _):
            return band.contains(rect.y) ? self : nil
        case let .image(_, frame, _, _):
            return band.contains(frame.y) ? self : nil
        case let .link(_, area):
            return band.contains(area.y) ? self : nil
        case let .heading(_, _, _, position), let .destination(_, position):
            return band.contains(position.y) ? self : nil
        }
    }

    /// The y positions where ``clipped(to:)`` may keep something of the item: its baseline,
    /// its frame's top, or a rectangle's top to bottom. Nil when no band keeps any of it.
    var verticalExtent: ClosedRange<Double>? {
        let top: Double, bottom: Double
        switch self {
        case let .glyphs(run):
            guard let baseline = run.glyphs.first?.position.y else { return nil }
            (top, bottom) = (baseline, baseline)
        case let .rectangle(rect, _): (top, bottom) = (rect.y, rect.maxY)
        case let .stroke(rect, _, _), let .roundedRectangle(rect, _, _), let .image(_, rect, _, _), let .link(_, rect): (top, bottom) = (rect.y, rect.y)
        case let .heading(_, _, _, position), let .destination(_, position): (top, bottom) = (position.y, position.y)
        }
        return top <= bottom ? top...bottom : nil
    }
}
