import DisplayList
import DOM
import Style

/// The typography of a page: sizes, spacing and colours, in pixels at scale 1, computed from
/// Galley's help-page sheet (Style's help.css) and the author sheets after it (`--stylesheet`)
/// by the cascade, so PNG, PDF and HTML output take their look from one source.
///
///     let style = PageStyle(authorSheets: [StyleSheet(parsing: "h1 { color: #b00 }", origin: .author)])
///     style.headingColor   // Color(red: 0.73, green: 0, blue: 0)
public struct PageStyle: Sendable, Equatable {
    /// The space between the page's edges and its content, on every side: `body`'s `margin-top`.
    public var margin: Double
    /// Pixels per em of body text (`body`'s `font-size`, which is `html`'s unless a sheet sets
    /// body's own); captions and the footer are drawn smaller.
    public var bodySize: Double
    /// Sizes of heading levels 1 to 6 (`h1` … `h6` `font-size`).
    public var headingSizes: [Double]
    /// Pixels per em of code blocks (`pre`'s `font-size`).
    public var codeSize: Double
    /// Line box height as a multiple of the fonts' ascent plus descent (`html`'s `line-height`,
    /// a number).
    public var lineSpacing: Double
    /// Whether text's `line-height` is `normal` as browsers compute it, from each font's ascent,
    /// descent and line gap in whole pixels (``Strut``), rather than Galley's line spacing: the
    /// UA look (``init(userAgentWith:rightToLeft:)``) where no sheet sets `html`'s line height.
    public var lineHeightIsNormal = false
    /// Whether a word wider than its line is broken to fit (Galley's look, as CSS
    /// `overflow-wrap: anywhere` does), rather than overflowing it as CSS's initial
    /// `overflow-wrap: normal` lets it (the UA look, unless a sheet sets `html`'s otherwise).
    public var breaksLongWords = true
    /// The space after a paragraph (`p`'s `margin-bottom`); other blocks take multiples of it.
    public var paragraphSpacing: Double
    /// The extra space above a heading that does not start the page (`h1`'s `margin-top`).
    public var headingSpacingBefore: Double
    /// The space below a heading (`h1`'s `margin-bottom`).
    public var headingSpacingAfter: Double
    /// Width of the gutter that holds list markers, and of a block quote's indent (`ul`'s
    /// `padding-inline-start`).
    public var indent: Double
    /// The space between a table cell's rules and its text (`td`'s `padding-top`); code blocks
    /// take 1.5 times it.
    public var cellPadding: Double
    /// The narrowest a figure's caption may be beside its image before the two stack
    /// (`figcaption`'s `min-width`).
    public var minimumCaptionWidth: Double
    /// The colour of text, code and list markers (`body`'s `color`).
    public var textColor: Color
    /// The colour of headings (`h1`'s `color`).
    public var headingColor: Color
    /// The colour of links and their underlines (`a`'s `color`).
    public var linkColor: Color
    /// The colour of thematic breaks, block quote bars and the footer's rule (`hr`'s
    /// `border-top-color`).
    public var ruleColor: Color
    /// The colour and width of table rules (`td`'s `border-top`).
    public var tableRuleColor: Color
    public var tableRuleWidth: Double
    /// The background of code blocks and table header rows (`pre`'s `background-color`).
    public var shadeColor: Color
    /// The colour of quoted text, figure captions, missing-image outlines and the footer
    /// (`blockquote`'s `color`).
    public var quoteColor: Color
    /// The rounded box behind inline code (`code`'s `background-color`; GitHub's rgba(175, 184,
    /// 193, 0.2) on white), with 6 px corners.
    public var codeBackdrop: TextAttributes.Backdrop
    /// The rounded box a remote image's alt text is drawn in.
    public var remoteImageBackdrop = TextAttributes.Backdrop(fill: Color(red: 0.89, green: 0.90, blue: 0.92), radius: 3)

    /// The help-page look, with no author sheets.
    public init() {
        self = Self.helpPage
    }

