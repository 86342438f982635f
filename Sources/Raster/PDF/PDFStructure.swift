import DisplayList

/// A tagged PDF's logical structure (PDF 32000-1, 14.7 and 14.8): a Document element holding
/// one element per block of text in reading order (H1 ... H6, P, TH, TD, Caption), each
/// holding its marked-content sequences on whatever pages it spans, Link elements holding their
/// link annotations, and the parent tree from each page's marked content and each annotation
/// back to its element.
struct PDFStructure {
    struct Element {
        var role: TextStructure.Role?
        /// For a Link element: its annotation's object number and page.
        var annotation: (object: Int, page: Int)?
        var contents: String?
        /// Marked-content sequences: (page, MCID).
        var marked: [(page: Int, mcid: Int)] = []
        var children: [Int] = []
    }

    private(set) var elements: [Element] = []
    /// The block of the last structured run, and its element: a block drawn on, even on the
    /// next page, stays one element; met again later (a table's header row repeated), it is a new one.
    private var last: (structure: TextStructure, element: Int)?
    /// Each page's MCIDs' elements, in MCID order.
    private var pageParents: [Int: [Int]] = [:]
    /// The annotations' elements, by struct-parent key past the pages'.
    private var annotationParents: [Int] = []
    /// Top-level elements in reading order.
    private var top: [Int] = []
    private let pageCount: Int

    init(pageCount: Int = 0) {
        self.pageCount = pageCount
    }

    /// A new marked-content sequence of `structure`'s block on `page`: its MCID.
    mutating func beginContent(_ structure: TextStructure, page: Int) -> Int {
        let element: Int
        if let last, last.structure == structure {
            element = last.element
        } else {
            elements.append(Element(role: structure.role))
            element = elements.count - 1
            top.append(element)
            last = (structure, element)
        }
        let mcid = pageParents[page, default: []].count
        pageParents[page, default: []].append(element)
        elements[element].marked.append((page, mcid))
        return mcid
    }

    /// A Link element for the annotation `object` on `page`, inside the block drawn last; its
    /// struct-parent key (14.7.4.4).
    mutating func addLink(annotation object: Int, page: Int, contents: String) -> Int {
        elements.append(Element(role: nil, annotation: (object, page), contents: contents))
        let link = elements.count - 1
        if let last { elements[last.element].children.append(link) } else { top.append(link) }
        annotationParents.append(link)
        return pageCount + annotationParents.count - 1
    }

    /// The standard structure type of a role (14.8.4).
    static func type(_ role: TextStructure.Role) -> String {
        switch role {
        case let .heading(level): "H\(level)"
        case .paragraph: "P"
        case let .tableCell(header): header ? "TH" : "TD"
        case .caption: "Caption"
        }
    }

    /// Writes the tree; returns the StructTreeRoot's object number.
    func write(into file: inout PDFObjects, pages: [Int], language: String?) -> Int {
        let root = file.reserve(), document = file.reserve(), parentTree = file.reserve()
        let numbers = elements.map { _ in file.reserve() }
        var parents = [Int](repeating: document, count: elements.count)
        for (n, element) in elements.enumerated() {
            for child in element.children { parents[child] = numbers[n] }
        }
        for (n, element) in elements.enumerated() {
            file.write(numbers[n]) { out in
                out.append("<< /Type /StructElem /S ")
                if let role = element.role {
                    out.append(name: Self.type(role))
                    if case .tableCell(header: true) = role { out.append(" /A << /O /Table /Scope /Column >>") }
                } else {
                    out.append("/Link")
                }
                out.append(" /P ")
                out.append(reference: parents[n])
                if let contents = element.contents {
                    out.append(" /Alt ")
                    out.append(textString: contents)
                }
                if let first = element.marked.first ?? element.annotation.map({ ($0.page, 0) }) {
                    out.append(" /Pg ")
                    out.append(reference: pages[first.page])
                }
                out.append(" /K [")
                for (page, mcid) in element.marked {
                    out.append(" << /Type /MCR /Pg ")
                    out.append(reference: pages[page])
                    out.append(" /MCID ")
                    out.append(mcid)
                    out.append(" >>")
                }
                if let annotation = element.annotation {
                    out.append(" << /Type /OBJR /Pg ")
                    out.append(reference: pages[annotation.page])
                    out.append(" /Obj ")
                    out.append(reference: annotation.object)
                    out.append(" >>")
                }
                for child in element.children {
                    out.append(" ")
                    out.append(reference: numbers[child])
                }
                out.append(" ] >>")
            }
        }
        file.write(document) { out in
            out.append("<< /Type /StructElem /S /Document /P ")
            out.append(reference: root)
            if let language {
                out.append(" /Lang ")
                out.append(literal: Array(language.utf8))
            }
            out.append(" /K [")
            for element in top {
                out.append(" ")
                out.append(reference: numbers[element])
            }
            out.append(" ] >>")
        }
        file.write(parentTree) { out in
            out.append("<< /Nums [")
            for page in pages.indices {
                out.append(" ")
                out.append(page)
                out.append(" [")
                for element in pageParents[page] ?? [] {
                    out.append(" ")
                    out.append(reference: numbers[element])
                }
                out.append(" ]")
            }
            for (n, element) in annotationParents.enumerated() {
                out.append(" ")
                out.append(pageCount + n)
                out.append(" ")
                out.append(reference: numbers[element])
            }
            out.append(" ] >>")
        }
        file.write(root) { out in
            out.append("<< /Type /StructTreeRoot /K [")
            out.append(reference: document)
            out.append("] /ParentTree ")
            out.append(reference: parentTree)
            out.append(" /ParentTreeNextKey ")
            out.append(pageCount + annotationParents.count)
            out.append(" >>")
        }
        return root
    }
}
