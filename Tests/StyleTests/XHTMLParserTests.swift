import DOM
import Foundation
import Testing

/// XHTML is read as a browser reads a page served as `application/xhtml+xml`: by an XML parser.
@Suite struct XHTMLParserTests {
    static let doctype = #"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">"#

    @Test func cdataIsTextEmptyElementsCloseAndXHTMLEntitiesAreKnown() throws {
        let tree = try XHTMLParser.parse("""
            \(Self.doctype)
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="he"><head><style type="text/css"><![CDATA[ p > b { color: red } ]]></style></head>
            <body><div/><p dir="rtl">a&nbsp;b&rlm;&times;&amp;</p></body></html>
            """, fileName: "t.xht")
        let style = try #require(tree.firstElement(named: "style"))
        #expect(tree.textContent(of: style) == " p > b { color: red } ")
        // `<div/>` is empty: the paragraph is its sibling, not its child (HTML would nest it).
        let div = try #require(tree.firstElement(named: "div")), p = try #require(tree.firstElement(named: "p"))
        #expect(tree[div].children.isEmpty && tree[p].parent == tree[div].parent)
        #expect(tree.textContent(of: p) == "a\u{00A0}b\u{200F}\u{00D7}&" && tree[p].element?["dir"] == "rtl" && tree[p].line == 3)
        #expect(tree[try #require(tree.firstElement(named: "html"))].element?["xml:lang"] == "he")
    }

    @Test func markupThatIsNotWellFormedIsAnErrorNamingItsLine() {
        #expect(throws: DOMError.notWellFormed(file: "t.xhtml", line: 3, reason: "Opening and ending tag mismatch: b line 2 and p")) {
            try XHTMLParser.parse("<html><body>\n<p><b>x\n</p></body></html>", fileName: "t.xhtml")
        }
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let secret = NSTemporaryDirectory() + "galley-xxe-\(UUID().uuidString)"
        try "SECRET".write(toFile: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let tree = try XHTMLParser.parse("""
            <!DOCTYPE html [<!ENTITY x SYSTEM "file://\(secret)"><!ENTITY y "inside">]><html><body><p>&x;&y;</p></body></html>
            """, fileName: "t.xhtml")
        #expect(tree.textContent(of: DOMTree.root) == "inside")
    }
}
