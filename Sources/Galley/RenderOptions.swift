import Document
import Foundation
import Layout

/// Everything that decides how one page is rendered, as the command line and golden manifests
/// give it. Unset values come from the page's front matter, then from the defaults.
///
///     let options = RenderOptions(input: "Examples/help.he.md", language: "he", width: 800)
public struct RenderOptions: Sendable, Equatable, Hashable {
    /// The Markdown file.
    public var input: String
    /// BCP 47 language tag of the page, e.g. `he`, `ar-SA`, `ar-SA-u-nu-latn`; sets the layout
    /// direction, the shaping language and the digits of list and page numbers. Nil: the front
    /// matter's `lang`, else `en`.
    public var language: String?
    /// Page width in pixels at scale 1 (PNG; a PDF takes the paper's width).
    public var width: Double
    /// Device pixels per page pixel in PNG output.
    public var scale: Double
    /// Base direction of the page; nil: the front matter's `dir`, else each block's first
    /// strong character.
    public var direction: TextDirection?
    /// Nil: the front matter's `align`, else `natural`.
    public var alignment: Alignment?
    /// The paper of PDF output.
    public var paper: Paper
    /// Draw a placeholder for a missing image instead of failing.
    public var keepGoing: Bool
    /// Fail, instead of warning, when the page has characters none of Galley's fonts draws.
    public var strict: Bool
    /// How justified lines fill their width; nil: the front matter's `justify`, else spaces.
    public var justification: Justification?

    /// HTML output: the folder of the fonts relative to the page, which the caller fills
    /// (`HTMLPage.copyFonts`, once for a whole site); nil: `fonts/` beside the page, copied with it.
    public var fontFolder: String?

    /// The PDF's creation date; nil: now. The command sets it from SOURCE_DATE_EPOCH, so that
    /// two runs write the same bytes.
    public var creationDate: Date?
    /// Values for the page's placeholders (`--set`); they win over the front matter's
    /// `values:`, which win over `values.yaml` beside the page.
    public var values: MessageValues
    /// Whether digits typed in running text are drawn with the locale's digits (`--digits native`).
    public var digits: Digits

    /// The folder the page and its images must lie inside (symbolic links resolved); nil: the
    /// page's own folder.
    public var siteRoot: String?
    /// Read pages and images outside `siteRoot` too.
    public var allowOutside: Bool
    /// Author style sheets (`--stylesheet`), in order: they style the page's HTML and override
    /// the help-page look (PageStyle) in every output.
    public var stylesheets: [String] = []
    /// Lay the page out as a browser's viewport shows it: with the HTML user-agent defaults
    /// (ua.css: body margin 8px, 16px text, paragraphs and headings spaced by their `em`
    /// margins) and the author sheets, without Galley's help-page look (help.css), its glyphs
    /// hinted as browsers on Linux draw them (``GlyphHinting/vertical``) in PNG output. The reftest
    /// runner (`render check --reftests`) sets it; otherwise every page has the help-page look.
    public var userAgentLook = false
    /// The height of the browser viewport the page is shown in, which `position: fixed` and
    /// absolutely positioned boxes outside any positioned box are placed in; nil: the page's
    /// own height. The reftest runner sets it to 600.
    public var viewportHeight: Double?
    /// The folder of copies of the page's images on the web: `https://host/path` is read from
    /// `<imagesFrom>/host/path`; nil: such images are drawn as their alt text, never fetched.
    public var imagesFrom: String?
    /// A folder of font files that CSS `font-family` may name by family name, as a browser
    /// names installed fonts (`PageOptions.namedFonts`): the reftest runner gives the list's
    /// `fonts/`. Nil: only `@font-face` files and Galley's own fonts, never the machine's.
    public var namedFonts: String?

    /// Where the page's links to other pages point (a site build's ``SiteMap``); nil: the
    /// pages beside it on disk, named as the output is (``PageLinks``).
    public var links: PageLinks?

    /// The page widths accepted, from the command line or a golden manifest.
    public static let widthRange = 100.0...20000.0
    /// The scales accepted: below a tenth a page is a few pixels wide (1e-5 made a 1x1 PNG).
    public static let scaleRange = 0.1...8.0

    /// Creates options for the page at `input`; what is left nil comes from its front matter.
    public init(input: String, language: String? = nil, width: Double = 800, scale: Double = 1, direction: TextDirection? = nil,
                alignment: Alignment? = nil, paper: Paper = .a4, keepGoing: Bool = false, strict: Bool = false,
                creationDate: Date? = nil, values: MessageValues = MessageValues(), digits: Digits = .asTyped,
                fontFolder: String? = nil, siteRoot: String? = nil, allowOutside: Bool = false, imagesFrom: String? = nil) {
        self.input = input
        self.language = language
        self.width = width
        self.scale = scale
        self.direction = direction
        self.alignment = alignment
        self.paper = paper
        self.keepGoing = keepGoing
        self.strict = strict
        justification = nil
        self.creationDate = creationDate
        self.values = values
        self.digits = digits
        self.fontFolder = fontFolder
        self.siteRoot = siteRoot
        self.allowOutside = allowOutside
        self.imagesFrom = imagesFrom
    }
}
