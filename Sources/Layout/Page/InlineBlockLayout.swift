import DisplayList
import Bidi
import Document
import LocaleRules

/// Inline-blocks (CSS 2 §9.2.4): each laid out as a block box of its own, apart from the page,
/// and drawn as one object on its line.
extension PageLayout {
    /// The object an inline-block stands as: its margin box, shrink-to-fit wide (§10.3.9) in
    /// the page's column unless it sets a width, its baseline that of its last line box, or its
    /// bottom margin edge when it has none (§10.8.1 `vertical-align: baseline`).
    func inlineObject(_ inlineBlock: InlineBlock, direction: LayoutDirection) -> InlineObject {
        let style = inlineBlock.box.style
        let margin = options.style.margin
        let base: BaseDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let column = Column(x: 0, width: max(1, options.width - 2 * margin), direction: direction, base: base)
        var probe = self
        probe.result = LaidOutPage(width: options.width, height: 0, items: [], boxes: [], breakPoints: [], repeatingHeaders: [])
        probe.floats = []
        probe.y = style.margin.top
        let edges = style.border.horizontal + style.padding.horizontal
        let width: Double
        if let given = style.width {
            width = max(0, given.resolved(in: column.width) - (style.borderBox ? edges : 0)) + edges
        } else {
            // Not rounded up as a float's is: its text then stands where a block's would, to the fraction of a pixel.
            let available = max(1, column.width - style.margin.horizontal - edges)
            width = min(available, (try? contentWidth(of: inlineBlock.box, laidOutAt: available, in: column)) ?? 0) + edges
        }
        var inner = column
        inner.width = width
        // NOTE: the error a missing image inside would throw was thrown already, where the page's
        // images were found (`Block.inlineImages` reaches into inline-blocks).
        _ = try? probe.content(of: inlineBlock.box, x: style.margin.left, borderWidth: width, in: inner, line: 0)
        let marginBoxHeight = probe.y + style.margin.bottom
        let baseline = probe.result.texts.compactMap { text in text.layout.lines.last.map { text.origin.y + $0.baseline } }.max() ?? marginBoxHeight
        var object = InlineObject(path: nil, width: width + style.margin.horizontal, height: baseline, mirrored: false)
        object.depth = marginBoxHeight - baseline
        object.items = probe.result.items
        return object
    }
}
