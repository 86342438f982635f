import CGumbo

/// Parses HTML into a ``DOMTree`` with gumbo, which follows the HTML Standard's tokenization
/// and tree construction (§13.2): any input gives a tree, as a browser's does; malformed markup
/// is recovered, never an error.
///
///     let tree = try HTMLParser.parse("<p dir=rtl>שלום<br>עולם", fileName: "page.html")
///     let fragment = try HTMLParser.parseFragment("<b>x</b>", fileName: "page.md", firstLine: 7)
public enum HTMLParser {
    /// Parses a whole document (`<html>`, `<head>` and `<body>` are inserted when missing).
    public static func parse(_ html: String, fileName: String) throws(DOMError) -> DOMTree {
        try parse(html, fileName: fileName, firstLine: 1, fragmentContext: GUMBO_TAG_LAST)
    }

    /// Parses HTML as the content of a `<body>` (HTML §13.4, the fragment case): the nodes
    /// become children of the returned tree's document node. `firstLine` is the source line of
    /// the fragment's first line, so that nodes carry the lines of the file they came from.
    public static func parseFragment(_ html: String, fileName: String, firstLine: Int) throws(DOMError) -> DOMTree {
        try parse(html, fileName: fileName, firstLine: firstLine, fragmentContext: GUMBO_TAG_BODY)
    }

    private static func parse(_ html: String, fileName: String, firstLine: Int, fragmentContext: GumboTag) throws(DOMError) -> DOMTree {
        guard html.utf8.count <= DOMLimits.maximumHTMLSize else {
            throw .tooLarge(file: fileName, bytes: html.utf8.count, limit: DOMLimits.maximumHTMLSize)
        }
        var options = kGumboDefaultOptions
        options.fragment_context = fragmentContext
        options.max_errors = 0
        var tree = DOMTree()
        var failure: DOMError?
        var html = html
        html.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress, let output = gumbo_parse_with_options(&options, base, chars.count) else { return }
                defer { gumbo_destroy_output(&options, output) }
                // A fragment's nodes are the children of the <html> element gumbo makes for it.
                let top = fragmentContext == GUMBO_TAG_LAST ? output.pointee.document : output.pointee.root
                guard let top else { return }
                do throws(DOMError) {
                    try copy(top, into: &tree, fileName: fileName, lineOffset: firstLine - 1)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        return tree
    }

    /// Copies gumbo's children of `top` under the tree's document node, without recursion so that
    /// no nesting can exhaust the stack; elements deeper than ``DOMLimits/maximumDepth`` hand
    /// their children to the deepest element kept, so their text is still there.
    private static func copy(_ top: UnsafeMutablePointer<GumboNode>, into tree: inout DOMTree, fileName: String, lineOffset: Int) throws(DOMError) {
        var stack: [(node: UnsafeMutablePointer<GumboNode>, parent: Int, depth: Int)] = children(of: top).reversed().map { ($0, DOMTree.root, 1) }
        while let (node, parent, depth) = stack.popLast() {
            guard tree.nodes.count < DOMLimits.maximumNodes else {
                throw .tooManyNodes(file: fileName, limit: DOMLimits.maximumNodes)
            }
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = node.pointee.v.element
                var index = parent
                if depth <= DOMLimits.maximumDepth {
                    index = tree.append(Self.element(element), to: parent, line: line(element.start_pos, lineOffset))
                }
                stack += children(of: node).reversed().map { ($0, index, depth + 1) }
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                let text = node.pointee.v.text
                tree.appendText(String(cString: text.text), to: parent, line: line(text.start_pos, lineOffset))
            case GUMBO_NODE_COMMENT:
                let text = node.pointee.v.text
                tree.appendComment(String(cString: text.text), to: parent, line: line(text.start_pos, lineOffset))
            default:
                break
            }
        }
    }

    private static func line(_ position: GumboSourcePosition, _ offset: Int) -> Int {
        position.line == 0 ? 0 : Int(position.line) + offset
    }

    private static func children(of node: UnsafeMutablePointer<GumboNode>) -> [UnsafeMutablePointer<GumboNode>] {
        let vector: GumboVector
        switch node.pointee.type {
        case GUMBO_NODE_DOCUMENT: vector = node.pointee.v.document.children
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: vector = node.pointee.v.element.children
        default: return []
        }
        return (0..<Int(vector.length)).compactMap { vector.data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    /// The element's name and attributes; an unknown tag (a custom `<Intro>`) keeps its name, lower case.
    private static func element(_ element: GumboElement) -> Element {
        var name: String
        if element.tag == GUMBO_TAG_UNKNOWN {
            var piece = element.original_tag
            gumbo_tag_from_original_text(&piece)
            name = piece.data.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: piece.length), as: UTF8.self) } ?? ""
        } else {
            name = String(cString: gumbo_normalized_tagname(element.tag))
        }
        name = name.lowercased()
        let attributes = element.attributes
        return Element(name: name, attributes: (0..<Int(attributes.length)).compactMap { n in
            guard let attribute = attributes.data[n]?.assumingMemoryBound(to: GumboAttribute.self).pointee else { return nil }
            return Attribute(name: String(cString: attribute.name).lowercased(), value: String(cString: attribute.value))
        })
    }
}
