import DisplayList
import Layout
import Style
import Testing

/// The help-page look is computed from help.css; these are the values it must give (the
/// look the golden images were drawn with).
@Suite struct PageStyleTests {
    @Test func helpSheetGivesTheHelpPageLook() {
        let style = PageStyle()
        #expect(style.margin == 40 && style.bodySize == 16 && style.codeSize == 14 && style.lineSpacing == 1.1)
        #expect(style.headingSizes == [30, 24, 20, 17, 16, 16])
        #expect(style.paragraphSpacing == 12 && style.headingSpacingBefore == 14 && style.headingSpacingAfter == 9)
        #expect(style.indent == 32 && style.cellPadding == 8 && style.minimumCaptionWidth == 220)
        #expect(style.textColor == Color(red: 0.12, green: 0.12, blue: 0.14))
        #expect(style.headingColor == style.textColor)
        #expect(style.linkColor == Color(red: 0.05, green: 0.33, blue: 0.75))
        #expect(style.ruleColor == Color(red: 0.78, green: 0.79, blue: 0.82) && style.tableRuleColor == style.ruleColor)
        #expect(style.tableRuleWidth == 1)
        #expect(style.shadeColor == Color(red: 0.95, green: 0.96, blue: 0.97))
        #expect(style.quoteColor == Color(red: 0.35, green: 0.36, blue: 0.40))
    }

    /// A page without author sheets takes the one help-page look, computed from help.css alone
    /// for left to right: computed again with ua.css in either direction (through an empty
    /// author sheet), it is the same, so ua.css decides nothing there and no direction changes it.
    @Test(arguments: [false, true])
    func helpPageLookIsTheSameWithTheUserAgentSheetInEitherDirection(rightToLeft: Bool) {
        let computed = PageStyle(authorSheets: [StyleSheet(parsing: "", origin: .author)], rightToLeft: rightToLeft)
        #expect(computed == PageStyle())
        #expect(PageStyle(authorSheets: [], rightToLeft: rightToLeft) == computed)
    }

    @Test func authorSheetOverridesHeadingColourBodySizeAndTableRules() {
        let sheet = StyleSheet(parsing: "h1 { color: #b00000 } html { font-size: 18px } td { border: 3px solid blue } ul { padding-inline-start: 2em }",
                               origin: .author)
        let style = PageStyle(authorSheets: [sheet], rightToLeft: true)
        #expect(style.headingColor == Color(red: 176.0 / 255, green: 0, blue: 0))
        #expect(style.bodySize == 18)
        #expect(style.tableRuleWidth == 3 && style.tableRuleColor == Color(red: 0, green: 0, blue: 1))
        #expect(style.indent == 36)
        #expect(style.headingSizes[0] == 30)
    }
}
