@testable import Style
import Testing

/// `@font-face` (CSS Fonts 4 §4) as the parser reads it: the family, the sources with their
/// format hints, the weight and slant, and the sheet the URLs are relative to.
@Suite struct FontFaceRuleTests {
    @Test func ruleKeepsFamilySourcesDescriptorsAndItsSheet() {
        let sheet = StyleSheet(parsing: """
            @font-face {
                font-family: 'ezra_silregular';
                src: local("Ezra SIL"), url('support/sileot-webfont.woff') format('woff'), url(x.ttf), url("y.woff2") format(woff2);
                font-weight: bold;
                font-style: italic;
            }
            """, origin: .author, location: "tests/page.html")
        #expect(sheet.fontFaces.count == 1)
        let face = sheet.fontFaces[0]
        #expect(face.family == "ezra_silregular")
        #expect(face.sources == [.local("Ezra SIL"), .url("support/sileot-webfont.woff", format: "woff"), .url("x.ttf", format: nil),
                                 .url("y.woff2", format: "woff2")])
        #expect(face.weight == .number(700))
        #expect(face.style == .keyword("italic"))
        #expect(face.base == "tests/page.html")
    }

    /// §4.2: the family is one name, never a generic family; §4.3: a source that does not parse
    /// drops the whole `src`, and a rule without a family or a source is no rule.
    @Test func rulesWithoutAFamilyOrAReadableSourceAreDropped() {
        let sheet = StyleSheet(parsing: """
            @font-face { font-family: serif; src: url(a.ttf); }
            @font-face { font-family: A, B; src: url(a.ttf); }
            @font-face { font-family: C; src: url(a.ttf) format(); }
            @font-face { font-family: D; src: url(a.ttf) junk; }
            @font-face { src: url(a.ttf); }
            @font-face { font-family: Two Words; src: url(b.ttf) format("truetype"); }
            """, origin: .author)
        #expect(sheet.fontFaces.map(\.family) == ["Two Words"])
        #expect(sheet.fontFaces[0].base == nil)
    }

    /// A family name the way `font-family` computes it: a quoted string as written, identifiers
    /// joined by one space; generic families lower case (CSS Fonts 4 §2.1).
    @Test func fontFamilyNamesAndGenericFamilies() throws {
        let sheet = StyleSheet(parsing: "p { font: 24px/24px ahem, Serif } div { font-family: \"Ahem Two\",  Noto   Sans, MONOSPACE }", origin: .author)
        let values = sheet.rules.flatMap(\.declarations).filter { $0.target == .physical(.fontFamily) }.map(\.value)
        #expect(values == [.value(.families(["ahem", "serif"])), .value(.families(["Ahem Two", "Noto Sans", "monospace"]))])
    }
}
