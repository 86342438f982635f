/// How glyph outlines are fitted to the pixel grid when drawn.
public enum GlyphHinting: Sendable, Equatable {
    /// Outlines drawn as they are, antialiased: the same on every machine, and Galley's own look.
    case none
    /// Horizontal edges (tops, bottoms, baselines) moved to whole pixels, widths kept: FreeType's
    /// light auto-hinting, which browsers on Linux draw text with (Skia's "slight" hinting). An
    /// Ahem glyph at 24px, 19.2px above its baseline, then covers 19 whole rows as the box of a
    /// reference drawn with pixel-snapped edges does.
    case vertical
}
