/// Splits a paragraph into shaping items: a new item wherever the bidi level, the resolved
/// script, the face or the style run changes (a style run that differs only in colour or link
/// still gets its own items, so the layout can draw it in its own attributes).
///
/// Scripts follow UAX #24's guidance for shaping: an Inherited character (a combining mark)
/// takes the script of the character before it, a Common one (space, digit, punctuation) the
/// script of the nearest preceding character with a real script, or of the following one at
/// the start of the paragraph, as far as its Script_Extensions (ScriptExtensions.txt) allow.
/// Common and Inherited characters stay in the face before them when it has them, so a space
/// does not split a Hebrew run; but only Inherited ones (VS16, ZWJ) stay in a face that draws
/// no text of its own (colour emoji, the symbol and math fallbacks, Mono outside code): a
/// space after an arrow is the text's space, not the arrow face's half-em one.
///
///     let items = Itemizer(fonts: fonts).items(text: Array("שלום Galley".utf16), levels: levels,
///                                              styles: [StyleRun(range: 0..<11, style: FontStyle(), size: 16)])
public struct Itemizer {
    /// The fonts the items' faces are chosen from.
    public let fonts: FontContext
    /// The text's language, where it decides among fonts (Han designs, Nastaliq).
    public let language: FontLanguage

    /// Creates an itemizer that chooses faces from `fonts` for text in `language`.
    public init(fonts: FontContext, language: FontLanguage = FontLanguage()) {
        self.fonts = fonts
        self.language = language
    }

    /// The shaping items of a paragraph, in logical order; each lies inside one style run.
    ///
    ///     let levels = BidiParagraph(utf16: text).levels.map(\.rawValue)
    ///     let items = itemizer.items(text: text, levels: levels,
    ///                                styles: [StyleRun(range: 0..<text.count, style: FontStyle(), size: 16)])
    ///
    /// - Parameters:
    ///   - text: the paragraph in UTF-16.
    ///   - levels: the bidi embedding level of each code unit: `levels.count == text.count`.
    ///   - styles: the style runs, in order, covering the text from 0 to `text.count` without
    ///     gaps or overlaps.
    public func items(text: [UInt16], levels: [UInt8], styles: [StyleRun]) -> [ShapingItem] {
        let scalars = ScalarOffsets(text)
        let scripts = resolvedScripts(scalars)
        var items: [ShapingItem] = []
        var n = 0
        // The face of the scalar before, in whichever style run.
        var lastFace: Int?
        for styleRun in styles {
            var previousFace: Int?
            // Style runs are in order and cover the text, so one pass over the scalars serves them all.
            while n < scalars.offsets.count, scalars.offsets[n] < styleRun.range.lowerBound { n += 1 }
            let firstItem = items.count
            while n < scalars.offsets.count, scalars.offsets[n] < styleRun.range.upperBound {
                let scalar = scalars.scalars[n]
                let offset = scalars.offsets[n]
                let end = n + 1 < scalars.offsets.count ? scalars.offsets[n + 1] : text.count
                let own = Script(scalar)
                let face: Int
                // A mark stays on its letter's face, a space or punctuation on a text face before it;
                // after an emoji, an arrow or a symbol from a fallback face it takes the text's face, as in browsers.
                if let previous = previousFace, own == .common || own == .inherited,
                   own == .inherited || fonts.isTextFace(previous, style: styleRun.style) && fonts.face(at: previous).covers(scalar) {
                    face = previous
                } else if own == .common || own == .inherited, Self.drawsNothing(scalar) {
                    // A bidi control, a joiner or a kept line break draws nothing (HarfBuzz hides it): it stays in the face of
                    // the text around it, so that it neither splits the text's face nor makes its line taller.
                    // At a style run's start that is the face the text after it takes in this run's style:
                    // the text after it in its run, else after its run, else (at the text's end) the face
                    // before it. An override's controls alone in their runs (those a block's `unicode-bidi`
                    // puts around its text) would otherwise take a fallback face of their own.
                    var next = n + 1
                    while next < scalars.offsets.count, scalars.offsets[next] < styleRun.range.upperBound, Self.drawsNothing(scalars.scalars[next]) {
                        next += 1
                    }
                    var around = next < scalars.offsets.count && scalars.offsets[next] < styleRun.range.upperBound ? next : n
                    if around == n {
                        // Nothing drawn after it in its run: the text after the run, if any.
                        while next < scalars.offsets.count, Self.drawsNothing(scalars.scalars[next]) { next += 1 }
                        if next < scalars.offsets.count { around = next }
                    }
                    let emoji = around + 1 < scalars.scalars.count && scalars.scalars[around + 1] == "\u{FE0F}"
                    face = previousFace ?? (around == n ? lastFace : nil)
                        ?? fonts.face(for: scalars.scalars[around], script: scripts[around], style: styleRun.style, language: language, emojiPresentation: emoji)
                } else {
                    // A VARIATION SELECTOR-16 after a character asks for its emoji presentation (UTS #51).
                    let emoji = n + 1 < scalars.scalars.count && scalars.scalars[n + 1] == "\u{FE0F}"
                    face = fonts.face(for: scalar, script: scripts[n], style: styleRun.style, language: language, emojiPresentation: emoji)
                }
                // A line starts afresh: its first spaces take the face of its own text, not the line's before.
                previousFace = Self.isLineSeparator(scalar) ? nil : face
                lastFace = face
                let level = levels[offset]
                if items.count > firstItem, var last = items.last, last.level == level, last.script == scripts[n], last.face == face {
                    last.range = last.range.lowerBound..<end
                    items[items.count - 1] = last
                } else {
                    // Code's other scripts take the monospace face's x-height (FontContext.codeScale); the page's own faces keep their size.
                    let size = styleRun.style.monospace && !fonts.faces(of: styleRun.style.preferredFaces).contains(face)
                        ? styleRun.size * fonts.codeScale(face: face) : styleRun.size
                    items.append(ShapingItem(range: offset..<end, level: level, script: scripts[n], face: face,
                                             style: styleRun.style, size: size))
                }
                n += 1
            }
        }
        return items
    }

