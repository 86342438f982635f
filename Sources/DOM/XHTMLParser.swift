import CLibXML2

/// Parses XHTML (`.xhtml`, `.xht`) into a ``DOMTree`` with libxml2, as a browser reads a page
/// served as `application/xhtml+xml` (HTML §14, the XML syntax): CDATA sections are text, `<p/>`
/// is an empty element, and markup that is not well-formed is an error naming its line (a
/// browser shows an error page). The named character references of the XHTML 1.0 DTDs
/// (`&nbsp;`, `&rlm;`), which browsers know without reading a DTD, come from libxml2's HTML 4
/// table; no DTD or external entity is read, from a file or the network.
///
///     let tree = try XHTMLParser.parse("<html><body><p>a&nbsp;b<![CDATA[<c>]]></p></body></html>", fileName: "t.xht")
public enum XHTMLParser {
    /// libxml2's global state, set up once before any thread parses (its documentation asks so).
    private static let initialized: Void = xmlInitParser()

    /// Parses a whole document.
    public static func parse(_ xhtml: String, fileName: String) throws(DOMError) -> DOMTree {
        guard xhtml.utf8.count <= DOMLimits.maximumHTMLSize else {
            throw .tooLarge(file: fileName, bytes: xhtml.utf8.count, limit: DOMLimits.maximumHTMLSize)
        }
        _ = initialized
        guard let context = xmlNewParserCtxt() else { throw .notWellFormed(file: fileName, line: 0, reason: "libxml2 has no memory left") }
        defer { xmlFreeParserCtxt(context) }
        context.pointee.sax.pointee.getEntity = entity
        // The first error is where the document goes wrong; libxml2 remembers only the last.
        let first = FirstError()
        context.pointee._private = Unmanaged.passUnretained(first).toOpaque()
        context.pointee.sax.pointee.serror = noteError
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let bytes = Array(xhtml.utf8)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), fileName, "UTF-8", options) }
        }
        defer { xmlFreeDoc(document) }
        guard let document, context.pointee.wellFormed != 0 else {
            throw .notWellFormed(file: fileName, line: first.line, reason: first.reason ?? "not well-formed XML")
        }
        return try tree(of: document, fileName: fileName)
    }

    /// The first error libxml2 reported while parsing.
    private final class FirstError {
        var line = 0
        var reason: String?
    }

    private static let noteError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, let found = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return }
        let first = Unmanaged<FirstError>.fromOpaque(found).takeUnretainedValue()
        guard first.reason == nil else { return }
        first.line = Int(error.pointee.line)
        first.reason = error.pointee.message.map { String(cString: $0).split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
    }

    /// The entity `name` (SAX `getEntity`): the document's own, else an XHTML character
    /// reference from the HTML 4 table, declared in the document's internal subset.
    private static let entity: getEntitySAXFunc = { context, name in
        if let found = xmlSAX2GetEntity(context, name) { return found }
        guard let context, let name, let character = htmlEntityLookup(name)?.pointee.value, let scalar = Unicode.Scalar(character),
              let document = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.myDoc else { return nil }
        if document.pointee.intSubset == nil { xmlCreateIntSubset(document, "html", nil, nil) }
        return String(scalar).withCString { value in
            value.withMemoryRebound(to: xmlChar.self, capacity: 8) { xmlAddDocEntity(document, name, Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue), nil, nil, $0) }
        }
    }

    /// Copies the document's nodes into a tree, without recursion (as ``HTMLParser`` does); an
    /// entity reference gives its text, an external one nothing.
    private static func tree(of document: xmlDocPtr, fileName: String) throws(DOMError) -> DOMTree {
        var tree = DOMTree()
        var stack: [(node: xmlNodePtr, parent: Int, depth: Int)] = children(of: document.pointee.children).reversed().map { ($0, DOMTree.root, 1) }
        while let (node, parent, depth) = stack.popLast() {
            guard tree.nodes.count < DOMLimits.maximumNodes else { throw .tooManyNodes(file: fileName, limit: DOMLimits.maximumNodes) }
            let line = Int(xmlGetLineNo(node))
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                var index = parent
                if depth <= DOMLimits.maximumDepth {
                    index = tree.append(element(node), to: parent, line: line)
                }
                stack += children(of: node.pointee.children).reversed().map { ($0, index, depth + 1) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_ENTITY_REF_NODE:
                let text = text(of: node)
                if !text.isEmpty { tree.appendText(text, to: parent, line: line) }
            case XML_COMMENT_NODE:
                tree.appendComment(string(node.pointee.content), to: parent, line: line)
            default:
                break
            }
        }
        return tree
    }

    /// A text node's text; an entity reference's replacement text when the entity is internal,
    /// else nothing.
    private static func text(of node: xmlNodePtr) -> String {
        guard node.pointee.type == XML_ENTITY_REF_NODE else { return string(node.pointee.content) }
        guard let entity = node.pointee.children.map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: xmlEntity.self).pointee }),
              entity.etype == XML_INTERNAL_GENERAL_ENTITY else { return "" }
        return string(entity.content)
    }

    private static func children(of first: xmlNodePtr?) -> [xmlNodePtr] {
        Array(sequence(first: first, next: { $0?.pointee.next }).compactMap { $0 })
    }

    /// An element's local name and attributes (a prefixed one, `xml:lang`, with its prefix).
    private static func element(_ node: xmlNodePtr) -> Element {
        var attributes: [Attribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let prefix = current.pointee.ns?.pointee.prefix.map { string($0) + ":" } ?? ""
            let value = children(of: current.pointee.children).map(text(of:)).joined()
            attributes.append(Attribute(name: (prefix + string(current.pointee.name)).lowercased(), value: value))
            attribute = current.pointee.next
        }
        return Element(name: string(node.pointee.name).lowercased(), attributes: attributes)
    }

    private static func string(_ text: UnsafePointer<xmlChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }

    private static func string(_ text: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(text))
    }
}
