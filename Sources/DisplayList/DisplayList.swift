/// What the layout decided to draw, in page coordinates, with no reference to any drawing
/// library: the hand-off from Layout to Raster.
///
///     var list = DisplayList(width: 800, height: 600)
///     list.items.append(.rectangle(Rect(x: 0, y: 0, width: 800, height: 1), fill: .black))
public struct DisplayList: Sendable, Equatable {
    /// The page width in pixels at scale 1.
    public var width: Double
    /// The page height in pixels at scale 1.
    public var height: Double
    /// The page's background colour.
    public var background: Color
    /// What to draw, in painting order.
    public var items: [DisplayItem]

    /// Creates a page of the given size; white and empty by default.
    public init(width: Double, height: Double, background: Color = .white, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}
