import DisplayList
import Foundation

/// Writes display lists as a tagged PDF of Galley's own (PDF 32000-1; PDF/UA-1, ISO 14289-1):
/// one page per list, page pixels at 96 per inch, fonts embedded as subsets (PDFFont), text
/// shown in reading order with /ActualText where a span's glyphs cannot say it (ActualTextSpans),
/// a structure tree of the runs' blocks (PDFStructure), link annotations, named destinations,
/// the outline of the headings, document information and XMP metadata. The same pages and
/// metadata write the same bytes.
///
///     let bytes = try PDFWriter(images: cache).document(pages: pages, metadata: metadata)
struct PDFWriter {
    let images: ImageCache

    /// 72 points per inch over 96 pixels per inch.
    static let points = 72.0 / 96.0

    func document(pages: [DisplayList], metadata: PDFMetadata) throws -> [UInt8] {
        var file = PDFObjects()
        var resources = PDFResources()
        var structure = PDFStructure(pageCount: pages.count)
        let catalog = file.reserve(), pagesNumber = file.reserve(), resourcesNumber = file.reserve()
        let pageNumbers = pages.map { _ in file.reserve() }
        // Named destinations (12.3.2.3) of the headings and notes, and the headings for the outline.
        var destinations: [(anchor: String, page: Int, x: Double, y: Double)] = []
        var headings: [(level: Int, title: String, anchor: String)] = []
        for (n, page) in pages.enumerated() {
            for item in page.items {
                switch item {
                case let .heading(level, title, anchor, position):
                    destinations.append((anchor, n, position.x, position.y))
                    headings.append((level, title, anchor))
                case let .destination(anchor, position): destinations.append((anchor, n, position.x, position.y))
                default: break
                }
            }
        }
        let anchors = Set(destinations.map(\.anchor))
        var annotationsByPage: [[Int]] = []
        let deflating = DeflateQueue()
        for (n, page) in pages.enumerated() {
            // The page's content takes the resources and the structure and gives them back, so
            // that each stays uniquely referenced and grows in place: left here as well, both
            // were copied whole on each page (quadratic: 100,000 list items took 60 s).
            var content = PDFContent(pageHeight: page.height, resources: resources, structure: structure, page: n)
            resources = PDFResources()
            structure = PDFStructure()
            try content.paint(page, images: images)
            swap(&resources, &content.resources)
            swap(&structure, &content.structure)
            var annotations: [Int] = []
            for item in page.items {
                guard case let .link(target, area) = item, !target.isEmpty else { continue }
                if target.hasPrefix("#"), !anchors.contains(String(target.dropFirst())) { continue }
                let number = file.reserve()
                let parent = structure.addLink(annotation: number, page: n, contents: target)
                file.write(number) { out in
                    out.append("<< /Type /Annot /Subtype /Link /Rect [")
                    out.append(area.x * Self.points)
                    out.append(" ")
                    out.append((page.height - area.maxY) * Self.points)
                    out.append(" ")
                    out.append(area.maxX * Self.points)
                    out.append(" ")
                    out.append((page.height - area.y) * Self.points)
                    out.append("] /Border [0 0 0] /F 4 /P ")
                    out.append(reference: pageNumbers[n])
                    out.append(" /StructParent ")
                    out.append(parent)
                    out.append(" /Contents ")
                    out.append(textString: target)
                    if target.hasPrefix("#") {
                        out.append(" /Dest ")
                        out.append(destination: String(target.dropFirst()))
                    } else if let (path, anchor) = Self.otherDocument(target) {
                        // 12.6.4.3: a go-to-remote action, to the named destination or the first page.
                        out.append(" /A << /S /GoToR /F << /Type /Filespec /F ")
                        out.append(literal: Array(path.utf8))
                        out.append(" /UF ")
                        out.append(textString: path)
                        out.append(" >> /D ")
                        if let anchor { out.append(destination: anchor) } else { out.append("[0 /Fit]") }
                        out.append(" /NewWindow false >>")
                    } else {
                        out.append(" /A << /S /URI /URI ")
                        out.append(literal: Array(PDFWriter.asciiURI(target).utf8))
                        out.append(" >>")
                    }
                    out.append(" >>")
                }
                annotations.append(number)
            }
            annotationsByPage.append(annotations)
            let contents = file.reserve()
            deflating.deflate(content.output.bytes, as: contents)
            file.write(pageNumbers[n]) { out in
                out.append("<< /Type /Page /Parent ")
                out.append(reference: pagesNumber)
                out.append(" /MediaBox [0 0 ")
                out.append(page.width * Self.points)
                out.append(" ")
                out.append(page.height * Self.points)
                out.append("] /Resources ")
                out.append(reference: resourcesNumber)
                out.append(" /Contents ")
                out.append(reference: contents)
                out.append(" /StructParents ")
                out.append(n)
                out.append(" /Tabs /S")
                if !annotations.isEmpty {
                    out.append(" /Annots [")
                    for (i, annotation) in annotations.enumerated() {
                        if i > 0 { out.append(" ") }
                        out.append(reference: annotation)
                    }
                    out.append("]")
                }
                out.append(" >>")
            }
        }
        file.write(pagesNumber) { out in
            out.append("<< /Type /Pages /Kids [")
            for (i, number) in pageNumbers.enumerated() {
                if i > 0 { out.append(" ") }
                out.append(reference: number)
            }
            out.append("] /Count ")
            out.append(pages.count)
            out.append(" >>")
        }
        try resources.write(into: &file, number: resourcesNumber, images: images)
        // After the fonts, which are made meanwhile: the last page's stream is still being deflated.
        for (number, stream) in deflating.finished() { file.writeStream(number, deflated: stream) }
        let structTreeRoot = structure.write(into: &file, pages: pageNumbers, language: metadata.language)
        let outline = headings.isEmpty ? nil : writeOutline(headings, into: &file)
        let dates = PDFMetadata.pdfDate(metadata.creationDate ?? Date())
        let info = file.add { out in
            out.append("<<")
            if let title = metadata.title {
                out.append(" /Title ")
                out.append(textString: title)
            }
            if let creator = metadata.creator {
                out.append(" /Creator ")
                out.append(textString: creator)
                out.append(" /Producer ")
                out.append(textString: creator)
            }
            out.append(" /CreationDate ")
            out.append(literal: Array(dates.utf8))
            out.append(" /ModDate ")
            out.append(literal: Array(dates.utf8))
            out.append(" >>")
        }
        let xmp = file.reserve()
        file.writeStream(xmp, data: Array(XMPMetadata.packet(metadata).utf8), compressed: false) { $0.append(" /Type /Metadata /Subtype /XML") }
        file.write(catalog) { out in
            out.append("<< /Type /Catalog\n")
            if let language = metadata.language {
                out.append("   /Lang ")
                out.append(literal: Array(language.utf8))
                out.append("\n")
            }
            out.append("   /Pages ")
            out.append(reference: pagesNumber)
            out.append(" /MarkInfo << /Marked true >> /StructTreeRoot ")
            out.append(reference: structTreeRoot)
            out.append(" /ViewerPreferences << /DisplayDocTitle true >> /Metadata ")
            out.append(reference: xmp)
            if let outline {
                out.append(" /Outlines ")
                out.append(reference: outline)
                out.append(" /PageMode /UseOutlines")
            }
            if !destinations.isEmpty {
                // 7.9.6: a name tree's keys in byte order, each once (the first place of an anchor wins).
                var seen = Set<String>()
                let sorted = destinations.filter { seen.insert($0.anchor).inserted }
                    .sorted { DestinationName.key($0.anchor).lexicographicallyPrecedes(DestinationName.key($1.anchor)) }
                out.append(" /Names << /Dests << /Names [")
                for destination in sorted {
                    out.append(destination: destination.anchor)
                    out.append(" [")
                    out.append(reference: pageNumbers[destination.page])
                    out.append(" /XYZ ")
                    out.append(destination.x * Self.points)
                    out.append(" ")
                    out.append((pages[destination.page].height - destination.y) * Self.points)
                    out.append(" 0] ")
                }
                out.append("] >> >>")
            }
            out.append(" >>")
        }
        return file.finished(root: catalog, info: info)
    }

