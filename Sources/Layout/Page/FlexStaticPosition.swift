import DisplayList

/// The static position of an absolutely positioned child of a flex container (CSS Flexbox 1
/// §4.1): where it would stand as the container's sole flex item, by `justify-content` and its
/// `align-self`, the container and the child both the size they are.
struct FlexStaticPosition {
    /// The container's content box.
    var frame: Rect
    /// The share of the free width left of the child's margin box, and of the free height above
    /// it: 0 at the left or top, 0.5 centred, 1 at the right or bottom.
    var horizontal: Double, vertical: Double
}
