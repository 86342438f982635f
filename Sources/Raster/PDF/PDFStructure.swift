import DisplayList

/// A tagged PDF's logical structure (PDF 32000-1, 14.7 and 14.8): a Document element holding
/// one element per block of text in reading order (H1 ... H6, P, Caption; TH and TD in TR in
/// Table), each holding its marked-content sequences on whatever pages it spans, Figures with
/// their alt text, Link elements holding their link annotations, and the parent tree from each
/// page's marked content and each annotation back to its element.
struct PDFStructure {
    struct Element {
        /// The standard structure type (14.8.4): P, H2, TH, Table, Figure, Link ...
        var type: String
        /// Attributes written as they are, `/A << ... >>`; empty for none.
        var attributes: String = ""
        /// Alternate description (/Alt, 14.9.3): a figure's alt text, a link's target.
        var alternative: String?
        /// For a Link element: its annotation's object number and page.
        var annotation: (object: Int, page: Int)?
        /// Marked-content sequences: (page, MCID).
        var marked: [(page: Int, mcid: Int)] = []
        var children: [Int] = []
    }

    private(set) var elements: [Element] = []
    /// The block of the last structured run, and its element: a block drawn on, even on the
    /// next page, stays one element.
    private var last: (structure: TextStructure, element: Int)?
    /// The blocks met so far: one met again after others (a table's header row repeated on
    /// the next page) is a repetition, drawn as an artifact.
    private var blocks = Set<Int>()
    /// The table being filled: its number, element and row elements.
    private var table: (number: Int, element: Int, rows: [Int: Int])?
    /// The list items being filled, outermost first: each one's list, L, LI and LBody elements.
    private var lists: [(item: TextStructure.ListItem, list: Int, listItem: Int, body: Int)] = []
    /// The list number of each L element.
    private var listNumbers: [Int: Int] = [:]
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

    private mutating func add(_ element: Element, under parent: Int?) -> Int {
        elements.append(element)
        let number = elements.count - 1
        if let parent { elements[parent].children.append(number) } else { top.append(number) }
        return number
    }

    private mutating func mark(_ element: Int, page: Int) -> Int {
        let mcid = pageParents[page, default: []].count
        pageParents[page, default: []].append(element)
        elements[element].marked.append((page, mcid))
        return mcid
    }

    /// A new marked-content sequence of `structure`'s block on `page`: its MCID and its
    /// element's type; nil when the block is a repetition of one drawn before, an artifact
    /// (14.8.2.2.2: pagination).
    mutating func beginContent(_ structure: TextStructure, page: Int) -> (mcid: Int, type: String)? {
        if let last, last.structure == structure { return (mark(last.element, page: page), elements[last.element].type) }
        guard blocks.insert(structure.block).inserted else { return nil }
        let body = listBody(structure.listItems)
        if structure.isListLabel, let item = lists.last?.listItem {
            // The marker, drawn after its item's text, is the LI's first kid.
            elements.append(Element(type: "Lbl"))
            let label = elements.count - 1
            elements[item].children.insert(label, at: 0)
            last = (structure, label)
            return (mark(label, page: page), "Lbl")
        }
        var element = Element(type: Self.type(structure.role))
        // 14.8.5.7: a header cell's scope; Galley's header cells head their column.
        if case .tableCell(header: true) = structure.role { element.attributes = "/O /Table /Scope /Column" }
        var parent = body
        if let position = structure.table {
            if table?.number != position.table {
                table = (position.table, add(Element(type: "Table"), under: body), [:])
            }
            if let row = table!.rows[position.row] {
                parent = row
            } else {
                let row = add(Element(type: "TR"), under: table!.element)
                table!.rows[position.row] = row
                parent = row
            }
        } else {
            table = nil
        }
        let number = add(element, under: parent)
        last = (structure, number)
        return (mark(number, page: page), element.type)
    }

    /// The LBody that blocks in `path` go into, making the L, LI and LBody elements not made
    /// yet (a list inside an item goes into its LBody); nil outside lists.
    private mutating func listBody(_ path: [TextStructure.ListItem]) -> Int? {
        var depth = 0
        while depth < min(path.count, lists.count), lists[depth].item == path[depth] { depth += 1 }
        lists.removeLast(lists.count - depth)
        while lists.count < path.count {
            let item = path[lists.count]
            let parent = lists.last?.body
            let list: Int
            if let previous = lastList(under: parent), previous.number == item.list {
                list = previous.element
            } else {
                list = add(Element(type: "L"), under: parent)
                listNumbers[list] = item.list
            }
            let listItem = add(Element(type: "LI"), under: list)
            let body = add(Element(type: "LBody"), under: listItem)
            lists.append((item, list, listItem, body))
        }
        return lists.last?.body
    }

    /// The L element that is the last kid of `parent` (of the Document for nil), and its list number.
    private func lastList(under parent: Int?) -> (element: Int, number: Int)? {
        guard let last = parent.map({ elements[$0].children.last }) ?? top.last, let number = listNumbers[last] else { return nil }
        return (last, number)
    }

    /// A Figure element with its alt text (14.9.3), inside the block drawn last when it
    /// stands among its words; its image's MCID on `page`.
    mutating func addFigure(alternative: String, page: Int, amongWords: Bool) -> Int {
        let figure = add(Element(type: "Figure", alternative: alternative), under: amongWords ? last?.element : nil)
        return mark(figure, page: page)
    }

    /// A Link element for the annotation `object` on `page`, inside the block drawn last; its
    /// struct-parent key (14.7.4.4).
    mutating func addLink(annotation object: Int, page: Int, contents: String) -> Int {
        let link = add(Element(type: "Link", alternative: contents, annotation: (object, page)), under: last?.element)
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
        case .code: "Code"
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
                out.append(name: element.type)
                if !element.attributes.isEmpty {
                    out.append(" /A << ")
                    out.append(text: element.attributes)
                    out.append(" >>")
                }
                out.append(" /P ")
                out.append(reference: parents[n])
                if let alternative = element.alternative {
                    out.append(" /Alt ")
                    out.append(textString: alternative)
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
