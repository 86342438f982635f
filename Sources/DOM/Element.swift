/// An element: its local name (lower case for HTML elements) and attributes in source order.
///
///     let img = Element(name: "img", attributes: [Attribute(name: "width", value: "160")])
///     img["width"]   // "160"
public struct Element: Sendable, Equatable {
    /// The local name, lower case for HTML elements (`p`, `details`, or a custom `intro`).
    public var name: String
    /// The attributes as written, names lower case, values with entities decoded.
    public var attributes: [Attribute]

    /// Creates an element.
    public init(name: String, attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }

    /// The value of the attribute `name` (lower case), or nil when the element has none.
    public subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The `id` attribute, when it is not empty.
    public var id: String? {
        guard let id = self["id"], !id.isEmpty else { return nil }
        return id
    }

    /// The tokens of the `class` attribute (split on ASCII white space, HTML §2.3.7).
    public var classes: [Substring] {
        (self["class"] ?? "").split(whereSeparator: \.isHTMLWhitespace)
    }
}

/// One attribute of an element.
public struct Attribute: Sendable, Equatable {
    /// The attribute's name, lower case.
    public var name: String
    /// Its value, entities decoded; empty for a bare attribute (`<details open>`).
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Character {
    /// ASCII white space as HTML defines it: tab, line feed, form feed, carriage return, space.
    public var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r\n" || self == "\r" || self == "\u{0C}"
    }
}
