import DisplayList
import LocaleRules
import Document
import Shaping

extension PageLayout {
    /// The attributed runs of Markdown inline content. A code span is wrapped in LEFT-TO-RIGHT
    /// ISOLATE ... POP DIRECTIONAL ISOLATE (UAX #9 X5a, X6a) so that code always reads left to
    /// right and cannot reorder the sentence around it. Phone numbers in the text get runs of
    /// their own that read left to right where they stand (`PhoneNumbers`). With
    /// ``Digits/native`` the other digits of plain text (not code, links or phone numbers) in a
    /// block of the page's direction are drawn with the locale's digits.
    ///
    /// Icons and directional images turn by `direction`, the direction of the block they are in
    /// (as a browser's `:dir()` decides for an element): `forward` points left in a
    /// right-to-left block, also in a `{dir=rtl}` block of an English page.
    ///
    /// `font` is the block's own (an HTML block's `font-family` and `line-height`); a run's
    /// own `font-family` wins over its block's.
    func attributedRuns(_ inlines: [InlineRun], size: Double, bold: Bool = false, italic: Bool = false, color: Color? = nil,
                        direction: LayoutDirection, font: BlockFont? = nil) -> [AttributedRun] {
        inlines.flatMap { inline -> [AttributedRun] in
            var style = inline.style
            // Only the destinations every output may link to (`LinkPolicy`); others are text.
            style.link = LinkPolicy.allowed(style.link)
            let scaled = size * style.sizeScale
            let shifted = style.position == .baseline ? scaled : scaled * 0.75
            let ownColor = style.color.map(Color.init)
            var fontStyle = FontStyle(bold: bold || style.bold, italic: italic || style.italic, monospace: style.code || style.keyboard)
            if let families = style.fontFamilies ?? font?.families, !families.isEmpty, let fonts {
                let chosen = fonts.faces(for: families, bold: fontStyle.bold, italic: fontStyle.italic)
                fontStyle.preferredFaces = shaper.fonts.preferredFaces(chosen.faces)
                fontStyle.monospace = fontStyle.monospace || chosen.monospace
            }
            var attributes = TextAttributes(style: fontStyle,
                                            size: style.code || style.keyboard ? shifted * 0.9 : shifted,
                                            color: ownColor ?? (style.link == nil ? color ?? options.style.textColor : options.style.linkColor),
                                            link: style.link, strikethrough: style.strikethrough, keyboard: style.keyboard,
                                            baselineShift: style.position == .raised ? size * 0.35 : style.position == .lowered ? -size * 0.2 : 0,
                                            backdrop: style.code ? options.style.codeBackdrop : style.background.map { .init(fill: Color($0), radius: 0, padding: 0, extent: .contentArea) })
            attributes.lineHeight = font?.lineHeight?.pixels(at: attributes.size)
            attributes.inlineBoxes = style.inlineBoxes
            // A key cap has a thin space inside each side, for its outline.
            // An icon: its glyph in an isolate of its own (FSI ... PDI, UAX #9 X5c), at the text's size.
            if let icon = style.icon { return [AttributedRun("\u{2068}\(Self.glyph(icon, on: direction))\u{2069}", attributes)] }
            // An image on the web, never fetched: its alt text in a small box, an isolate of its own.
            if let image = style.image, options.imagesFrom == nil, RemoteImage.isRemote(image.reference.source) {
                var badge = attributes
                badge.size = shifted * 0.75
                badge.backdrop = options.style.remoteImageBackdrop
                if style.link == nil { badge.color = options.style.quoteColor }
                let label = RemoteImage.label(alt: image.reference.alt, source: image.reference.source)
                return [AttributedRun("\u{2068}\u{2009}\(label)\u{2009}\u{2069}", badge)]
            }
            // An image: its object in an isolate of its own.
            if let image = style.image {
                var object = attributes
                object.object = inlineObject(image, size: shifted, direction: direction)
                return [AttributedRun("\u{2068}\(InlineObject.character)\u{2069}", object)]
            }
            // A footnote reference's number, in the locale's digits.
            if style.footnote, let number = Int(inline.text) { return [AttributedRun(options.language.numberingSystem.format(number), attributes)] }
            if style.keyboard { return [AttributedRun("\u{2009}\(inline.text)\u{2009}", attributes)] }
            if style.code {
                // Spaces at the code's edges stand outside its isolate: they resolve as the
                // sentence's own spaces between the code and the words around it (UAX #9 N1-N2),
                // as browsers show `كتابة <code> value</code> في`.
                let text = inline.text.unicodeScalars
                let leading = text.prefix { $0 == " " }.count, trailing = text.reversed().prefix { $0 == " " }.count
                guard leading + trailing < text.count else { return [AttributedRun(inline.text, attributes)] }
                let inner = String(String.UnicodeScalarView(text.dropFirst(leading).dropLast(trailing)))
                return [AttributedRun(String(repeating: " ", count: leading) + "\u{2066}\(inner)\u{2069}" + String(repeating: " ", count: trailing),
                                      attributes)]
            }
            // Only in text of the page's direction: on a left-to-right line of a right-to-left page,
            // Arabic-Indic digits (AN) would leave their percent sign (ET, W5 joins it to EN only).
            let substitutesDigits = options.digits == .native && style.link == nil && direction == options.layoutDirection
            func text(_ part: Substring) -> String {
                substitutesDigits ? options.language.numberingSystem.substitutingDigits(in: part) : String(part)
            }
            var runs: [AttributedRun] = []
            var last = inline.text.startIndex
            var number = attributes
            number.readsLeftToRight = true
            for range in PhoneNumbers.ranges(in: inline.text) {
                if last < range.lowerBound { runs.append(AttributedRun(text(inline.text[last..<range.lowerBound]), attributes)) }
                runs.append(AttributedRun(String(inline.text[range]), number))
                last = range.upperBound
            }
            if last < inline.text.endIndex || runs.isEmpty { runs.append(AttributedRun(text(inline.text[last...]), attributes)) }
            return runs
        }
    }

    /// The Material Icons code point of `icon` on a page of `direction`: forward and backward
    /// point along the reading direction, the others where their names say.
    package static func glyph(_ icon: Icon, on direction: LayoutDirection) -> Unicode.Scalar {
        let pointingLeft: Unicode.Scalar = "\u{E5C4}", pointingRight: Unicode.Scalar = "\u{E5C8}"
        switch icon {
        case .forward: return direction == .rightToLeft ? pointingLeft : pointingRight
        case .backward: return direction == .rightToLeft ? pointingRight : pointingLeft
        case .left: return pointingLeft
        case .right: return pointingRight
        case .up: return "\u{E5D8}"
        case .down: return "\u{E5DB}"
        case .check: return "\u{E5CA}"
        case .info: return "\u{E88E}"
        case .warning: return "\u{E002}"
        case .external: return "\u{E89E}"
        }
    }
}
