import Document
import Files
import Foundation
import Layout
import LocaleRules
import Style

/// The fonts a page's own CSS names, as the HTML output writes them: each family Galley found
/// (`PageFonts`) as `@font-face` rules over copies of its files, `page-fonts/<content hash>.<ext>`
/// beside the page (a path Galley chooses, so no URL of the page's reaches the output), and
/// each `font-family` list as Galley resolved it: the families it has, then Galley's own, so a
/// browser draws with the faces Galley drew with.
///
///     let css = PageFontCSS(fonts: layout.pageFonts(of: page), language: options.language)
///     css.family(["ezra_silregular", "serif"])   // "\"ezra_silregular\", \"Galley Hebrew\", …"
///     css.rules                                  // "@font-face { font-family: \"ezra_silregular\"; src: url(\"page-fonts/….woff\") … }"
final class PageFontCSS {
    /// Where the copies go, beside the page.
    static let folder = "page-fonts"

    private let fonts: PageFonts
    private let language: LanguageTag
    /// The families written so far, lower case, in the order met.
    private var written: [String] = []
    /// The `@font-face` rules of the families written.
    private(set) var rules = ""
    /// The font files to copy: where each is, and its path relative to the page.
    private(set) var files: [(source: String, path: String)] = []

    init(fonts: PageFonts, language: LanguageTag) {
        self.fonts = fonts
        self.language = language
    }

    /// `font-family`'s value for `families` as Galley draws them: the families it has, up to
    /// the first generic family, then Galley Mono for `monospace`, then the page's own families.
    func family(_ families: [String]) -> String {
        var names: [String] = []
        var monospace = false
        for family in families {
            if family == "monospace" || family == "ui-monospace" { monospace = true }
            if ComputedStyle.genericFamilies.contains(family) { break }
            let faces = fonts.faces(ofFamily: family)
            guard !faces.isEmpty else { continue }
            names.append(Self.string(family))
            if !written.contains(family.lowercased()) {
                written.append(family.lowercased())
                for face in faces { addRule(family, face) }
            }
        }
        let own = (monospace ? ["Galley Mono"] : []) + FontFaces.families(for: language)
        return (names + own.map { "\"\($0)\"" }).joined(separator: ", ")
    }

    private func addRule(_ family: String, _ face: PageFonts.Face) {
        guard let bytes = try? RegularFile.read(face.path, limit: FileCopy.limit) else { return }
        let path = Self.folder + "/" + FileCopy.contentName(of: bytes, extension: (face.path as NSString).pathExtension)
        if !files.contains(where: { $0.path == path }) { files.append((face.path, path)) }
        rules += "@font-face { font-family: \(Self.string(family)); src: url(\"\(path)\"); "
            + "font-weight: \(Int(face.weight)); font-style: \(face.italic ? "italic" : "normal"); }\n"
    }

    /// `text` as a CSS string (CSS Syntax 3 §4.3.5 read backwards): quotes, backslashes,
    /// controls and `<` escaped, so that no family name ends the string or the `<style>`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", "\u{0}"..."\u{1F}", "\u{7F}": result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
