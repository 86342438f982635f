import DisplayList

/// An image that stands in a line of text as one character: U+FFFC OBJECT REPLACEMENT
/// CHARACTER in the paragraph's text, with the image's width as its advance. It sits on the
/// baseline (as CSS's `vertical-align: baseline` puts an `<img>`), grows the line when it is
/// taller than the text, and moves with the bidi runs around it.
///
///     let play = InlineObject(path: "images/play.png", width: 16, height: 16, mirrored: true)
///     Paragraph([AttributedRun("לחצו על "), AttributedRun(InlineObject.character, TextAttributes(object: play))], shaper: shaper)
public struct InlineObject: Sendable, Equatable {
    /// The PNG file to draw; nil draws an outline in its place (a missing image, with
    /// `--keep-going`).
    public var path: String?
    /// The advance on the line, in pixels.
    public var width: Double
    /// How far above the baseline the image reaches, in pixels.
    public var height: Double
    /// Drawn mirrored left to right (a directional image on a right-to-left page).
    public var mirrored: Bool
    /// The image's alt text, for a tagged PDF's Figure.
    public var alternative: String?
    /// How far below the baseline it reaches, in pixels: an inline-block's part under its last line.
    public var depth = 0.0
    /// What an inline-block draws (its box and content), from its margin box's top left corner;
    /// nil for an image.
    public var items: [DisplayItem]?
    /// Where the object stands when not on the baseline: its top at the line box's top, or
    /// its bottom at the line box's bottom (CSS 2 §10.8.1 `vertical-align: top`, `bottom`).
    public var lineAligned: LineAlignment?

    /// An edge of the line box an object is aligned with.
    public enum LineAlignment: Sendable, Equatable { case top, bottom }

    /// Creates an object.
    ///
    ///     InlineObject(path: nil, width: 16, height: 16, mirrored: false)   // an outline: the file is missing
    public init(path: String?, width: Double, height: Double, mirrored: Bool, alternative: String? = nil) {
        self.alternative = alternative
        self.path = path
        self.width = width
        self.height = height
        self.mirrored = mirrored
    }

    /// The character an object takes in the text: U+FFFC OBJECT REPLACEMENT CHARACTER, a bidi
    /// neutral (ON) and a line-break class of its own (CB, UAX #14 LB20: breaks before and after).
    public static let character = "\u{FFFC}"

    /// What is drawn for the object with its left edge at `origin`, on the baseline.
    func displayItems(at origin: Point, color: Color) -> [DisplayItem] {
        if let items { return items.map { $0.shifted(dx: origin.x, dy: origin.y - height) } }
        return [displayItem(at: origin, color: color)]
    }

    private func displayItem(at origin: Point, color: Color) -> DisplayItem {
        let frame = Rect(x: origin.x, y: origin.y - height, width: width, height: height)
        guard let path else {
            return .stroke(Rect(x: frame.x + 0.5, y: frame.y + 0.5, width: frame.width - 1, height: frame.height - 1), color: color, width: 1)
        }
        return .image(path: path, frame: frame, mirrored: mirrored, alternative: alternative)
    }
}
