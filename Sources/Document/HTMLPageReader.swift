import DOM
import Files
import Foundation
import Style

/// Reads an HTML page (`.html`, `.htm`, `.xhtml`, `.xht`) into the same page model as Markdown: parsed
/// by the HTML5 parser (XHTML by the XML parser), styled by the cascade (ua.css, help.css, then the page's `<style>` elements and
/// local `<link rel="stylesheet">` files in document order, then the caller's author sheets,
/// then `style` attributes), its `<body>` read by ``HTMLBlocks``. `<title>` is the page's title,
/// `<html lang dir>` its language and direction, as front matter gives them to Markdown.
///
///     let page = try Page(contentsOfFile: "help.he.html")
enum HTMLPageReader {
    /// The extensions read as HTML.
    /// `.xht` is the CSS test suites' XHTML, read like `.xhtml`.
    static let extensions: Set = ["html", "htm", "xhtml", "xht"]

    /// Whether the file at `path` is read as an HTML page, by its extension.
    static func isHTML(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// `blocks` in `body`'s own box (CSS 2 §10.3.3), when it gives one a width, borders or
    /// padding: its margins are the page's (``PageStyle/margin``), and its background the
    /// canvas's (CSS 2 §14.2), so neither is drawn again.
    static func inBodyBox(_ blocks: [Block], style: ComputedStyle) -> [Block] {
        var box = BoxStyle(style)
        guard box.width != nil || box.maxWidth != nil || box.border != BoxStyle.Edges() || box.padding != BoxStyle.Edges() else { return blocks }
        box.margin = BoxStyle.Edges()
        box.autoMarginLeft = false
        box.autoMarginRight = false
        box.background = nil
        return [Block(.box(BoxBlock(style: box, children: blocks)), line: blocks.first?.line ?? 1)]
    }

    static func page(html: String, fileName: String, authorSheets: [StyleSheet], helpLook: Bool) throws(DocumentError) -> Page {
        // The user-agent sheet and help.css, parsed once a process (5.7 M instructions), are parsed
        // on another core while the page's HTML is.
        DispatchQueue.global().async {
            _ = StyleSheet.userAgent
            if helpLook { _ = StyleSheet.helpPage }
        }
        let tree = try parse(html, fileName: fileName)
        let frontMatter = Self.frontMatter(tree)
        let ownSheets = try pageSheets(tree, fileName: fileName)
        // help.css is a user sheet: the page's own sheets win over it (CSS Cascade 4 §6.1).
        let cascade = Cascade(sheets: [.userAgent] + (helpLook ? [.helpPage] : []) + ownSheets + authorSheets)
        let styled = cascade.style(tree, page: .init(language: frontMatter.lang ?? "", rightToLeft: frontMatter.dir == .rightToLeft))
        var reader = HTMLBlocks(styled: styled, fileName: fileName)
        reader.helpLook = helpLook
        let blocks = tree.firstElement(named: "body").map { body in Self.inBodyBox(reader.blocks(in: body), style: styled.style(of: body)) } ?? []
        try BlockLimits.check(blocks, fileName: fileName)
        var page = Page(frontMatter: frontMatter, blocks: blocks, unsupportedHTML: reader.dropped)
        page.styleSheets = ownSheets
        page.fontFaces = (ownSheets + authorSheets).flatMap(\.fontFaces)
        page.linkedStyleSheets = tree.nodes.indices.compactMap { linkedSheet(tree, $0, fileName: fileName) }
        return page
    }

    /// The page's DOM; past ``DOMLimits`` an error naming the file.
    /// The page's DOM, read by the XML parser for `.xhtml` and `.xht` (as a browser reads a
    /// page served as XHTML), else by the HTML parser; past ``DOMLimits``, or XHTML that is not
    /// well-formed, an error naming the file.
    private static func parse(_ html: String, fileName: String) throws(DocumentError) -> DOMTree {
        do {
            return isXHTML(fileName) ? try XHTMLParser.parse(html, fileName: fileName) : try HTMLParser.parse(html, fileName: fileName)
        } catch let .notWellFormed(_, line, reason) {
            throw .invalidXHTML(file: fileName, line: line, problem: "not well-formed XHTML: \(reason)")
        } catch {
            throw .htmlLimit(file: fileName, problem: error.problem)
        }
    }

    private static func isXHTML(_ path: String) -> Bool {
        ["xhtml", "xht"].contains((path as NSString).pathExtension.lowercased())
    }

    /// The front matter of the HTML page `html`, as ``frontMatter(_:)`` reads it.
    static func frontMatter(html: String, fileName: String) throws(DocumentError) -> FrontMatter {
        frontMatter(try parse(html, fileName: fileName))
    }

    /// What front matter gives a Markdown page: `<title>`, and `lang` and `dir` of `<html>`.
    static func frontMatter(_ tree: DOMTree) -> FrontMatter {
        let root = tree.firstElement(named: "html")
        let lang = root.flatMap { tree[$0].element?["lang"] }.flatMap { $0.isEmpty ? nil : $0 }
        let dir = root.flatMap { tree[$0].element?["dir"] }.flatMap { TextDirection(rawValue: $0.lowercased()) }
        let title = tree.firstElement(named: "title").map { tree.textContent(of: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        return FrontMatter(title: title?.isEmpty == false ? title : nil, lang: lang, dir: dir)
    }

    /// The page's own sheets: `<style>` text and `<link rel=stylesheet href>` files, in
    /// document order. A linked sheet is read only from the page's folder or below it (never a
    /// URL, never `..` out of it); anything else is skipped.
    static func pageSheets(_ tree: DOMTree, fileName: String) throws(DocumentError) -> [StyleSheet] {
        var sheets: [StyleSheet] = []
        for index in 0..<tree.nodes.count {
            if tree[index].element?.name == "style" {
                sheets.append(StyleSheet(parsing: tree.textContent(of: index), origin: .author, name: "\(fileName):\(tree[index].line) <style>", location: fileName))
            } else if let path = linkedSheet(tree, index, fileName: fileName) {
                sheets.append(try StyleSheetFile.read(path))
            }
        }
        return sheets
    }

    /// The file of the style sheet that the node at `index` links when it is a
    /// `<link rel=stylesheet href>` to a file in the page's folder or below it; else nil.
    private static func linkedSheet(_ tree: DOMTree, _ index: Int, fileName: String) -> String? {
        guard let element = tree[index].element, element.name == "link",
              element["rel"]?.lowercased().split(separator: " ").contains("stylesheet") == true,
              let href = element["href"], !href.contains(":"), !href.hasPrefix("/") else { return nil }
        let folder = (fileName as NSString).deletingLastPathComponent
        let path = (folder.isEmpty ? "." : folder) + "/" + (href.removingPercentEncoding ?? href)
        return SiteRoot.contains(path, root: folder.isEmpty ? "." : folder) ? path : nil
    }
}

/// `render explain-style`: the computed values of a page's elements and the rules they came
/// from, in the cascade Galley styles the page with. An HTML page is its own DOM; a Markdown
/// page is explained through cmark-gfm's HTML of it, styled with ua.css and help.css.
public enum StyleExplainer {
    /// The explanation's lines; nil when `selector` is not a valid selector list.
    ///
    ///     try StyleExplainer.explain("h1", inFile: "help.he.md", language: "he", rightToLeft: true)
    public static func explain(_ selector: String, inFile path: String, authorSheets: [StyleSheet] = [],
                               language: String, rightToLeft: Bool) throws(DocumentError) -> [String]? {
        let text = try Page.text(ofFile: path)
        let tree: DOMTree
        let sheets: [StyleSheet]
        do {
            if HTMLPageReader.isHTML(path) {
                tree = try HTMLParser.parse(text, fileName: path)
                sheets = [.userAgent] + (try HTMLPageReader.pageSheets(tree, fileName: path)) + authorSheets
            } else {
                let body = try FrontMatter.split(text, fileName: path).markdown
                let html = "<html lang=\"\(language.filter { $0 != "\"" && $0 != "<" })\" dir=\"\(rightToLeft ? "rtl" : "ltr")\"><body>" + (MarkdownParser.html(markdown: body) ?? "")
                tree = Self.markdownLines(try HTMLParser.parse(html, fileName: path))
                sheets = [.userAgent, .helpPage] + authorSheets
            }
        } catch let error as DOMError {
            throw .htmlLimit(file: path, problem: error.problem)
        } catch let error as DocumentError {
            throw error
        } catch {
            throw .unreadableFile(file: path, reason: "\(error)")
        }
        return Cascade(sheets: sheets).explain(selector, in: tree, page: .init(language: language, rightToLeft: rightToLeft))
    }

    /// `tree`, parsed from cmark-gfm's HTML of a Markdown page, with the Markdown's lines: a
    /// block's from its `data-sourcepos`, an element inside it (emphasis, a link) its block's,
    /// an element of raw HTML between blocks the last line of the block before it.
    private static func markdownLines(_ parsed: DOMTree) -> DOMTree {
        var tree = parsed
        var lines = [Int?](repeating: nil, count: tree.nodes.count)
        var last = 1
        // Nodes are numbered in document order, a parent before its children.
        for index in tree.nodes.indices {
            guard let element = tree[index].element else { continue }
            if let position = element["data-sourcepos"], let start = position.split(separator: ":").first.flatMap({ Int($0) }) {
                lines[index] = start
                last = position.split(separator: "-").last.flatMap { $0.split(separator: ":").first }.flatMap { Int($0) } ?? start
            } else {
                lines[index] = tree[index].parent.flatMap { lines[$0] }
            }
            tree.setLine(lines[index] ?? last, of: index)
        }
        return tree
    }
}

/// A `.css` file read as an author sheet: `--stylesheet`, a linked sheet, a site's style.css.
public enum StyleSheetFile {
    /// Reads and parses the sheet at `path`; an unreadable file or one past
    /// ``StyleSheet/maximumSize`` is an error naming it. CSS errors inside are skipped as CSS says.
    ///
    ///     let sheet = try StyleSheetFile.read("brand.css")
    public static func read(_ path: String) throws(DocumentError) -> StyleSheet {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: StyleSheet.maximumSize)
        } catch {
            throw .unreadableFile(file: path, reason: error.reason)
        }
        return StyleSheet(parsing: String(decoding: bytes, as: UTF8.self), origin: .author, name: path, location: path)
    }
}
