import DisplayList

/// The typography of a page: sizes, spacing and colours, in pixels at scale 1.
///
///     var style = PageStyle()
///     style.bodySize = 18
public struct PageStyle: Sendable {
    /// The space between the page's edges and its content, on every side.
    public var margin = 40.0
    /// Pixels per em of body text; captions and the footer are drawn smaller.
    public var bodySize = 16.0
    /// Sizes of heading levels 1 to 6.
    public var headingSizes: [Double] = [30, 24, 20, 17, 16, 16]
    /// Pixels per em of code blocks.
    public var codeSize = 14.0
    /// Line box height as a multiple of the fonts' ascent plus descent.
    public var lineSpacing = 1.1
    /// The space after a paragraph; other blocks take multiples of it.
    public var paragraphSpacing = 12.0
    /// The extra space above a heading that does not start the page.
    public var headingSpacingBefore = 14.0
    /// Width of the gutter that holds list markers, and of a block quote's indent.
    public var indent = 32.0
    /// The space between a table cell's rules and its text; code blocks take 1.5 times it.
    public var cellPadding = 8.0
    /// The narrowest a figure's caption may be beside its image before the two stack.
    public var minimumCaptionWidth = 220.0
    /// The colour of text, code and list markers.
    public var textColor = Color(red: 0.12, green: 0.12, blue: 0.14)
    /// The colour of links and their underlines.
    public var linkColor = Color(red: 0.05, green: 0.33, blue: 0.75)
    /// The colour of table rules, thematic breaks, block quote bars and the footer's rule.
    public var ruleColor = Color(red: 0.78, green: 0.79, blue: 0.82)
    /// The background of code blocks and table header rows.
    public var shadeColor = Color(red: 0.95, green: 0.96, blue: 0.97)
    /// The colour of quoted text, figure captions, missing-image outlines and the footer.
    public var quoteColor = Color(red: 0.35, green: 0.36, blue: 0.40)
    /// The rounded box behind inline code: GitHub's, rgba(175, 184, 193, 0.2) on white with
    /// 6 px corners.
    public var codeBackdrop = TextAttributes.Backdrop(fill: Color(red: 0.937, green: 0.945, blue: 0.951), radius: 6)
    /// The rounded box a remote image's alt text is drawn in.
    public var remoteImageBackdrop = TextAttributes.Backdrop(fill: Color(red: 0.89, green: 0.90, blue: 0.92), radius: 3)

    /// The default style.
    public init() {}
}
