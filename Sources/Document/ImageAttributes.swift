/// The attributes Galley reads right after an image, in Pandoc/kramdown `{…}` syntax with no
/// space before it: classes that say which way the image points, and its height.
///
/// - `{.directional}`, `{.forward}`, `{.backward}`: the image points along the reading
///   direction and is mirrored on a right-to-left page (as SF Symbols' `chevron.forward`).
/// - `{.left}`, `{.right}`: it points where it says and never flips (the default for any image
///   whose name does not say `forward` or `backward`).
/// - `{height=20}`, `{height=20px}`, `{height=1.5em}`: its height; an inline image is as tall
///   as the text's size otherwise.
///
/// Anything else between the braces (an unknown class, a misspelt key) leaves the whole
/// `{…}` as text, so that a mistake shows on the page instead of being dropped.
///
/// ```swift
/// ImageAttributes.parse("{.forward height=1.5em} to go on")
/// // (ImageAttributes(orientation: .directional, height: .ems(1.5)), length: 23)
/// ```
public struct ImageAttributes: Equatable, Sendable {
    /// Which way the image points, when a class says it.
    public var orientation: Orientation?
    /// The height given, if any.
    public var height: ImageHeight?

    /// Whether an image mirrors with the text direction.
    public enum Orientation: Equatable, Sendable {
        /// Points along the reading direction: mirrored in right-to-left text.
        case directional
        /// Points where it says (`left`, `right`) or is a picture: never mirrored.
        case fixed
    }

    /// Reads a `{…}` at the start of `text`; returns the attributes and how many characters
    /// they take, or nil when `text` does not start with a well-formed attribute list of
    /// known classes and keys.
    static func parse(_ text: some StringProtocol) -> (ImageAttributes, length: Int)? {
        guard text.first == "{", let close = text.firstIndex(of: "}") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close]
        guard !inside.contains("{"), !inside.contains("\n") else { return nil }
        var attributes = ImageAttributes()
        for token in inside.split(separator: " ") {
            switch token {
            case ".directional", ".forward", ".backward": attributes.orientation = .directional
            case ".left", ".right": attributes.orientation = .fixed
            case _ where token.hasPrefix("height="):
                guard let height = ImageHeight(token.dropFirst("height=".count)) else { return nil }
                attributes.height = height
            default: return nil
            }
        }
        return (attributes, text.distance(from: text.startIndex, to: close) + 1)
    }
}

/// The height of an image given with `{height=…}`: pixels, or ems of the text around it.
///
/// ```swift
/// ImageHeight("1.5em")  // .ems(1.5)
/// ImageHeight("24")     // .pixels(24)
/// ```
public enum ImageHeight: Hashable, Sendable {
    /// CSS pixels (`24` or `24px`).
    case pixels(Double)
    /// Multiples of the font size of the text the image stands in (`1.5em`).
    case ems(Double)

    /// Reads `24`, `24px` or `1.5em`: a positive number up to 1000 px or 100 em.
    init?(_ text: some StringProtocol) {
        if text.hasSuffix("em"), let value = Double(text.dropLast(2)), value > 0, value <= 100 {
            self = .ems(value)
        } else if let value = Double(text.hasSuffix("px") ? text.dropLast(2) : text[...]), value > 0, value <= 1000 {
            self = .pixels(value)
        } else {
            return nil
        }
    }

    /// The height in pixels beside text of `size` pixels per em.
    ///
    /// ```swift
    /// ImageHeight.ems(1.5).pixels(fontSize: 16)  // 24
    /// ```
    public func pixels(fontSize size: Double) -> Double {
        switch self {
        case let .pixels(value): value
        case let .ems(value): value * size
        }
    }
}
