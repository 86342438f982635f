import Bidi
import Document
import LocaleRules

extension BaseDirection {
    /// The base direction of a paragraph that must read the way its page or column does (a
    /// list marker, a page number), whatever its text.
    ///
    ///     BaseDirection(try LanguageTag("ar").direction)   // .rightToLeft
    public init(_ direction: LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The base direction a Markdown `dir` asks for, in a page or block whose direction is
    /// `inherited`: `rtl` and `ltr` fix it; `auto` takes each paragraph's first strong character
    /// (P2), and `inherited` when it has none (HL1).
    ///
    ///     BaseDirection(.auto, inheriting: .rightToLeft)   // .autoRightToLeft
    public init(_ direction: TextDirection, inheriting inherited: LayoutDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .auto: self = inherited == .rightToLeft ? .autoRightToLeft : .auto
        case .plaintext: self = inherited == .rightToLeft ? .plaintextRightToLeft : .plaintext
        }
    }
}
