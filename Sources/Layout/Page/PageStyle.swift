import DisplayList

/// The typography of a page: sizes, spacing and colours, in pixels at scale 1.
///
///     var style = PageStyle()
///     style.bodySize = 18
public struct PageStyle: Sendable {
    public var margin = 40.0
    public var bodySize = 16.0
    /// Sizes of heading levels 1 to 6.
    public var headingSizes: [Double] = [30, 24, 20, 17, 16, 16]
    public var codeSize = 14.0
    public var lineSpacing = 1.1
    public var paragraphSpacing = 12.0
    public var headingSpacingBefore = 14.0
    /// Width of the gutter that holds list markers, and of a block quote's indent.
    public var indent = 32.0
    public var cellPadding = 8.0
    /// The narrowest a figure's caption may be beside its image before the two stack.
    public var minimumCaptionWidth = 220.0
    public var textColor = Color(red: 0.12, green: 0.12, blue: 0.14)
    public var linkColor = Color(red: 0.05, green: 0.33, blue: 0.75)
    public var ruleColor = Color(red: 0.78, green: 0.79, blue: 0.82)
    public var shadeColor = Color(red: 0.95, green: 0.96, blue: 0.97)
    public var quoteColor = Color(red: 0.35, green: 0.36, blue: 0.40)

    public init() {}
}
