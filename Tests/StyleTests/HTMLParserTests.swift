import DOM
import Testing

@Suite struct HTMLParserTests {
    @Test func malformedMarkupIsRecoveredAsHTML5Says() throws {
        let tree = try HTMLParser.parse("<p>one<p>two <b>bold <i>both</b> italic", fileName: "t.html")
        let paragraphs = tree.nodes.indices.filter { tree[$0].element?.name == "p" }
        #expect(paragraphs.count == 2)
        #expect(tree.textContent(of: paragraphs[1]) == "two bold both italic")
    }

    @Test func fragmentKeepsCustomElementsAndSourceLines() throws {
        let tree = try HTMLParser.parseFragment("<Intro>\n<p align=center>x</p></Intro>", fileName: "t.md", firstLine: 10)
        let intro = tree[tree[DOMTree.root].children[0]]
        #expect(intro.element?.name == "intro")
        let p = tree.nodes.first { $0.element?.name == "p" }
        #expect(p?.line == 11)
        #expect(p?.element?["align"] == "center")
    }

    @Test func deepNestingIsFlattenedNotLost() throws {
        let tree = try HTMLParser.parse(String(repeating: "<div>", count: 5_000) + "deep", fileName: "t.html")
        #expect(tree.textContent(of: DOMTree.root) == "deep")
    }
}
