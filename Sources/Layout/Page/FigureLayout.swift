import LocaleRules
import Foundation
import Document
import DisplayList

extension PageLayout {
    /// A figure: the image on the start side and its caption beside it on the end side; when
    /// the column is too narrow for both, the caption goes under the image instead of being
    /// squeezed. A missing image is an error, or with `keepGoing` a placeholder box.
    mutating func figure(_ figure: Figure, in column: Column, line: Int) throws {
        let style = options.style
        let source = try image(figure.image, rightToLeft: column.direction == .rightToLeft, line: line)
        if source == nil, options.imagesFrom == nil, RemoteImage.isRemote(figure.image.source) {
            // An image on the web, never fetched: its alt text in a box, as in running text, then any caption of its own.
            let badge = InlineRun(figure.image.alt, style: InlineStyle(image: InlineImage(figure.image, line: line)))
            let caption = figure.caption.map(\.text).joined() == figure.image.alt ? [] : figure.caption
            let runs = attributedRuns([badge] + (caption.isEmpty ? [] : [InlineRun(" ")] + caption), size: style.bodySize,
                                      direction: column.direction)
            text(runs, in: column, kind: .paragraph, line: line)
            y += style.paragraphSpacing
            return
        }
        var natural = source.map { ($0.width, $0.height) } ?? (240, 135)
        if let height = figure.image.height?.pixels(fontSize: style.bodySize) { natural = (natural.0 * height / natural.1, height) }
        let gap = style.indent * 0.75
        let sideBySide = natural.0 + gap + style.minimumCaptionWidth <= column.width
        let scale = min(1, column.width / natural.0)
        let frame = Rect(x: column.start(natural.0 * scale), y: y, width: natural.0 * scale, height: natural.1 * scale)
        if let source {
            result.items.append(.image(path: source.path, frame: frame, mirrored: source.mirrored, alternative: figure.image.alt))
        } else {
            // The outline's pixels inside the frame: a 1 px line centred half a pixel in.
            let outline = Rect(x: frame.x + 0.5, y: frame.y + 0.5, width: frame.width - 1, height: frame.height - 1)
            result.items.append(.stroke(outline, color: style.quoteColor, width: 1))
        }
        result.boxes.append(LayoutBox(kind: .figureImage, frame: frame, line: line))

        var captionColumn = column
        if sideBySide {
            captionColumn = column.indented(frame.width + gap)
        } else {
            y = frame.maxY + style.paragraphSpacing * 0.5
            result.breakPoints.append(BreakPoint(y: y))
        }
        let top = y
        let caption = figure.caption.isEmpty && source == nil ? [InlineRun(figure.image.alt)] : figure.caption
        let runs = attributedRuns(caption, size: style.bodySize * 0.9, italic: true, direction: column.direction).map {
            var run = $0
            run.attributes.color = style.quoteColor
            return run
        }
        let breaks = result.breakPoints.count
        let laidOut = text(runs, in: captionColumn, kind: .figureCaption, line: line, role: .caption)
        // Beside the image, the caption's lines are no place to end a printed page: the image would be cut.
        if sideBySide { result.breakPoints.removeSubrange(breaks...) }
        y = max(top + laidOut.height, sideBySide ? frame.maxY : 0)
    }
}
