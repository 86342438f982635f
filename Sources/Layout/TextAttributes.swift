import DisplayList
import Shaping

/// How a stretch of text looks: font style and size, colour, and the link it points to.
///
///     let link = TextAttributes(size: 16, color: Color(red: 0.1, green: 0.3, blue: 0.8), link: "https://example.com")
public struct TextAttributes: Sendable, Equatable {
    public var style: FontStyle
    /// Pixels per em.
    public var size: Double
    public var color: Color
    /// Target of a link, drawn underlined.
    public var link: String?
    /// Drawn with a line through it.
    public var strikethrough: Bool

    public init(style: FontStyle = FontStyle(), size: Double = 16, color: Color = .black, link: String? = nil,
                strikethrough: Bool = false) {
        self.style = style
        self.size = size
        self.color = color
        self.link = link
        self.strikethrough = strikethrough
    }
}

/// A piece of a paragraph's text with its attributes.
///
///     let runs = [AttributedRun("Galley ", TextAttributes(style: FontStyle(bold: true))), AttributedRun("מציג עמודים", TextAttributes())]
public struct AttributedRun: Sendable, Equatable {
    public var text: String
    public var attributes: TextAttributes

    public init(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
        self.text = text
        self.attributes = attributes
    }
}
