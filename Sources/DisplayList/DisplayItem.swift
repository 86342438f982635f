/// One thing to draw. Items are drawn in order; later items paint over earlier ones.
///
///     let rule = DisplayItem.rectangle(Rect(x: 40, y: 300, width: 720, height: 1), fill: .black)
public enum DisplayItem: Sendable, Equatable {
    /// Text.
    case glyphs(PositionedGlyphRun)
    /// A filled rectangle (table rules, code block backgrounds, list bullets, placeholders).
    case rectangle(Rect, fill: Color)
    /// A filled rectangle with corners rounded by `radius` pixels (inline code's background, a
    /// remote image's box).
    case roundedRectangle(Rect, radius: Double, fill: Color)
    /// A rectangle's outline, `width` pixels wide, centred on the rectangle's edges.
    case stroke(Rect, color: Color, width: Double)
    /// A PNG image scaled into `frame`, mirrored left to right when `mirrored`; `alternative`
    /// is its alt text, which a tagged PDF gives its Figure (nil: decoration, an artifact).
    case image(path: String, frame: Rect, mirrored: Bool, alternative: String? = nil)
    /// Where a link is: clicking in `area` goes to `target`, a URL or `#` and a heading's anchor.
    /// Draws nothing; a PDF gets a link annotation.
    ///
    ///     DisplayItem.link(target: "https://example.com/help", area: Rect(x: 40, y: 100, width: 120, height: 24))
    case link(target: String, area: Rect)
    /// Where a heading starts, its level (1...6), its text and its anchor (what `#anchor` links
    /// name). Draws nothing; a PDF gets a destination and an outline entry.
    ///
    ///     DisplayItem.heading(level: 2, title: "Parts of a formula", anchor: "parts-of-a-formula", position: Point(x: 40, y: 180))
    case heading(level: Int, title: String, anchor: String, position: Point)
    /// A place `#anchor` links go to that is not a heading (a footnote): no outline entry.
    ///
    ///     DisplayItem.destination(anchor: "fn-1", position: Point(x: 40, y: 900))
    case destination(anchor: String, position: Point)
}
