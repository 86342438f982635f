/// What a run asks of its font, besides the script: weight, slant, and whether it is code.
///
///     let heading = FontStyle(bold: true)
///     let code = FontStyle(monospace: true)
public struct FontStyle: Sendable, Hashable {
    public var bold: Bool
    public var italic: Bool
    public var monospace: Bool

    public init(bold: Bool = false, italic: Bool = false, monospace: Bool = false) {
        self.bold = bold
        self.italic = italic
        self.monospace = monospace
    }
}
