/// One node of a ``DOMTree``: the document, an element, a run of text or a comment, with its
/// place in the tree (DOM Standard §4.2, reduced to what layout reads).
public struct Node: Sendable {
    /// What the node is.
    public enum Kind: Sendable {
        /// The tree's root (index 0): the HTML document, or a Markdown page.
        case document
        /// An element with its name and attributes.
        case element(Element)
        /// Character data, entities already decoded.
        case text(String)
        /// `<!-- … -->`: kept so that a tool can see it, never rendered.
        case comment(String)
    }

    /// What the node is.
    public var kind: Kind
    /// The index of the parent node; nil only for the document.
    public var parent: Int?
    /// The indices of the child nodes, in document order.
    public var children: [Int] = []
    /// The 1-based source line the node starts on (0 when it was inserted by the parser).
    public var line: Int

    /// The element, or nil for any other kind of node.
    public var element: Element? {
        if case let .element(element) = kind { return element }
        return nil
    }

    /// The text, or nil for any other kind of node.
    public var text: String? {
        if case let .text(text) = kind { return text }
        return nil
    }
}
