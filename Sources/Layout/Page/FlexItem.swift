import Document

/// One flex item as the flex layout algorithm sizes and places it (CSS Flexbox 1 §9.2-§9.6),
/// its sizes taken along the container's main and cross axes: content-box sizes, with the
/// item's borders and padding (`edges`) and margins apart.
struct FlexItem {
    var box: BoxBlock
    var line: Int
    var flex: FlexItemStyle
    /// Borders and padding, and margins, in each axis.
    var mainEdges: Double, crossEdges: Double
    var mainMargins: Double, crossMargins: Double
    /// §9.2 step 3: the flex base size and the hypothetical main size (the base within `minMain` and `maxMain`).
    var baseSize = 0.0, hypotheticalMainSize = 0.0
    var minMain = 0.0, maxMain = Double.infinity
    /// The cross size `width` or `height` gives, within `min-*` and `max-*`; nil for `auto`.
    var definiteCross: Double?
    var minCross = 0.0, maxCross = Double.infinity
    /// §9.7: the used main size while flexible lengths are resolved, and whether it is settled.
    var mainSize = 0.0
    var frozen = false
    /// §9.4: the cross size.
    var crossSize = 0.0
    /// §9.5 step 12: the space the item's `auto` margins on the left and the right take.
    var autoMarginLeft = 0.0, autoMarginRight = 0.0
    /// Where the item's margin box starts from the main-start edge of the container's content
    /// box, and from the cross-start edge of its line.
    var mainPosition = 0.0, crossPosition = 0.0

    /// The margin box's size in the main axis, at the used main size.
    var outerMainSize: Double { mainSize + mainEdges + mainMargins + autoMarginLeft + autoMarginRight }
    var outerHypotheticalMainSize: Double { hypotheticalMainSize + mainEdges + mainMargins }
    var outerBaseSize: Double { baseSize + mainEdges + mainMargins }
    var outerCrossSize: Double { crossSize + crossEdges + crossMargins }
    var scaledShrinkFactor: Double { flex.shrink * baseSize }

    /// `size` within the item's minimum and maximum main sizes (a maximum below the minimum gives way).
    func clampedMain(_ size: Double) -> Double { max(minMain, min(maxMain, size)) }
    func clampedCross(_ size: Double) -> Double { max(minCross, min(maxCross, size)) }
}
