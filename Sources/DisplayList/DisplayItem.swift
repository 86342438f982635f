/// One thing to draw. Items are drawn in order; later items paint over earlier ones.
///
///     let rule = DisplayItem.rectangle(Rect(x: 40, y: 300, width: 720, height: 1), fill: .black)
public enum DisplayItem: Sendable, Equatable {
    /// Text.
    case glyphs(PositionedGlyphRun)
    /// A filled rectangle (table rules, code block backgrounds, list bullets, placeholders).
    case rectangle(Rect, fill: Color)
    /// A rectangle's outline, `width` pixels wide, centred on the rectangle's edges.
    case stroke(Rect, color: Color, width: Double)
    /// A PNG image scaled into `frame`, mirrored left to right when `mirrored`.
    case image(path: String, frame: Rect, mirrored: Bool)
}
