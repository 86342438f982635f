import DOM

/// A DOM tree with the computed style of each node (a text node has its parent's). Elements
/// with equal styles share one ``ComputedStyle``.
public struct StyledTree: Sendable {
    /// The tree that was styled.
    public let tree: DOMTree
    let styles: [ComputedStyle]
    let styleOf: [Int]

    /// The computed style of the node at `index`.
    public func style(of index: Int) -> ComputedStyle { styles[styleOf[index]] }

    /// How many distinct computed styles the tree's elements share.
    public var distinctStyles: Int { styles.count }
}
