import Document
import Foundation
import LocaleRules

extension PageLayout {
    /// The file to draw for `reference` (a per-language variant wins, see `ImageSource`), or
    /// nil for a placeholder when it cannot be drawn and `options.keepGoing` is set, or when it
    /// is on the web (recorded for the page's warning); throws `LayoutError.unreadableImage`
    /// naming the file as the page wrote it otherwise.
    mutating func image(_ reference: ImageReference, rightToLeft: Bool, line: Int) throws(LayoutError) -> ImageSource? {
        let directory = (options.source as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        do throws(ImageSource.Failure) {
            let found = try ImageSource(reference, directory: folder, language: options.language, rightToLeft: rightToLeft,
                                        siteRoot: options.siteRoot, imagesFrom: options.imagesFrom)
            if let reason = options.imageProblem(found.path) { throw ImageSource.Failure(path: found.path, problem: .corrupt(reason)) }
            return found
        } catch where error.problem == .remote {
            if !result.remoteImages.contains(where: { $0.source == reference.source }) {
                result.remoteImages.append(RemoteImage(source: reference.source, line: line))
            }
            return nil
        } catch {
            // Name the file as the page wrote it, or the language variant that was tried instead.
            let path = error.path.hasPrefix(folder + "/") ? String(error.path.dropFirst(folder.count + 1)) : error.path
            if !options.keepGoing { throw .unreadableImage(file: options.source, line: line, path: path, problem: error.problem) }
            return nil
        }
    }

    /// Finds the file of every image in the running text of `blocks`, before any is laid out,
    /// as it is drawn in right-to-left text (mirrored when directional and no language variant
    /// is found).
    mutating func findInlineImages(_ blocks: [Block]) throws(LayoutError) {
        for image in blocks.flatMap(\.inlineImages) where inlineImages[image.reference] == nil {
            inlineImages[image.reference] = try self.image(image.reference, rightToLeft: true, line: image.line)
        }
    }

    /// The object an inline image is drawn as beside text of `size` pixels per em: the text's
    /// size tall unless the page gives a height, as wide as the file's proportions make it; a
    /// square outline when the file cannot be drawn. A directional one mirrors in a
    /// right-to-left block, as an icon turns (`:icon[forward]`).
    /// An HTML `<img width>` without a height is that wide, as tall as its proportions make it;
    /// with both, that wide and that tall (HTML §15.4.3 maps both to `width` and `height`).
    func inlineObject(_ image: InlineImage, size: Double, direction: LayoutDirection) -> InlineObject {
        var height = image.reference.height?.pixels(fontSize: size) ?? size
        guard case let source?? = inlineImages[image.reference] else {
            let width = image.reference.width ?? height
            if image.reference.height == nil, image.reference.width != nil { height = min(width, size * 4) }
            var object = InlineObject(path: nil, width: width, height: height, mirrored: false)
            object.lineAligned = InlineObject.LineAlignment(image.verticalAlign)
            return object
        }
        if let width = image.reference.width, image.reference.height == nil { height = (width * source.height / source.width).rounded() }
        var object = InlineObject(path: source.path, width: image.reference.width ?? (height * source.width / source.height).rounded(), height: height,
                                  mirrored: source.mirrored && direction == .rightToLeft, alternative: image.reference.alt)
        object.lineAligned = InlineObject.LineAlignment(image.verticalAlign)
        return object
    }
}

extension InlineObject.LineAlignment {
    /// The line alignment of an image's `vertical-align`; nil for `baseline`.
    init?(_ align: InlineImage.VerticalAlign) {
        switch align {
        case .baseline: return nil
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }
}
