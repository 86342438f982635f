import DisplayList

/// Painting order (CSS 2 Appendix E): the flow first, then the positioned boxes (`z-index:
/// auto`), in the order they were met (step 8), each with its own content, the positioned
/// boxes inside it after it. Items keep their place in `result.items` while the page is laid
/// out (floats and tagged text refer to it) and are put in painting order at the end.
extension PageLayout {
    /// The items a positioned box painted, its own and those of the positioned boxes inside it.
    struct PositionedLayer {
        var order: Int
        var items: Range<Int>
    }

    /// The next positioned box's place in painting order.
    mutating func nextPaintOrder() -> Int {
        defer { paintOrders += 1 }
        return paintOrders
    }

    /// `count` items were inserted at `index` (a box's background beneath the floats beside
    /// it): the floats and layers after it move on.
    mutating func itemsInserted(at index: Int, count: Int) {
        for n in floats.indices where floats[n].firstItem >= index { floats[n].firstItem += count }
        for n in positionedLayers.indices where positionedLayers[n].items.upperBound > index {
            let items = positionedLayers[n].items
            positionedLayers[n].items = (items.lowerBound >= index ? items.lowerBound + count : items.lowerBound)..<(items.upperBound + count)
        }
    }

    /// `items` in painting order: each item goes with the innermost positioned box it is in
    /// (layers nest or lie apart), the flow's first.
    func paintOrdered(_ items: [DisplayItem]) -> [DisplayItem] {
        guard !positionedLayers.isEmpty else { return items }
        var layer = [Int?](repeating: nil, count: items.count)
        for positioned in positionedLayers.sorted(by: { $0.items.count > $1.items.count }) {
            for n in positioned.items { layer[n] = positioned.order }
        }
        var flow: [DisplayItem] = [], painted: [Int: [DisplayItem]] = [:]
        for (item, order) in zip(items, layer) {
            if let order { painted[order, default: []].append(item) } else { flow.append(item) }
        }
        return flow + painted.keys.sorted().flatMap { painted[$0]! }
    }
}
