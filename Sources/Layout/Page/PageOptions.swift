import Bidi

/// How a page is laid out: its width, language, and the direction and alignment that the
/// command line or front matter set.
///
///     let options = PageOptions(width: 800, language: "he")
public struct PageOptions: Sendable {
    /// Page width in pixels at scale 1.
    public var width: Double
    /// BCP 47 language tag: shaping language, numerals and, unless `direction` says otherwise,
    /// the page's layout direction.
    public var language: String
    /// The page's base direction; `.auto` leaves each block to its first strong character,
    /// with the layout direction taken from the language.
    public var direction: BaseDirection
    /// How paragraphs align; code blocks are always left aligned.
    public var alignment: Alignment
    /// The Markdown file: errors name it, and image paths are relative to its folder.
    public var source: String
    /// With `keepGoing`, a missing or unreadable image becomes a visible placeholder box
    /// instead of an error.
    public var keepGoing: Bool
    /// Why an image file does not decode, or nil when it does: Layout reads only a PNG's
    /// header, the caller (which can decode) says whether the rest of the file is sound, so a
    /// corrupt image is caught here with its Markdown line instead of failing later in the
    /// rasterizer.
    public var imageProblem: @Sendable (String) -> String?
    /// The folder images must lie inside, symbolic links resolved; nil: anywhere.
    public var siteRoot: String?
    /// Sizes, spacing and colours.
    public var style: PageStyle

    /// Creates options; only the language has no default.
    public init(width: Double = 800, language: String, direction: BaseDirection = .auto, alignment: Alignment = .natural,
                source: String = "page.md", keepGoing: Bool = false, siteRoot: String? = nil, imageProblem: @escaping @Sendable (String) -> String? = { _ in nil },
                style: PageStyle = PageStyle()) {
        self.width = width
        self.language = language
        self.direction = direction
        self.alignment = alignment
        self.source = source
        self.keepGoing = keepGoing
        self.imageProblem = imageProblem
        self.siteRoot = siteRoot
        self.style = style
    }

    /// The direction the page's furniture, list markers and table columns follow.
    public var layoutDirection: LayoutDirection {
        LayoutDirection(direction) ?? LayoutDirection(language: language)
    }
}
