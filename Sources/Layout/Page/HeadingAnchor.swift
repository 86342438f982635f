import DisplayList

/// A heading's anchor, as GitHub names it, so that `[see](#parts-of-a-formula)` finds
/// `## Parts of a formula` in any script: the heading's text lowercased, everything but
/// letters, marks, digits, spaces, hyphens and underscores dropped, spaces made hyphens; a
/// repeated anchor gets `-1`, `-2` ...
///
///     HeadingAnchor.slug("Parts of a formula")   // "parts-of-a-formula"
///     HeadingAnchor.slug("חלקי הנוסחה")           // "חלקי-הנוסחה"
package enum HeadingAnchor {
    package static func slug(_ title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            case .spaceSeparator: slug += "-"
            case .dashPunctuation where scalar == "-": slug += "-"
            default: break
            }
        }
        return slug
    }

    /// The id the page gave the heading (`{#why-jsx}`) as it is, else `slug(title)`, with
    /// `-1`, `-2` ... when a heading before it on the page took it.
    static func unique(_ title: String, given: String? = nil, among items: [DisplayItem]) -> String {
        if let given { return given }
        let taken = Set(items.compactMap { if case let .heading(_, _, anchor, _) = $0 { anchor } else { nil } })
        let base = slug(title)
        var anchor = base, n = 0
        while taken.contains(anchor) {
            n += 1
            anchor = "\(base)-\(n)"
        }
        return anchor
    }
}
