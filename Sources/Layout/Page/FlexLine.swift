/// A flex line (CSS Flexbox 1 §6, §9.3 step 5): the flex items collected into it, as indices
/// into the container's items in order-modified document order, and where it lies across.
struct FlexLine {
    var items: Range<Int>
    /// §9.4 step 8.
    var crossSize = 0.0
    /// The offset of its cross-start edge from the container content box's (§9.6 step 16).
    var crossPosition = 0.0
}
