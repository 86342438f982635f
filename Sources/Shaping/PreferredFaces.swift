/// The faces a run's CSS `font-family` names that the page added (`FontContext.addFace(path:)`),
/// in the list's order, as the font context keeps the list: by number, so that a style, copied
/// with every run, item and glyph run, is copied without reference counting.
///
///     let web = fonts.preferredFaces([try fonts.addFace(path: "fonts/ezra.woff")])
///     fonts.faces(of: web)   // [the Ezra face]
public struct PreferredFaces: Hashable, Sendable {
    /// The list's number in its font context; 0 for none.
    let id: Int32

    /// No faces of the page's: Galley's own faces draw.
    public static let none = PreferredFaces(id: 0)
}
