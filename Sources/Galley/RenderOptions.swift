/// Everything that decides how one page is rendered, as the command line and golden manifests
/// give it.
///
///     let options = RenderOptions(input: "Examples/help.he.md", language: "he", width: 800)
public struct RenderOptions: Sendable, Equatable, Hashable {
    /// The Markdown file.
    public var input: String
    /// BCP 47 language tag of the page, e.g. `he`, `ar-SA`; sets the layout direction.
    public var language: String
    /// Page width in pixels at scale 1.
    public var width: Double
    /// Device pixels per page pixel in PNG output.
    public var scale: Double

    public init(input: String, language: String, width: Double = 800, scale: Double = 1) {
        self.input = input
        self.language = language
        self.width = width
        self.scale = scale
    }
}
