/// An image as referenced from the Markdown: where it is, what it shows, and whether it
/// mirrors with the text direction.
///
/// Images are *fixed* by default: a screenshot or a logo never flips. An image that points
/// along the reading direction (an arrow, a progress diagram) is marked *directional* with a
/// `{.directional}` attribute written right after it, with no space:
///
/// ```markdown
/// ![Next](arrow-next.png){.directional}
/// ```
///
/// Why this syntax: it is the attribute syntax of Pandoc and kramdown, the same family as
/// the `{dir=rtl}` block attribute (see ``Block``), and it leaves the URL and the title alone,
/// so other Markdown renderers still load the file and show the same tooltip. A `#fragment`
/// would change the URL, and a title prefix would show in every other renderer's tooltip.
///
/// Choosing a per-language file (`arrow.he.png`) is the layout's job; ``source`` is kept as
/// written.
///
/// ```swift
/// ImageReference(source: "images/arrow.png", alt: "Next", isDirectional: true)
/// ```
public struct ImageReference: Hashable, Sendable {
    /// The path or URL as written, relative to the Markdown file.
    public var source: String
    /// The alt text, as plain text.
    public var alt: String
    /// `true` when the image mirrors in right-to-left text (`{.directional}`).
    public var isDirectional: Bool

    /// Creates an image reference.
    ///
    /// ```swift
    /// ImageReference(source: "logo.png", alt: "Galley")  // fixed
    /// ```
    public init(source: String, alt: String, isDirectional: Bool = false) {
        self.source = source
        self.alt = alt
        self.isDirectional = isDirectional
    }
}
