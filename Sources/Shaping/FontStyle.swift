/// What a run asks of its font, besides the script: weight, slant, and whether it is code.
///
///     let heading = FontStyle(bold: true)
///     let code = FontStyle(monospace: true)
public struct FontStyle: Sendable, Hashable {
    /// Bold weight; every bundled family has a bold face.
    public var bold: Bool
    /// Italic slant; families without an italic face (Hebrew, Arabic, Devanagari, Mono) are
    /// slanted by the rasterizer (`FontContext.synthesizesOblique(face:style:)`).
    public var italic: Bool
    /// Code: the monospaced family (Noto Sans Mono) first, whatever the script.
    public var monospace: Bool

    /// Creates a style; plain text by default.
    public init(bold: Bool = false, italic: Bool = false, monospace: Bool = false) {
        self.bold = bold
        self.italic = italic
        self.monospace = monospace
    }
}
