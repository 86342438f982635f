import Files
import Foundation
import LocaleRules

/// The bundled fonts as CSS `@font-face` families, in the order Galley's `FontContext` tries
/// them, so that a browser picks the same face for a character: the family of the page's
/// script first, then Noto Sans, the other scripts and Mono (whose arrows and operators come
/// before the symbol and math fallbacks' there too), then those fallbacks.
///
///     FontFaces.families(for: try LanguageTag("he")).first   // "Galley Hebrew"
enum FontFaces {
    /// One font file as an `@font-face` rule.
    struct Face {
        var family: String
        var file: String
        var bold: Bool
        var italic: Bool
    }

    /// Every bundled file, as `FontContext.init` loads them.
    static let faces: [Face] = [
        Face(family: "Galley Sans", file: "NotoSans-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Sans", file: "NotoSans-Bold.ttf", bold: true, italic: false),
        Face(family: "Galley Sans", file: "NotoSans-Italic.ttf", bold: false, italic: true),
        Face(family: "Galley Sans", file: "NotoSans-BoldItalic.ttf", bold: true, italic: true),
        Face(family: "Galley Hebrew", file: "NotoSansHebrew-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Hebrew", file: "NotoSansHebrew-Bold.ttf", bold: true, italic: false),
        Face(family: "Galley Arabic", file: "NotoNaskhArabic-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Arabic", file: "NotoNaskhArabic-Bold.ttf", bold: true, italic: false),
        Face(family: "Galley Devanagari", file: "NotoSansDevanagari-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Devanagari", file: "NotoSansDevanagari-Bold.ttf", bold: true, italic: false),
        Face(family: "Galley Mono", file: "NotoSansMono-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Mono", file: "NotoSansMono-Bold.ttf", bold: true, italic: false),
        Face(family: "Galley Symbols", file: "NotoSansSymbols2-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Math", file: "NotoSansMath-Regular.ttf", bold: false, italic: false),
        Face(family: "Galley Icons", file: "MaterialIcons-Regular.ttf", bold: false, italic: false),
    ]

    /// The family of the scripts that have their own, by ISO 15924 code.
    private static let scriptFamilies = ["Hebr": "Galley Hebrew", "Arab": "Galley Arabic", "Deva": "Galley Devanagari"]

    /// The font families of body text on a page in `language`, most preferred first.
    static func families(for language: LanguageTag) -> [String] {
        let scripts = ["Galley Hebrew", "Galley Arabic", "Galley Devanagari"]
        let primary = scriptFamilies[language.script] ?? "Galley Sans"
        return [primary] + (["Galley Sans"] + scripts).filter { $0 != primary } + ["Galley Mono", "Galley Symbols", "Galley Math"]
    }

    /// The file of the regular face of `language`'s primary family, whose metrics set the line height.
    static func primaryFile(for language: LanguageTag) -> String {
        let family = families(for: language)[0]
        return faces.first { $0.family == family && !$0.bold && !$0.italic }!.file
    }

    /// The `@font-face` rules, their URLs in `folder` (relative to the page).
    static func rules(folder: String) -> String {
        faces.map { face in
            "@font-face { font-family: \"\(face.family)\"; src: url(\"\(folder)/\(face.file)\") format(\"truetype\"); "
                + "font-weight: \(face.bold ? 700 : 400); font-style: \(face.italic ? "italic" : "normal"); }\n"
        }.joined()
    }

    /// Copies the bundled fonts from `directory` into `fonts`, each file only when it is missing
    /// or differs, through an exclusive temporary file (`FileCopy`).
    static func copy(from directory: String, into fonts: String) throws(HTMLError) {
        do {
            try Folders.createUnlinked(fonts)
            for face in faces { try FileCopy.copy(directory + "/" + face.file, to: fonts + "/" + face.file) }
        } catch {
            throw .cannotCopy(path: error.path, reason: error.reason)
        }
    }
}
