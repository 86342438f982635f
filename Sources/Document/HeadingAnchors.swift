/// The anchors of a page's headings, as GitHub names them, so that `[see](#parts-of-a-formula)`
/// finds `## Parts of a formula` in any script: the heading's text lowercased, everything but
/// letters, marks, digits, spaces, hyphens and underscores dropped, spaces made hyphens; a
/// repeated anchor gets `-1`, `-2` ...
///
///     var anchors = HeadingAnchors()
///     anchors.anchor(for: "Parts of a formula")   // "parts-of-a-formula"
///     anchors.anchor(for: "Parts of a formula")   // "parts-of-a-formula-1"
///     anchors.anchor(for: "חלקי הנוסחה")           // "חלקי-הנוסחה"
package struct HeadingAnchors {
    /// Every anchor given so far.
    private var taken: Set<String> = []
    /// For each slug, the first number not yet tried after it.
    private var nextNumber: [String: Int] = [:]

    package init() {}

    /// The id the page gave the heading (`{#why-jsx}`) as it is, else `slug(title)`, with
    /// `-1`, `-2` ... when a heading before it on the page took it.
    ///
    /// NOTE: a number tried once stays taken (anchors are never given back), so the search for
    /// a slug goes on from where it last stopped: 10,000 headings of one title take linear time.
    package mutating func anchor(for title: String, given: String? = nil) -> String {
        if let given {
            taken.insert(given)
            return given
        }
        let base = Self.slug(title)
        guard taken.contains(base) else {
            taken.insert(base)
            return base
        }
        var n = nextNumber[base, default: 1]
        while taken.contains("\(base)-\(n)") { n += 1 }
        nextNumber[base] = n + 1
        taken.insert("\(base)-\(n)")
        return "\(base)-\(n)"
    }

    /// `title` as GitHub's slug, without a number: `HeadingAnchors.slug("Parts of a formula")` is `parts-of-a-formula`.
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
}

extension Page {
    /// The anchors of the page's headings, in page order, as every output names them: the
    /// destinations a link from another page (`setup.md#install`) can name.
    ///
    ///     try Page.parse(markdown: "# Setup\n\n## Setup\n", fileName: "a.md").headingAnchors   // ["setup", "setup-1"]
    package var headingAnchors: [String] {
        var taken = HeadingAnchors()
        var anchors: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case let .heading(_, content):
                    anchors.append(taken.anchor(for: content.map(\.text).joined(), given: block.anchor))
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
