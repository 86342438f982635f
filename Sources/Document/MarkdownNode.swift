import CCmarkGFM

/// A borrowed view of one cmark-gfm node, valid while the tree it belongs to is alive.
struct MarkdownNode {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    var type: cmark_node_type { cmark_node_get_type(pointer) }
    /// cmark-gfm's name for the type: "table", "table_header", "table_row", "strikethrough"…
    var typeName: String { cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? "" }
    var line: Int { Int(cmark_node_get_start_line(pointer)) }
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

    /// The text of everything under the node, gathered with cmark's iterator (no recursion);
    /// blocks are joined with a space.
    var flattenedText: String {
        guard let iterator = cmark_iter_new(pointer) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_SOFTBREAK: text += " "
            case CMARK_NODE_LINEBREAK: text.append(InlineRun.lineSeparator)
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK:
                if !text.isEmpty && text.last != " " { text += " " }
                fallthrough
            default: text += MarkdownNode(node).literal
            }
        }
        return text
    }

    var children: [MarkdownNode] {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(pointer)
        while let node = child {
            children.append(MarkdownNode(node))
            child = cmark_node_next(node)
        }
        return children
    }
}
