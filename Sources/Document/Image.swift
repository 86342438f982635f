/// An image as referenced from the Markdown: where it is, what it shows, and whether it
/// mirrors with the text direction.
///
/// Images are *fixed* by default: a screenshot or a logo never flips. An image that points
/// along the reading direction (an arrow, a progress diagram) is *directional*: mirrored on a
/// right-to-left page. As with SF Symbols, a name that says so makes it directional
/// (`arrow.forward.png`, `chevron-backward.png`), and so does a class written right after it,
/// with no space (see ``ImageAttributes``); `{.left}` and `{.right}` keep it fixed whatever its
/// name says:
///
/// ```markdown
/// ![Next](arrow-next.png){.directional}  ![Next](next.png){.forward}  ![](arrow-forward.png){.right}
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
    /// The height given with `{height=…}`; nil for the image's own height (a figure) or the
    /// text's size (an image in running text).
    public var height: ImageHeight?
    /// The width in pixels an HTML `<img width>` or a style gives; with no ``height``, the
    /// height follows from the file's proportions.
    public var width: Double?

    /// Creates an image reference.
    ///
    /// ```swift
    /// ImageReference(source: "logo.png", alt: "Galley")  // fixed
    /// ```
    public init(source: String, alt: String, isDirectional: Bool = false, height: ImageHeight? = nil) {
        self.source = source
        self.alt = alt
        self.isDirectional = isDirectional
        self.height = height
    }

    /// An image written with `attributes`: directional when a class says so, else when a word
    /// of its file name is `forward` or `backward` (`arrow.forward.png`, `go-backward.png`).
    init(source: String, alt: String, attributes: ImageAttributes?) {
        let name = source.split(separator: "/").last ?? ""
        let words = name.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
        let named = words.contains("forward") || words.contains("backward")
        self.init(source: source, alt: alt, isDirectional: (attributes?.orientation).map { $0 == .directional } ?? named,
                  height: attributes?.height)
    }
}