    /// The outline (12.3.3): each heading under the nearest heading before it of a higher level.
    private func writeOutline(_ headings: [(level: Int, title: String, anchor: String)], into file: inout PDFObjects) -> Int {
        let root = file.reserve()
        let numbers = headings.map { _ in file.reserve() }
        var parent = [Int](repeating: -1, count: headings.count)
        var stack: [Int] = []
        for (n, heading) in headings.enumerated() {
            while let last = stack.last, headings[last].level >= heading.level { stack.removeLast() }
            parent[n] = stack.last ?? -1
            stack.append(n)
        }
        // Each heading's children in order, and how many headings are under it (the root's at
        // index 0, heading n's at n + 1): a parent comes before its children, so one pass from the
        // end counts them, and the outline of n headings takes time in n.
        var children = [[Int]](repeating: [], count: headings.count + 1)
        var positions = [Int](repeating: 0, count: headings.count)
        for n in headings.indices {
            positions[n] = children[parent[n] + 1].count
            children[parent[n] + 1].append(n)
        }
        var descendants = [Int](repeating: 0, count: headings.count + 1)
        for n in headings.indices.reversed() { descendants[parent[n] + 1] += 1 + descendants[n + 1] }
        for (n, heading) in headings.enumerated() {
            let siblings = children[parent[n] + 1], position = positions[n], kids = children[n + 1]
            file.write(numbers[n]) { out in
                out.append("<< /Title ")
                out.append(textString: heading.title)
                out.append(" /Parent ")
                out.append(reference: parent[n] < 0 ? root : numbers[parent[n]])
                if position > 0 {
                    out.append(" /Prev ")
                    out.append(reference: numbers[siblings[position - 1]])
                }
                if position + 1 < siblings.count {
                    out.append(" /Next ")
                    out.append(reference: numbers[siblings[position + 1]])
                }
                if let first = kids.first, let last = kids.last {
                    out.append(" /First ")
                    out.append(reference: numbers[first])
                    out.append(" /Last ")
                    out.append(reference: numbers[last])
                    out.append(" /Count ")
                    out.append(descendants[n + 1])
                }
                out.append(" /Dest ")
                out.append(destination: heading.anchor)
                out.append(" >>")
            }
        }
        let top = children[0]
        file.write(root) { out in
            out.append("<< /Type /Outlines /First ")
            out.append(reference: numbers[top.first!])
            out.append(" /Last ")
            out.append(reference: numbers[top.last!])
            out.append(" /Count ")
            out.append(headings.count)
            out.append(" >>")
        }
        return root
    }