    /// The look help.css gives, overridden by `authorSheets` in order; `rightToLeft` is the
    /// page's direction, for sheets that style by `:dir()` or logical sides. Without author
    /// sheets it is the one help-page look, computed once: ua.css and help.css set the values
    /// read here on logical or on all sides, so the direction changes none of them (a test
    /// checks it).
    public init(authorSheets: [StyleSheet], rightToLeft: Bool = false) {
        if authorSheets.isEmpty {
            self = Self.helpPage
            return
        }
        self.init(computedFrom: Cascade(sheets: [.userAgent, .helpPage] + authorSheets), rightToLeft: rightToLeft)
    }

    /// The look of the HTML user-agent defaults alone (ua.css, HTML §15.3: body margin 8px,
    /// 16px text), overridden by `authorSheets`: a page as a browser's viewport shows it.
    public init(userAgentWith authorSheets: [StyleSheet], rightToLeft: Bool = false) {
        self.init(computedFrom: Cascade(sheets: [.userAgent] + authorSheets), rightToLeft: rightToLeft, userAgent: true)
    }

    /// help.css alone: it sets every value read here, so ua.css, below it, decides none of
    /// them on a left-to-right page (a test checks it), and a page without author sheets need
    /// not parse it.
    private static let helpPage = PageStyle(computedFrom: Cascade(sheets: [.helpPage]), rightToLeft: false)

    /// Reads the computed values of a page of one element of each kind Galley draws.
    private init(computedFrom cascade: Cascade, rightToLeft: Bool, userAgent: Bool = false) {
        var tree = DOMTree()
        let html = tree.append(Element(name: "html", attributes: [Attribute(name: "dir", value: rightToLeft ? "rtl" : "ltr")]), to: DOMTree.root, line: 0)
        let body = tree.append(Element(name: "body"), to: html, line: 0)
        var probe: [String: Int] = [:]
        for name in ["h1", "h2", "h3", "h4", "h5", "h6", "p", "pre", "code", "ul", "a", "blockquote", "hr", "figcaption"] {
            probe[name] = tree.append(Element(name: name), to: body, line: 0)
        }
        let row = tree.append(Element(name: "tr"), to: tree.append(Element(name: "table"), to: body, line: 0), line: 0)
        probe["td"] = tree.append(Element(name: "td"), to: row, line: 0)
        let styled = cascade.style(tree, page: .init(language: "", rightToLeft: rightToLeft))
        func style(_ name: String) -> ComputedStyle { styled.style(of: probe[name]!) }
        func length(_ name: String, _ property: Property) -> Double { style(name).pixels(property) ?? 0 }
        let rootStyle = styled.style(of: html)
        margin = styled.style(of: body).pixels(.marginTop) ?? 0
        bodySize = styled.style(of: body).fontSize
        headingSizes = (1...6).map { style("h\($0)").fontSize }
        codeSize = style("pre").fontSize
        if case let .number(spacing) = rootStyle[.lineHeight] { lineSpacing = spacing } else { lineSpacing = 1.1 }
        lineHeightIsNormal = userAgent && rootStyle[.lineHeight] == .keyword("normal")
        breaksLongWords = !userAgent || rootStyle[.overflowWrap] != .keyword("normal")
        paragraphSpacing = length("p", .marginBottom)
        headingSpacingBefore = length("h1", .marginTop)
        headingSpacingAfter = length("h1", .marginBottom)
        indent = length("ul", rightToLeft ? .paddingRight : .paddingLeft)
        cellPadding = length("td", .paddingTop)
        minimumCaptionWidth = length("figcaption", .minWidth)
        textColor = Color(styled.style(of: body).color)
        headingColor = Color(style("h1").color)
        linkColor = Color(style("a").color)
        ruleColor = Color(style("hr")[.borderTopColor])
        tableRuleColor = Color(style("td")[.borderTopColor])
        tableRuleWidth = length("td", .borderTopWidth)
        shadeColor = Color(style("pre").backgroundColor ?? RGBA(red: 1, green: 1, blue: 1))
        quoteColor = Color(style("blockquote").color)
        codeBackdrop = TextAttributes.Backdrop(fill: Color(style("code").backgroundColor ?? RGBA(red: 1, green: 1, blue: 1)), radius: 6)
    }
}

extension Color {
    init(_ rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    init(_ value: CSSValue) {
        if case let .color(rgba) = value { self.init(rgba) } else { self.init(red: 0, green: 0, blue: 0) }
    }
}
