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
    /// `-1`, `-2` ... when a heading before it on the page took it (`taken`).
    package static func unique(_ title: String, given: String? = nil, taken: Set<String>) -> String {
        if let given { return given }
        let base = slug(title)
        var anchor = base, n = 0
        while taken.contains(anchor) {
            n += 1
            anchor = "\(base)-\(n)"
        }
        return anchor
    }
}

extension Page {
    /// The anchors of the page's headings, in page order, as every output names them: the
    /// destinations a link from another page (`setup.md#install`) can name.
    ///
    ///     try Page.parse(markdown: "# Setup\n\n## Setup\n", fileName: "a.md").headingAnchors   // ["setup", "setup-1"]
    package var headingAnchors: [String] {
        var anchors: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case let .heading(_, content):
                    anchors.append(HeadingAnchor.unique(content.map(\.text).joined(), given: block.anchor, taken: Set(anchors)))
                case let .list(list): list.items.forEach(collect)
                case let .blockQuote(inner): collect(inner)
                case let .box(box): collect(box.children)
                case .paragraph, .codeBlock, .thematicBreak, .table, .figure: break
                }
            }
        }
        collect(blocks)
        return anchors
    }
}
