import DisplayList

/// A whole page laid out as one tall column: what to draw, where each block went, and where
/// the page may be cut into printed pages.
///
///     let layout = PageLayout(options: options, shaper: shaper)
///     let page = try layout.layout(document)
///     let png = page.displayList()                                  // one tall page
///     let pdf = layout.paginate(page, paper: .a4, title: "Help")    // printed pages
public struct LaidOutPage: Sendable {
    /// The page width in pixels at scale 1, as the options gave it.
    public var width: Double
    /// The content's height plus the margins, rounded up to a whole pixel.
    public var height: Double
    /// What to draw, in page coordinates and painting order.
    public var items: [DisplayItem]
    /// Where each block and its parts went, in layout order.
    public var boxes: [LayoutBox]
    /// The places between lines, rows and blocks where a printed page may end, by y ascending.
    public var breakPoints: [BreakPoint]
    /// Table headers to draw again at the top of a printed page that starts inside their table.
    public var repeatingHeaders: [RepeatingHeader]
    /// The characters none of Galley's fonts draws, each once, with the line it is first on.
    public var missingGlyphs: [MissingGlyph] = []
    /// The images on the web drawn as their alt text (``RemoteImage``), each once, in page order.
    public var remoteImages: [RemoteImage] = []
    /// The font files the page's CSS names that Galley did not read, one line each naming the
    /// file and why (a web URL, a file outside the page's folders, no font): their families fell
    /// through to the next of each list.
    public var fontProblems: [String] = []
    /// Every paragraph of text placed on the page (list markers aside), in layout order.
    package var texts: [PlacedText] = []

    /// A table's header row and the stretch of body rows it belongs to.
    ///
    ///     let header = page.repeatingHeaders.first { $0.body.contains(top) }
    ///     header?.height   // the room it takes atop a printed page that starts at `top`
    public struct RepeatingHeader: Sendable {
        /// From the top of the first body row to the bottom of the table.
        public var body: Range<Double>
        /// The header's items with the header's top at y = 0.
        public var items: [DisplayItem]
        /// The header row's height.
        public var height: Double
    }

    /// The page as a single display list, as tall as its content.
    public func displayList() -> DisplayList {
        DisplayList(width: width, height: height, items: items)
    }
}
