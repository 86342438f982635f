import Bidi
import Document
import LocaleRules

extension PageLayout {
    /// The direction a block of `base` holding `content` reads in, as HTML's `:dir()` gives it:
    /// the base's own, or for an automatic base (`{dir=auto}`) its text's first strong letter
    /// (UAX #9 P2-P3), the inherited direction when it has none (HL1).
    ///
    ///     layout.direction(of: [InlineRun("Settings נפתח")], base: .autoRightToLeft)   // .leftToRight
    func direction(of content: [InlineRun], base: BaseDirection) -> LayoutDirection {
        if let fixed = LayoutDirection(base) { return fixed }
        return BidiParagraph(content.map(\.text).joined(), base: base).resolvedDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
