@testable import Style
import Testing

@Suite struct CSSTokenizerTests {
    @Test func dimensionsPercentagesAndHashes() {
        #expect(CSSTokenizer.tokens("margin:-1.5em 50% #a0b") == [
            .ident("margin"), .colon, .dimension(-1.5, unit: "em"), .whitespace, .percentage(50), .whitespace, .hash("a0b", isID: true),
        ])
    }

    @Test func commentsAreDroppedAndEscapesDecoded() {
        #expect(CSSTokenizer.tokens("/* x */.\\31 a") == [.delim("."), .ident("1a")])
    }

    @Test func unquotedURLAndBadURL() {
        #expect(CSSTokenizer.tokens("url( a.woff )") == [.url("a.woff")])
        #expect(CSSTokenizer.tokens("url(a b)") == [.badURL])
    }

    @Test func newlineInStringMakesABadString() {
        #expect(CSSTokenizer.tokens("'abc\nd'").first == .badString)
    }
}
