import DOM
import Files
import Foundation
import Style

/// Reads an HTML page (`.html`, `.htm`, `.xhtml`, `.xht`) into the same page model as Markdown: parsed
/// by the HTML5 parser, styled by the cascade (ua.css, help.css, then the page's `<style>` elements and
/// local `<link rel="stylesheet">` files in document order, then the caller's author sheets,
/// then `style` attributes), its `<body>` read by ``HTMLBlocks``. `<title>` is the page's title,
/// `<html lang dir>` its language and direction, as front matter gives them to Markdown.
///
///     let page = try Page(contentsOfFile: "help.he.html")
enum HTMLPageReader {
    /// The extensions read as HTML.
    /// `.xht` is the CSS test suites' XHTML, read by the HTML parser like `.xhtml`.
    static let extensions: Set = ["html", "htm", "xhtml", "xht"]

    static func page(html: String, fileName: String, authorSheets: [StyleSheet], helpLook: Bool) throws(DocumentError) -> Page {
        let tree: DOMTree
        do {
            tree = try HTMLParser.parse(html, fileName: fileName)
        } catch {
            throw .htmlLimit(file: fileName, problem: error.description)
        }
        let root = tree.firstElement(named: "html")
        let lang = root.flatMap { tree[$0].element?["lang"] }.flatMap { $0.isEmpty ? nil : $0 }
        let dir = root.flatMap { tree[$0].element?["dir"] }.flatMap { TextDirection(rawValue: $0.lowercased()) }
        let sheets = try pageSheets(tree, fileName: fileName) + authorSheets
        // help.css is a user sheet: the page's own sheets win over it (CSS Cascade 4 §6.1).
        let cascade = Cascade(sheets: [.userAgent] + (helpLook ? [.helpPage] : []) + sheets)
        let styled = cascade.style(tree, page: .init(language: lang ?? "", rightToLeft: dir == .rightToLeft))
        var reader = HTMLBlocks(styled: styled, fileName: fileName)
        let blocks = tree.firstElement(named: "body").map { reader.blocks(in: $0) } ?? []
        let title = tree.firstElement(named: "title").map { tree.textContent(of: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        let frontMatter = FrontMatter(title: title?.isEmpty == false ? title : nil, lang: lang, dir: dir)
        try BlockLimits.check(blocks, fileName: fileName)
        return Page(frontMatter: frontMatter, blocks: blocks, unsupportedHTML: reader.dropped)
    }

    /// The page's own sheets: `<style>` text and `<link rel=stylesheet href>` files, in
    /// document order. A linked sheet is read only from the page's folder or below it (never a
    /// URL, never `..` out of it); anything else is skipped.
    static func pageSheets(_ tree: DOMTree, fileName: String) throws(DocumentError) -> [StyleSheet] {
        let folder = (fileName as NSString).deletingLastPathComponent
        var sheets: [StyleSheet] = []
        for index in 0..<tree.nodes.count {
            guard let element = tree[index].element else { continue }
            if element.name == "style" {
                sheets.append(StyleSheet(parsing: tree.textContent(of: index), origin: .author, name: "\(fileName):\(tree[index].line) <style>"))
            } else if element.name == "link", element["rel"]?.lowercased().split(separator: " ").contains("stylesheet") == true,
                      let href = element["href"], !href.contains(":"), !href.hasPrefix("/") {
                let path = (folder.isEmpty ? "." : folder) + "/" + (href.removingPercentEncoding ?? href)
                guard SiteRoot.contains(path, root: folder.isEmpty ? "." : folder) else { continue }
                sheets.append(try StyleSheetFile.read(path))
            }
        }
        return sheets
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
            if HTMLPageReader.extensions.contains((path as NSString).pathExtension.lowercased()) {
                tree = try HTMLParser.parse(text, fileName: path)
                sheets = [.userAgent] + (try HTMLPageReader.pageSheets(tree, fileName: path)) + authorSheets
            } else {
                let body = try FrontMatter.split(text, fileName: path).markdown
                let html = "<html lang=\"\(language.filter { $0 != "\"" && $0 != "<" })\" dir=\"\(rightToLeft ? "rtl" : "ltr")\"><body>" + (MarkdownParser.html(markdown: body) ?? "")
                tree = try HTMLParser.parse(html, fileName: path)
                sheets = [.userAgent, .helpPage] + authorSheets
            }
        } catch let error as DOMError {
            throw .htmlLimit(file: path, problem: error.description)
        } catch let error as DocumentError {
            throw error
        } catch {
            throw .unreadableFile(file: path, reason: "\(error)")
        }
        return Cascade(sheets: sheets).explain(selector, in: tree, page: .init(language: language, rightToLeft: rightToLeft))
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
        return StyleSheet(parsing: String(decoding: bytes, as: UTF8.self), origin: .author, name: path)
    }
}
