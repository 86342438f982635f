import Bidi
import Document

extension BaseDirection {
    /// The base direction of a paragraph that must read the way its page or column does (a
    /// list marker, a page number), whatever its text.
    ///
    ///     BaseDirection(LayoutDirection(language: "ar"))   // .rightToLeft
    public init(_ direction: LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The base direction a Markdown `dir` asks for: `rtl` and `ltr` fix it; `auto`, or no
    /// `dir` at all, leaves each paragraph to its first strong character.
    ///
    ///     BaseDirection(page.frontMatter.dir)   // .auto when the front matter has no `dir`
    public init(_ direction: TextDirection?) {
        switch direction {
        case .leftToRight?: self = .leftToRight
        case .rightToLeft?: self = .rightToLeft
        case .auto?, nil: self = .auto
        }
    }
}
