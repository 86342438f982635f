/// What the layout decided to draw, in page coordinates, with no reference to any drawing
/// library: the hand-off from Layout to Raster.
///
///     var list = DisplayList(width: 800, height: 600)
///     list.items.append(.rectangle(Rect(x: 0, y: 0, width: 800, height: 1), fill: .black))
public struct DisplayList: Sendable, Equatable {
    /// The page size at scale 1.
    public var width: Double
    public var height: Double
    /// The page's background colour.
    public var background: Color
    public var items: [DisplayItem]

    public init(width: Double, height: Double, background: Color = .white, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}
