/// What a run asks of its font, besides the script: weight, slant, whether it is code, and the
/// page's own faces its CSS `font-family` names.
///
///     let heading = FontStyle(bold: true)
///     let code = FontStyle(monospace: true)
///     let web = FontStyle(preferredFaces: fonts.preferredFaces([try fonts.addFace(path: "fonts/ezra.woff")]))
public struct FontStyle: Sendable, Hashable {
    /// Bold weight; every bundled family has a bold face.
    public var bold: Bool
    /// Italic slant; families without an italic face (Hebrew, Arabic, Devanagari, Mono) are
    /// slanted by the rasterizer (`FontContext.synthesizesOblique(face:style:)`).
    public var italic: Bool
    /// Code: the monospaced family (Noto Sans Mono) first, whatever the script.
    public var monospace: Bool
    /// Faces added for the page (`FontContext.addFace(path:)`: its `@font-face` files, fonts
    /// a reftest list provides), in the order of the run's `font-family` list, each the one of
    /// its family that fits the weight and slant: a character takes the first of them that has
    /// it (CSS Fonts 4 §5.3), else Galley's own families as without them.
    public var preferredFaces: PreferredFaces

    /// Creates a style; plain text by default.
    public init(bold: Bool = false, italic: Bool = false, monospace: Bool = false, preferredFaces: PreferredFaces = .none) {
        self.bold = bold
        self.italic = italic
        self.monospace = monospace
        self.preferredFaces = preferredFaces
    }
}