    /// Whether `scalar` is a bidi control, a joiner or another default-ignorable code point, or a
    /// LINE SEPARATOR or PARAGRAPH SEPARATOR (a kept line break): it draws nothing, and should
    /// not take a face, maybe taller, of its own.
    /// NOTE: none is below U+00AD SOFT HYPHEN; the comparison spares digits and ASCII punctuation the lookup.
    private static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && (scalar.properties.isDefaultIgnorableCodePoint || isLineSeparator(scalar))
    }

    /// LINE SEPARATOR or PARAGRAPH SEPARATOR: a line break kept in the text.
    private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0x2028 || scalar.value == 0x2029 }

    /// Each scalar's script with Common and Inherited resolved to their neighbours': the script
    /// before it when its Script_Extensions allow that script (or it has none), else its first
    /// extension (ARABIC COMMA after a Latin word stays Arabic).
    private func resolvedScripts(_ scalars: ScalarOffsets) -> [Script] {
        var scripts = scalars.scalars.map { Script($0) }
        var previous: Script?
        for i in scripts.indices {
            if scripts[i] == .common || scripts[i] == .inherited {
                let extensions = Script.extensions(of: scalars.scalars[i])
                if let previous, extensions.isEmpty || extensions.contains(previous) {
                    scripts[i] = previous
                } else if let first = extensions.first {
                    scripts[i] = first
                }
            } else {
                previous = scripts[i]
            }
        }
        // Common characters at the start take the first real script after them.
        if let first = scripts.firstIndex(where: { $0 != .common && $0 != .inherited }) {
            for i in 0..<first where scripts[i] == .common || scripts[i] == .inherited { scripts[i] = scripts[first] }
        }
        return scripts
    }
}
