import LocaleRules

/// How the lines of a paragraph sit in their box.
///
/// Logical alignments flip with direction; absolute ones never do:
/// - `natural`: the start edge of the paragraph's own base direction (right for a Hebrew
///   paragraph, left for an English one, whatever the page).
/// - `leading` / `trailing`: the start / end edge of the page's layout direction (CSS `start` /
///   `end` resolved against the page, from `--lang`).
/// - `left`, `right`, `center`: absolute, ignoring every direction.
/// - `justify`: lines fill the width by stretching inter-word spaces; the last line, and a line
///   that ends in a hard break, is aligned `natural`.
///
///     let edge = Alignment.trailing.edge(paragraph: .rightToLeft, page: .rightToLeft) // .left
public enum Alignment: String, Sendable, CaseIterable {
    /// The start edge of the paragraph's own direction.
    case natural
    /// The start edge of the page's layout direction.
    case leading
    /// The end edge of the page's layout direction.
    case trailing
    /// The left edge, in any direction.
    case left
    /// The right edge, in any direction.
    case right
    /// Centred, in any direction.
    case center
    /// Both edges, by stretching inter-word spaces; the last line `natural`.
    case justify

    /// Where a line's content goes, absolute.
    ///
    ///     Alignment.natural.edge(paragraph: .rightToLeft, page: .leftToRight)  // .right
    public enum Edge: Sendable, Equatable {
        /// Against the box's left edge.
        case left
        /// Against the box's right edge.
        case right
        /// Centred in the box.
        case center
    }

    /// The absolute edge for a paragraph of direction `paragraph` on a page of direction `page`.
    /// Justified text reports the edge its last line takes.
    public func edge(paragraph: LayoutDirection, page: LayoutDirection) -> Edge {
        switch self {
        case .natural, .justify: paragraph == .rightToLeft ? .right : .left
        case .leading: page == .rightToLeft ? .right : .left
        case .trailing: page == .rightToLeft ? .left : .right
        case .left: .left
        case .right: .right
        case .center: .center
        }
    }
}

extension Alignment {
    /// The alignment of a CSS `text-align` keyword (CSS Text 3 §6.1): `start` is the
    /// paragraph's own start edge, `end` the end edge of its block's direction.
    ///
    ///     Alignment(css: "end")   // .trailing
    public init?(css keyword: String) {
        switch keyword {
        case "start": self = .natural
        case "end": self = .trailing
        case "left": self = .left
        case "right": self = .right
        case "center", "-webkit-center": self = .center
        case "justify", "justify-all": self = .justify
        default: return nil
        }
    }
}
