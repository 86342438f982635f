/// A character on the page that none of Galley's fonts draws, and the source line it is first on.
///
///     page.missingGlyphs   // [MissingGlyph(character: "ཀ", line: 3)]
public struct MissingGlyph: Sendable, Equatable {
    /// The character, drawn as a box.
    public var character: Unicode.Scalar
    /// The Markdown line of the first block it is in.
    public var line: Int

    /// Creates a record.
    public init(character: Unicode.Scalar, line: Int) {
        self.character = character
        self.line = line
    }
}
