/// An image in running text: `tap ![play](play.png) to start`. Its run's text is the alt text.
///
/// The layout draws it as tall as the text around it (or ``ImageReference/height``), sitting
/// on the baseline, as an isolate of its own: it moves with the words around it and never
/// reorders them. It mirrors on a right-to-left page when it is directional (see
/// ``ImageReference``), unless a per-language file (`play.he.png`) is found.
///
/// ```swift
/// // לחצו על ![הפעלה](play.forward.png){height=20} כדי להתחיל
/// InlineImage(ImageReference(source: "play.forward.png", alt: "הפעלה", isDirectional: true, height: .pixels(20)), line: 3)
/// ```
public struct InlineImage: Hashable, Sendable {
    /// The file, alt text, direction and height as written.
    public var reference: ImageReference
    /// The line of the Markdown file the image is on, for error messages.
    public var line: Int
    /// Where it stands on its line: an HTML `img`'s `vertical-align`.
    public var verticalAlign = VerticalAlign.baseline

    /// CSS 2 §10.8.1 `vertical-align`: the image's bottom on the baseline, or its top (bottom)
    /// at the top (bottom) of the line box.
    public enum VerticalAlign: Hashable, Sendable { case baseline, top, bottom }

    /// Creates an inline image.
    ///
    /// ```swift
    /// InlineImage(ImageReference(source: "gear.png", alt: "Settings"), line: 1)
    /// ```
    public init(_ reference: ImageReference, line: Int) {
        self.reference = reference
        self.line = line
    }
}

extension Block {
    /// The images in the running text of the block and the blocks inside it, in order:
    /// headings, paragraphs, list items, quotes, table cells and figure captions.
    ///
    /// ```swift
    /// try Page.parse(markdown: "Tap ![play](play.png).", fileName: "a.md").blocks[0].inlineImages.map(\.reference.source)  // ["play.png"]
    /// ```
    public var inlineImages: [InlineImage] {
        func images(_ runs: [InlineRun]) -> [InlineImage] {
            runs.flatMap { run in run.style.image.map { [$0] } ?? run.style.inlineBlock?.box.children.flatMap(\.inlineImages) ?? [] }
        }
        switch kind {
        case let .heading(_, content), let .paragraph(content): return images(content)
        case let .list(list): return list.items.joined().flatMap(\.inlineImages)
        case let .blockQuote(blocks): return blocks.flatMap(\.inlineImages)
        case let .box(box): return box.children.flatMap(\.inlineImages)
        case let .table(table): return ([table.header] + table.rows).joined().flatMap { images($0.content) }
        case let .figure(figure): return images(figure.caption)
        case .codeBlock, .thematicBreak: return []
        }
    }
}
