import Bidi
import LocaleRules

extension LayoutDirection {
    /// The layout direction a base direction fixes; nil for the automatic ones, which leave it
    /// to something else (the language, the enclosing block).
    ///
    ///     LayoutDirection(BaseDirection.rightToLeft)   // .rightToLeft
    public init?(_ base: BaseDirection) {
        switch base {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .auto, .autoRightToLeft, .plaintext, .plaintextRightToLeft: return nil
        }
    }
}
