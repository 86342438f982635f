/// A document as a tree of nodes in one flat array: node 0 is the document, every other node
/// names its parent and children by index (as Servo's and parley's trees are flat, not a graph
/// of objects). Built by ``HTMLParser`` from HTML and by Document from Markdown.
///
///     var tree = DOMTree()
///     let p = tree.append(Element(name: "p", attributes: [Attribute(name: "dir", value: "rtl")]), to: DOMTree.root, line: 1)
///     tree.appendText("שלום", to: p, line: 1)
///     tree.textContent(of: p)   // "שלום"
public struct DOMTree: Sendable {
    /// The nodes; `nodes[DOMTree.root]` is the document.
    public private(set) var nodes: [Node]

    /// The index of the document node.
    public static let root = 0

    /// A tree holding only the document node.
    public init() {
        nodes = [Node(kind: .document, parent: nil, line: 0)]
    }

    /// The node at `index`.
    public subscript(index: Int) -> Node { nodes[index] }

    /// Adds `element` as the last child of `parent`; returns its index.
    @discardableResult
    public mutating func append(_ element: Element, to parent: Int, line: Int) -> Int {
        append(Node(kind: .element(element), parent: parent, line: line))
    }

    /// Adds text as the last child of `parent`, merged into the last child when that is text
    /// too (the DOM has no two adjacent text nodes after parsing).
    public mutating func appendText(_ text: String, to parent: Int, line: Int) {
        guard !text.isEmpty else { return }
        if let last = nodes[parent].children.last, case let .text(previous) = nodes[last].kind {
            nodes[last].kind = .text(previous + text)
            return
        }
        append(Node(kind: .text(text), parent: parent, line: line))
    }

    /// Adds a comment as the last child of `parent`.
    public mutating func appendComment(_ text: String, to parent: Int, line: Int) {
        append(Node(kind: .comment(text), parent: parent, line: line))
    }

    /// Sets the source line of the node at `index`: a tree parsed from cmark-gfm's HTML of a
    /// Markdown page takes the Markdown's lines.
    package mutating func setLine(_ line: Int, of index: Int) {
        nodes[index].line = line
    }

    private mutating func append(_ node: Node) -> Int {
        let index = nodes.count
        nodes.append(node)
        if let parent = node.parent { nodes[parent].children.append(index) }
        return index
    }

    /// The children of `index` that are elements.
    public func elementChildren(of index: Int) -> [Int] {
        nodes[index].children.filter { nodes[$0].element != nil }
    }

    /// The element just before `index` among its parent's children, skipping text and comments.
    public func previousElementSibling(of index: Int) -> Int? {
        guard let parent = nodes[index].parent else { return nil }
        let siblings = nodes[parent].children
        guard var position = siblings.firstIndex(of: index) else { return nil }
        while position > 0 {
            position -= 1
            if nodes[siblings[position]].element != nil { return siblings[position] }
        }
        return nil
    }

    /// The element just after `index` among its parent's children, skipping text and comments.
    public func nextElementSibling(of index: Int) -> Int? {
        guard let parent = nodes[index].parent else { return nil }
        let siblings = nodes[parent].children
        guard var position = siblings.firstIndex(of: index) else { return nil }
        while position + 1 < siblings.count {
            position += 1
            if nodes[siblings[position]].element != nil { return siblings[position] }
        }
        return nil
    }

    /// The text of `index` and its descendants in document order, comments left out.
    public func textContent(of index: Int) -> String {
        var result = ""
        var stack = [index]
        while let next = stack.popLast() {
            if case let .text(text) = nodes[next].kind { result += text }
            stack += nodes[next].children.reversed()
        }
        return result
    }

    /// The first element named `name` in document order, or nil.
    public func firstElement(named name: String) -> Int? {
        var stack = [Self.root]
        while let next = stack.popLast() {
            if nodes[next].element?.name == name { return next }
            stack += nodes[next].children.reversed()
        }
        return nil
    }
}
