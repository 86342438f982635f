import Bidi
import Document
import LocaleRules

/// How a page is laid out: its width, language, and the direction and alignment that the
/// command line or front matter set.
///
///     let options = PageOptions(width: 800, language: try LanguageTag("he"))
public struct PageOptions: Sendable {
    /// Page width in pixels at scale 1.
    public var width: Double
    /// The page's language: shaping language, numerals, image variants and, unless
    /// `direction` says otherwise, the page's direction.
    public var language: LanguageTag
    /// The page's `dir` (front matter or command line); nil: the language's direction. `auto`
    /// gives each block the direction of its first strong character, the language's when it has
    /// none; the page's furniture, list markers and table columns then follow the language.
    public var direction: TextDirection?
    /// How paragraphs align; code blocks are always left aligned.
    public var alignment: Alignment
    /// How justified lines fill their width: spaces, or kashida in Arabic words.
    public var justification: Justification
    /// The Markdown file: errors name it, and image paths are relative to its folder.
    public var source: String
    /// With `keepGoing`, a missing or unreadable image becomes a visible placeholder box
    /// instead of an error.
    public var keepGoing: Bool
    /// Whether typed ASCII digits in running text are drawn with the locale's digits.
    public var digits: Digits
    /// Why an image file does not decode, or nil when it does: Layout reads only a PNG's
    /// header, the caller (which can decode) says whether the rest of the file is sound, so a
    /// corrupt image is caught here with its Markdown line instead of failing later in the
    /// rasterizer.
    public var imageProblem: @Sendable (String) -> String?
    /// The folder images must lie inside, symbolic links resolved; nil: anywhere.
    public var siteRoot: String?
    /// The folder of copies of the page's images on the web (`--images-from`): `https://host/path`
    /// is read from `<imagesFrom>/host/path`; nil: they are drawn as their alt text (``RemoteImage``).
    public var imagesFrom: String?
    /// Sizes, spacing and colours.
    public var style: PageStyle
    /// A folder of font files that CSS `font-family` may name by their family names, as a
    /// browser names the fonts installed on its machine: the reftest runner gives the list's
    /// `fonts/` (Ahem). Nil: only `@font-face` files and Galley's own faces; never the machine's.
    public var namedFonts: String?
    /// The height of the viewport, the initial containing block's (CSS 2 §10.1 item 2); nil: the
    /// page's own height.
    public var viewportHeight: Double?

    /// Creates options; only the language has no default.
    public init(width: Double = 800, language: LanguageTag, direction: TextDirection? = nil, alignment: Alignment = .natural,
                justification: Justification = .spaces, source: String = "page.md", keepGoing: Bool = false, digits: Digits = .asTyped,
                siteRoot: String? = nil, imagesFrom: String? = nil, imageProblem: @escaping @Sendable (String) -> String? = { _ in nil },
                style: PageStyle = PageStyle()) {
        self.width = width
        self.language = language
        self.direction = direction
        self.alignment = alignment
        self.justification = justification
        self.source = source
        self.keepGoing = keepGoing
        self.digits = digits
        self.imageProblem = imageProblem
        self.siteRoot = siteRoot
        self.imagesFrom = imagesFrom
        self.style = style
    }

    /// The direction the page's furniture, list markers and table columns follow.
    public var layoutDirection: LayoutDirection { Self.layoutDirection(direction, language: language) }

    /// The layout direction of a page whose `dir` is `direction` in `language`, for a caller
    /// that needs it before the options are made (a page's ``PageStyle`` depends on it).
    public static func layoutDirection(_ direction: TextDirection?, language: LanguageTag) -> LayoutDirection {
        switch direction {
        case .leftToRight?: .leftToRight
        case .rightToLeft?: .rightToLeft
        case .auto?, .plaintext?, nil: language.direction
        }
    }

    /// The base direction of the page's paragraphs, unless a block sets its own.
    public var baseDirection: BaseDirection {
        direction == .auto ? BaseDirection(.auto, inheriting: layoutDirection) : BaseDirection(layoutDirection)
    }
}
