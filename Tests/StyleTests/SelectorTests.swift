import DOM
@testable import Style
import Testing

@Suite struct SelectorTests {
    private func selectors(_ text: String) -> [Selector]? {
        SelectorParser.list(CSSParser.componentValues(text))
    }

    @Test func specificityCountsIdsClassesAndTypes() {
        #expect(selectors("#a .b c")?.first?.specificity == Specificity(a: 1, b: 1, c: 1))
        #expect(selectors("ul > li:first-child")?.first?.specificity == Specificity(a: 0, b: 1, c: 2))
        #expect(selectors("[dir=rtl] p:not(#x)")?.first?.specificity == Specificity(a: 1, b: 1, c: 1))
        #expect(selectors(":where(#x) p")?.first?.specificity == Specificity(a: 0, b: 0, c: 1))
    }

    @Test func anInvalidSelectorInvalidatesTheList() {
        #expect(selectors("p, :unknown-thing") == nil)
        #expect(selectors("p >") == nil)
    }

    @Test func matchesCombinatorsAttributesAndDirection() throws {
        let tree = try HTMLParser.parse("<div dir=rtl lang=he-IL><p class='x y'>א</p><p id=q>b</p></div><p dir=auto>abc</p>", fileName: "t.html")
        let matcher = SelectorMatcher(tree: tree, pageLanguage: "en", pageIsRightToLeft: false)
        let paragraphs = (0..<tree.nodes.count).filter { tree[$0].element?.name == "p" }
        func matches(_ text: String, _ n: Int) -> Bool { matcher.matches(selectors(text)![0], paragraphs[n]) }
        #expect(matches("[dir=RTL] > .y", 0))
        #expect(matches("div p + #q", 1))
        #expect(!matches("div > p:first-child + p:first-child", 1))
        #expect(matches("p:dir(rtl)", 1))
        #expect(matches("p:dir(ltr)", 2))
        #expect(matches(":lang(he)", 0))
        #expect(!matches(":lang(he)", 2))
        #expect(matches("p:not(.x)", 1))
        #expect(matches("p:nth-child(2n)", 1))
    }

    @Test func descendantChainsStayCheapOnDeepTrees() throws {
        let html = String(repeating: "<div>", count: 200) + "x"
        let tree = try HTMLParser.parse(html, fileName: "deep.html")
        let chain = Array(repeating: "div", count: 30).joined(separator: " ") + " span"
        let deepest = tree.nodes.indices.last { tree[$0].element?.name == "div" }!
        // Without the failure memo this would take billions of steps.
        #expect(!SelectorMatcher(tree: tree, pageLanguage: "en", pageIsRightToLeft: false).matches(selectors(chain)![0], deepest))
    }
}
