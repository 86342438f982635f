/// An image that stands alone in its paragraph, with a caption.
///
/// The caption is, in order of preference:
/// 1. the image title: `![Alt](chart.png "Sales by month")`;
/// 2. an italic line right after the image, on the next line or as the next paragraph
///    (that paragraph is consumed): `![Alt](chart.png)` then `*Sales by month*`;
///    the caption keeps the runs inside the emphasis without the italic itself;
/// 3. none. The alt text is what the image says to those who cannot see it (`alt` in HTML,
///    /Alt in a tagged PDF), never a visible caption, as browsers show `<img alt>`.
///
/// ```swift
/// // ![Chart](chart.png "Sales")
/// Figure(image: ImageReference(source: "chart.png", alt: "Chart"),
///        caption: [InlineRun("Sales")])
/// ```
public struct Figure: Equatable, Sendable {
    /// The image to draw.
    public var image: ImageReference
    /// The caption under the image.
    public var caption: [InlineRun]

    /// Creates a figure.
    ///
    /// ```swift
    /// Figure(image: ImageReference(source: "a.png", alt: "A"), caption: [InlineRun("A")])
    /// ```
    public init(image: ImageReference, caption: [InlineRun]) {
        self.image = image
        self.caption = caption
    }
}