    /// `target` with every byte outside printable ASCII, and `(`, `)`, `\\`, percent-encoded: a
    /// PDF's /URI is 7-bit ASCII (12.6.4.7).
    ///
    ///     PDFWriter.asciiURI("https://he.wikipedia.org/wiki/שלום_(מילה)")  // ".../%D7%A9...%28%D7%9E...%29"
    /// The file and anchor of a relative link to another PDF (`../he/setup.pdf#install`,
    /// percent-decoded); nil for any other link.
    ///
    ///     PDFWriter.otherDocument("../he/setup.pdf#%D7%94")   // ("../he/setup.pdf", "ה")
    static func otherDocument(_ target: String) -> (path: String, anchor: String?)? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        guard path.lowercased().hasSuffix(".pdf"), !path.hasPrefix("/"), !path.prefix(while: { $0 != "/" }).contains(":"),
              let file = path.removingPercentEncoding else { return nil }
        let anchor = parts.count > 1 && !parts[1].isEmpty ? parts[1].removingPercentEncoding ?? String(parts[1]) : nil
        return (file, anchor)
    }

    static func asciiURI(_ target: String) -> String {
        var uri = ""
        for byte in target.utf8 {
            switch byte {
            case 0x21...0x7E where byte != 0x28 && byte != 0x29 && byte != 0x5C: uri.unicodeScalars.append(Unicode.Scalar(byte))
            default: uri += String(format: "%%%02X", byte)
            }
        }
        return uri
    }
}
