import DOM
@testable import Style
import Testing

/// The flex properties and their shorthands (CSS Flexbox 1 §5, §7) and the blockification of
/// flex items (§4, CSS Display 3 §2.7).
@Suite struct FlexPropertyTests {
    private func style(_ css: String, html: String = "<div><span>x</span></div>", of name: String = "span") throws -> ComputedStyle {
        let tree = try HTMLParser.parse(html, fileName: "t.html")
        let styled = Cascade(sheets: [.userAgent, StyleSheet(parsing: css, origin: .author)]).style(tree, page: .init(language: "en", rightToLeft: false))
        let node = try #require((0..<tree.nodes.count).first { tree[$0].element?.name == name })
        return styled.style(of: node)
    }

    @Test func flexShorthandSetsGrowShrinkAndBasis() throws {
        let one = try style("span { flex: 1 0 24px }")
        #expect(one[.flexGrow] == .number(1) && one[.flexShrink] == .number(0) && one[.flexBasis] == .length(24))
        // A grow factor alone: basis 0 (§7.1.1).
        let two = try style("span { flex: 2 }")
        #expect(two[.flexGrow] == .number(2) && two[.flexShrink] == .number(1) && two[.flexBasis] == .length(0))
        let none = try style("span { flex: none }")
        #expect(none[.flexGrow] == .number(0) && none[.flexShrink] == .number(0) && none[.flexBasis] == .keyword("auto"))
        // A basis between the two factors is invalid: the declaration is dropped.
        let invalid = try style("span { flex: 1 10px 2 }")
        #expect(invalid[.flexGrow] == .number(0) && invalid[.flexBasis] == .keyword("auto"))
    }

    @Test func flexFlowSetsDirectionAndWrapInAnyOrder() throws {
        let flow = try style("span { flex-flow: wrap column }")
        #expect(flow[.flexDirection] == .keyword("column") && flow[.flexWrap] == .keyword("wrap"))
    }

    /// CSS Box Alignment 3 §8.3: `gap` sets the row gap, then the column gap, the same when one is given.
    @Test func gapShorthandSetsRowAndColumnGaps() throws {
        let two = try style("span { gap: 4px 10% }")
        #expect(two[.rowGap] == .length(4) && two[.columnGap] == .percentage(10))
        let one = try style("span { gap: 8px }")
        #expect(one[.rowGap] == .length(8) && one[.columnGap] == .length(8))
        let negative = try style("span { gap: -1px }")
        #expect(negative[.rowGap] == .keyword("normal"))
    }

    @Test func alignmentKeywordsOfTwoWords() throws {
        let last = try style("span { align-self: last baseline; justify-content: safe center }")
        #expect(last[.alignSelf] == .keyword("last baseline") && last[.justifyContent] == .keyword("center"))
    }

    @Test func childrenOfAFlexContainerAreBlocksNeitherFloatedNorCleared() throws {
        let item = try style("div { display: flex } span { float: left; clear: both }")
        #expect(item.keyword(.display) == "block" && item.floatSide == nil && item.keyword(.clear) == "none")
        let inline = try style("div { display: block }")
        #expect(inline.keyword(.display) == "inline")
    }
}
