import LocaleRules

extension Page {
    /// The page as it would read in a pseudolanguage, to test the layout without a
    /// translation.
    ///
    /// Every text is changed by ``Pseudolanguage/pseudolocalize(_:)`` (see ``Pseudolanguage``
    /// for each language's rule), each as one unit: heading, paragraph, list items and block
    /// quotes at any depth, table header and body cells one by one, figure captions, image alt
    /// texts, and the front matter `title`. Kept as written: code blocks, code spans, link
    /// destinations, image sources, thematic breaks, line numbers and each block's own
    /// `{dir=…}` direction.
    ///
    /// The front matter `lang` becomes the pseudolanguage's tag; ``Pseudolanguage/rightToLeft``
    /// also sets `dir` to `.rightToLeft`, the others leave `dir` as it was.
    ///
    /// ```swift
    /// let page = try Page.parse(markdown: "# Save\n\nRun `make`.", fileName: "help.md")
    /// let pseudo = page.pseudolocalized(as: .rightToLeft)
    /// pseudo.frontMatter.lang  // "ar-XB"
    /// pseudo.frontMatter.dir   // .rightToLeft
    /// pseudo.blocks[1].kind    // .paragraph([InlineRun("\u{202E}Run\u{202C} "),
    ///                          //   InlineRun("make", style: InlineStyle(code: true)), InlineRun(".")])
    /// ```
    public func pseudolocalized(as language: Pseudolanguage) -> Page {
        var frontMatter = frontMatter
        frontMatter.lang = language.tag
        frontMatter.title = frontMatter.title.map(language.pseudolocalize)
        if language == .rightToLeft { frontMatter.dir = .rightToLeft }
        return Page(frontMatter: frontMatter, blocks: blocks.map { $0.pseudolocalized(as: language) }, unsupportedHTML: unsupportedHTML)
    }
}

extension Block {
    /// The block with its text in `language`, its line and direction unchanged.
    func pseudolocalized(as language: Pseudolanguage) -> Block {
        var block = self
        switch kind {
        case let .heading(level, content):
            block.kind = .heading(level: level, content: language.pseudolocalize(content))
        case let .paragraph(content):
            block.kind = .paragraph(language.pseudolocalize(content))
        case var .list(list):
            list.items = list.items.map { item in item.map { $0.pseudolocalized(as: language) } }
            block.kind = .list(list)
        case let .blockQuote(blocks):
            block.kind = .blockQuote(blocks.map { $0.pseudolocalized(as: language) })
        case var .box(box):
            box.children = box.children.map { $0.pseudolocalized(as: language) }
            block.kind = .box(box)
        case var .table(table):
            table.header = table.header.map { TableCell(language.pseudolocalize($0.content), direction: $0.direction) }
            table.rows = table.rows.map { row in row.map { TableCell(language.pseudolocalize($0.content), direction: $0.direction) } }
            block.kind = .table(table)
        case var .figure(figure):
            figure.caption = language.pseudolocalize(figure.caption)
            figure.image.alt = language.pseudolocalize(figure.image.alt)
            block.kind = .figure(figure)
        case .codeBlock, .thematicBreak:
            break
        }
        return block
    }
}
