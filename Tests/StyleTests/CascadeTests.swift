import DOM
@testable import Style
import Testing

@Suite struct CascadeTests {
    private func styled(_ html: String, css: String = "", rightToLeft: Bool = false) throws -> (StyledTree, [Int]) {
        let tree = try HTMLParser.parse(html, fileName: "t.html")
        let cascade = Cascade(sheets: [.userAgent, StyleSheet(parsing: css, origin: .author)])
        let styled = cascade.style(tree, page: .init(language: "en", rightToLeft: rightToLeft))
        let elements = (0..<tree.nodes.count).filter { ["p", "span", "img", "td", "h1", "b"].contains(tree[$0].element?.name ?? "") }
        return (styled, elements)
    }

    @Test func laterRuleOfEqualSpecificityWins() throws {
        let (styled, p) = try styled("<p>x</p>", css: "p { color: red } p { color: blue }")
        #expect(styled.style(of: p[0]).color == RGBA(red: 0, green: 0, blue: 1))
    }

    @Test func higherSpecificityBeatsLaterRule() throws {
        let (styled, p) = try styled("<p class=a>x</p>", css: "p.a { color: red } p { color: blue }")
        #expect(styled.style(of: p[0]).color == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func importantBeatsStyleAttribute() throws {
        let (styled, p) = try styled("<p style='color: blue'>x</p>", css: "p { color: red !important }")
        #expect(styled.style(of: p[0]).color == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func styleAttributeBeatsIdSelector() throws {
        let (styled, p) = try styled("<p id=x style='font-size: 20px'>x</p>", css: "#x { font-size: 30px }")
        #expect(styled.style(of: p[0]).fontSize == 20)
    }

    /// A border's `currentcolor` is the element's own colour, not its parent's (CSS Color 4 §4.4).
    @Test func borderColourIsTheElementsOwnColour() throws {
        let (styled, p) = try styled("<p>x</p>", css: "p { color: red; border: 1px solid }")
        #expect(styled.style(of: p[0])[.borderTopColor] == .color(RGBA(red: 1, green: 0, blue: 0)))
        #expect(styled.style(of: p[0])[.borderLeftColor] == .color(RGBA(red: 1, green: 0, blue: 0)))
    }

    @Test func logicalMarginsFollowTheElementsOwnDirection() throws {
        let (styled, p) = try styled("<p dir=rtl>א</p><p>a</p>", css: "p { margin-inline-start: 3em; margin-block: 0 }")
        #expect(styled.style(of: p[0])[.marginRight] == .length(48))
        #expect(styled.style(of: p[0])[.marginLeft] == .length(0))
        #expect(styled.style(of: p[1])[.marginLeft] == .length(48))
    }

    @Test func physicalAndLogicalShareOneValueLastWins() throws {
        let (styled, p) = try styled("<p dir=rtl>א</p>", css: "p { margin-right: 5px; margin-inline-start: 7px } p { margin-right: 9px }")
        #expect(styled.style(of: p[0])[.marginRight] == .length(9))
    }

    @Test func userAgentSheetMapsDirAndBdo() throws {
        let (styled, p) = try styled("<p dir=rtl>א <span>b</span></p>")
        #expect(styled.style(of: p[0]).isRightToLeft)
        #expect(styled.style(of: p[0]).keyword(.unicodeBidi) == "isolate")
        #expect(styled.style(of: p[1]).isRightToLeft)
        #expect(styled.style(of: p[1]).keyword(.unicodeBidi) == "normal")
    }

    @Test func presentationalHintsYieldToAuthorRules() throws {
        let (styled, e) = try styled("<p align=center>x</p><img width=160 src=a.png><p align=right class=l>y</p>", css: ".l { text-align: left }")
        #expect(styled.style(of: e[0]).keyword(.textAlign) == "center")
        #expect(styled.style(of: e[1])[.width] == .length(160))
        #expect(styled.style(of: e[2]).keyword(.textAlign) == "left")
    }

    @Test func headingSizesAndBolderComputeFromParent() throws {
        let (styled, e) = try styled("<h1>x<b>y</b></h1>", css: "html { font-size: 20px }")
        #expect(styled.style(of: e[0]).fontSize == 40)
        #expect(styled.style(of: e[0])[.marginTop] == .length(40 * 0.67))
        #expect(styled.style(of: e[1]).fontWeight == 900)
    }

    @Test func invalidDeclarationsAreIgnored() throws {
        let (styled, p) = try styled("<p>x</p>", css: "p { color: 12px; color: green; width: -5px; margin: 1px 2px 3px 4px 5px }")
        #expect(styled.style(of: p[0]).color == RGBA(red: 0, green: 128.0 / 255, blue: 0))
        #expect(styled.style(of: p[0])[.width] == .keyword("auto"))
        #expect(styled.style(of: p[0])[.marginLeft] == .length(0))
    }

    @Test func borderShorthandAndNoneStyleWidth() throws {
        let (styled, e) = try styled("<table><tr><td>x</td></tr></table>", css: "td { border: 2px solid #f00; border-inline-end: none }")
        #expect(styled.style(of: e[0])[.borderLeftWidth] == .length(2))
        #expect(styled.style(of: e[0])[.borderRightWidth] == .length(0))
        #expect(styled.style(of: e[0])[.borderTopColor] == .color(RGBA(red: 1, green: 0, blue: 0)))
    }

    /// CSS Backgrounds 3 §4.3: a border style set alone gives the side its initial `medium`
    /// width, 3px; the width is 0 only while the style is `none`.
    @Test func borderStyleAloneIsMediumWide() throws {
        let (styled, p) = try styled("<p>x</p>", css: "p { border-style: solid none solid solid }")
        #expect(styled.style(of: p[0])[.borderLeftWidth] == .length(3))
        #expect(styled.style(of: p[0])[.borderRightWidth] == .length(0))
    }

    /// CSS Fonts 4 §2.8; a family spelled like the weight before it (`bold`) is still the family.
    @Test(arguments: [("italic bold 20px/1.5 \"Noto Sans Hebrew\", serif", ["Noto Sans Hebrew", "serif"]),
                      ("bold 12px bold", ["bold"]), ("12px monospace", ["monospace"])])
    func fontShorthandSetsItsLonghands(value: String, families: [String]) throws {
        let (styled, p) = try styled("<p>x</p>", css: "p { font: \(value) }")
        #expect(styled.style(of: p[0]).fontFamilies == families)
        #expect(styled.style(of: p[0]).fontSize == (value.contains("20px") ? 20 : 12))
    }

    @Test func mediaPrintAppliesAndUnknownAtRulesAreSkipped() throws {
        let (styled, p) = try styled("<p>x</p>", css: "@media print { p { color: red } } @foo bar { p { color: blue } } @media not print { p { color: green } }")
        #expect(styled.style(of: p[0]).color == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func equalStylesAreShared() throws {
        let html = String(repeating: "<p>x</p>", count: 100)
        let (styled, _) = try styled(html)
        #expect(styled.distinctStyles < 10)
    }
}
