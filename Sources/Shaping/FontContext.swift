import Foundation

/// The fonts, each opened once, when first asked for, and shared by every paragraph of a batch,
/// and the choice of a face for a character: colour emoji for emoji, the preferred family of
/// its script, style and language first, then any bundled face whose character map covers it
/// (fallback by cmap), then the symbol faces and the CJK collection.
///
///     let fonts = try FontContext()                    // the repository's Fonts/
///     let face = fonts.face(for: "ש", script: .hebrew, style: FontStyle())
///     fonts.face(at: face).path                        // ".../NotoSansHebrew-Regular.ttf"
public final class FontContext: @unchecked Sendable {
    /// The folder the bundled fonts are read from.
    public let directory: String
    /// Every face, opened on first use; a `FontFace` is named by its index here.
    private let faces: [LazyFace]
    /// The bundled families: Noto Sans first (the default for any script without its own),
    /// then Hebrew, Arabic, Devanagari and Mono.
    private let families: [Family]
    /// The family of each script that has one, indexed by `Script.rawValue` (Han, kana and
    /// Hangul have the CJK family of the language instead).
    private let scriptFamilies: [Family?]
    /// Noto Nastaliq Urdu, for Arabic script in a language written in Nastaliq.
    private let nastaliq: Family
    /// Noto Sans CJK, one family per regional design, indexed by `FontLanguage.HanVariant`.
    private let han: [Family]
    /// Noto Color Emoji.
    private let emoji: Int
    /// Faces tried for a character no family has, whatever the style: symbols and arrows.
    private let fallbacks: [Int]
    /// The faces that are italic designs; others are upright.
    private let italicFaces: Set<Int>
    /// Faces added after the bundled ones (``addFace(path:)``), numbered on from `faces.count`.
    private let added = AddedFaces()
    /// The faces of the families but Mono's (`isTextFace`), and Mono's.
    private let textFaces: Set<Int>, monospaceFaces: Set<Int>

    /// One family's files, by weight and slant; nil where the family has no such face.
    private struct Family {
        let monospace: Bool
        let regular: Int, bold: Int, italic: Int?, boldItalic: Int?

        init(monospace: Bool = false, regular: Int, bold: Int, italic: Int? = nil, boldItalic: Int? = nil) {
            self.monospace = monospace
            self.regular = regular
            self.bold = bold
            self.italic = italic
            self.boldItalic = boldItalic
        }

        func face(_ style: FontStyle) -> Int {
            switch (style.bold, style.italic) {
            case (false, false): regular
            case (true, false): bold
            case (false, true): italic ?? regular
            case (true, true): boldItalic ?? bold
            }
        }
    }

    /// The folder of the bundled fonts: `GALLEY_FONTS` if set, else `Fonts/` of this checkout.
    public static var bundledDirectory: String {
        if let directory = getenv("GALLEY_FONTS") { return String(cString: directory) }
        // This file is <checkout>/Sources/Shaping/FontContext.swift.
        return "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/") + "/Fonts"
    }

    /// The bundled Noto fonts in `directory`: Noto Sans (the default family, in four styles),
    /// Noto Sans Hebrew, Noto Naskh Arabic, Noto Sans Devanagari and Noto Sans Mono, and, for
    /// characters none of them has, Noto Sans Symbols 2 (✓ ✗ ⌘ ⚠), Noto Sans Math (arrows,
    /// operators) and Material Icons (the inline icons, in the Private Use Area); and the fonts
    /// installed from Debian (`DebianFont`): Noto Sans for Thai, Lao, Khmer, Myanmar, the
    /// Indic scripts, Sinhala, Ethiopic, Armenian and Georgian, Noto Nastaliq Urdu, Noto Sans
    /// CJK and Noto Color Emoji. Each bundled file is checked here (a regular file whose table
    /// directory fits it), each installed one by its size; a file is read when a face is first
    /// asked for (an installed one then checked by its SHA-256): a Hebrew page never reads the
    /// Arabic, CJK or emoji fonts. Throws `ShapingError.noFonts` when the folder lacks the
    /// first, `NotoSans-Regular.ttf`, and `ShapingError.cannotLoadFont` naming any other file
    /// that is missing, damaged or not the size of its Debian package's.
    ///
    ///     let fonts = try FontContext(directory: "Fonts")
    public convenience init(directory: String = FontContext.bundledDirectory) throws {
        try self.init(directory: directory, installedRoot: "")
    }

    /// The fonts of `init(directory:)`, the installed ones looked for under `installedRoot`
    /// (`""`: the system's own `/usr/share/fonts`) rather than where Debian puts them.
    package init(directory: String, installedRoot: String) throws {
        var faces: [LazyFace] = []
        func load(_ name: String) throws -> Int {
            let path = directory + "/" + name + ".ttf"
            if faces.isEmpty, !FileManager.default.fileExists(atPath: path) { throw ShapingError.noFonts(directory: directory) }
            try FontFace.check(path: path)
            faces.append(LazyFace(.bundled(path: path)))
            return faces.count - 1
        }
        var files: [String: InstalledFontFile] = [:]
        func install(_ font: DebianFont, index: Int = 0) throws -> Int {
            let file = try files[font.path] ?? {
                try font.checkSize(under: installedRoot)
                return InstalledFontFile(font, root: installedRoot)
            }()
            files[font.path] = file
            faces.append(LazyFace(.installed(file, index: index)))
            return faces.count - 1
        }
        func installed(_ pair: (regular: DebianFont, bold: DebianFont)) throws -> Family {
            Family(regular: try install(pair.regular), bold: try install(pair.bold))
        }
        // The first family is the default for every script without one of its own.
        families = [
            Family(regular: try load("NotoSans-Regular"), bold: try load("NotoSans-Bold"),
                   italic: try load("NotoSans-Italic"), boldItalic: try load("NotoSans-BoldItalic")),
            Family(regular: try load("NotoSansHebrew-Regular"), bold: try load("NotoSansHebrew-Bold")),
            Family(regular: try load("NotoNaskhArabic-Regular"), bold: try load("NotoNaskhArabic-Bold")),
            Family(regular: try load("NotoSansDevanagari-Regular"), bold: try load("NotoSansDevanagari-Bold")),
            Family(monospace: true, regular: try load("NotoSansMono-Regular"), bold: try load("NotoSansMono-Bold")),
        ]
        fallbacks = [try load("NotoSansSymbols2-Regular"), try load("NotoSansMath-Regular"), try load("MaterialIcons-Regular")]
        let scripts: [(Script, Family)] = [
            (.hebrew, families[1]), (.arabic, families[2]), (.devanagari, families[3]),
            (.thai, try installed(DebianFont.thai)), (.lao, try installed(DebianFont.lao)),
            (.khmer, try installed(DebianFont.khmer)), (.myanmar, try installed(DebianFont.myanmar)),
            (.bengali, try installed(DebianFont.bengali)), (.tamil, try installed(DebianFont.tamil)),
            (.telugu, try installed(DebianFont.telugu)), (.gujarati, try installed(DebianFont.gujarati)),
            (.gurmukhi, try installed(DebianFont.gurmukhi)), (.kannada, try installed(DebianFont.kannada)),
            (.malayalam, try installed(DebianFont.malayalam)), (.sinhala, try installed(DebianFont.sinhala)),
            (.ethiopic, try installed(DebianFont.ethiopic)), (.armenian, try installed(DebianFont.armenian)),
            (.georgian, try installed(DebianFont.georgian)),
        ]
        var scriptFamilies = [Family?](repeating: nil, count: Int(Script.allCases.map(\.rawValue).max()!) + 1)
        for (script, family) in scripts { scriptFamilies[Int(script.rawValue)] = family }
        self.scriptFamilies = scriptFamilies
        nastaliq = try installed(DebianFont.nastaliqUrdu)
        han = try FontLanguage.HanVariant.allCases.map {
            Family(regular: try install(DebianFont.cjk.regular, index: $0.rawValue), bold: try install(DebianFont.cjk.bold, index: $0.rawValue))
        }
        emoji = try install(DebianFont.colorEmoji)
        italicFaces = Set(families.flatMap { [$0.italic, $0.boldItalic].compactMap { $0 } })
        let text = families.filter { !$0.monospace } + scriptFamilies.compactMap { $0 } + [nastaliq] + han
        textFaces = Set(text.flatMap { [$0.regular, $0.bold, $0.italic, $0.boldItalic].compactMap { $0 } })
        monospaceFaces = Set(families.filter(\.monospace).flatMap { [$0.regular, $0.bold] })
        self.faces = faces
        self.directory = directory
    }

    /// The face at `index` (as `face(for:script:style:)` and `ShapingItem.face` name it), read
    /// on first use.
    ///
    ///     let hebrew = fonts.face(at: fonts.face(for: "ש", script: .hebrew, style: FontStyle()))
    public func face(at index: Int) -> FontFace {
        index < faces.count ? faces[index].face : added.face(at: index - faces.count)
    }

    /// The index of the face of the font file at `path` (TrueType, OpenType, WOFF or WOFF2),
    /// for `FontStyle.preferredFaces`: a page's `@font-face` file, a font a reftest list
    /// provides. Each file is read once, the first time it is added, and kept for the
    /// context's life; throws `ShapingError.cannotLoadFont` naming a file that cannot be read,
    /// is no font, or is one HarfBuzz or FreeType refuses, every time it is added.
    ///
    ///     let ezra = try fonts.addFace(path: "support/sileot-webfont.woff")
    ///     fonts.face(for: "א", script: .hebrew, style: FontStyle(preferredFaces: fonts.preferredFaces([ezra])))   // ezra
    package func addFace(path: String) throws(ShapingError) -> Int {
        faces.count + (try added.add(path: path))
    }

    /// Whether a font file added (``addFace(path:)``) was saved again, replaced or removed since
    /// it was read: the context draws with the old face, so a program that renders on (`render
    /// serve`) makes a new context.
    package var addedFilesChanged: Bool { added.filesChanged }

    /// `faces` (``addFace(path:)``'s indexes) as one list, for `FontStyle.preferredFaces`; the
    /// same faces give the same list. An empty list is ``PreferredFaces/none``.
    package func preferredFaces(_ faces: [Int]) -> PreferredFaces {
        faces.isEmpty ? .none : added.list(faces)
    }

    /// The faces of `list`, in order.
    package func faces(of list: PreferredFaces) -> [Int] {
        list == .none ? [] : added.faces(of: list)
    }

    /// The face to draw `scalar` with, in `language`: the first of the style's preferred faces
    /// (its CSS `font-family`'s) that has it; else Noto Color Emoji for an emoji (a character
    /// of Emoji_Presentation, or one that `emojiPresentation` says a VS16 follows) that it has;
    /// else the style's family for `script` (by `language` for Han and Arabic) when it has the
    /// character; else the first bundled face of the same style that has it; else the first
    /// symbol face, the emoji face or the CJK face (in the language's design) that has it;
    /// else the primary (which draws it as a box). Only the faces tried are read.
    public func face(for scalar: Unicode.Scalar, script: Script, style: FontStyle, language: FontLanguage = FontLanguage(),
                     emojiPresentation: Bool = false) -> Int {
        // CSS Fonts 4 §5.3: the families of the list first, character by character. A face draws
        // a character it lacks when it has its canonical decomposition, as a browser's shaper
        // (HarfBuzz) decomposes it: `≠` is Noto Sans's `=` and U+0338, as Chromium draws it.
        if style.preferredFaces != .none {
            for preferred in faces(of: style.preferredFaces) where face(at: preferred).draws(scalar) { return preferred }
        }
        if emojiPresentation || (scalar.value >= 0x231A && scalar.properties.isEmojiPresentation), face(at: emoji).covers(scalar) {
            return emoji
        }
        let preferred = style.monospace ? families.first { $0.monospace }! : family(for: script, language: language)
        let primary = preferred.face(style)
        if face(at: primary).draws(scalar) { return primary }
        for family in families where face(at: family.face(style)).draws(scalar) {
            return family.face(style)
        }
        let cjk = han[language.han.rawValue].face(style)
        return (fallbacks + [emoji, cjk]).first { face(at: $0).draws(scalar) } ?? primary
    }

    /// Whether `face` draws text in `style`: a face of a family (Noto Sans, a script's, Nastaliq,
    /// CJK), Mono only in code, a face the page added (``addFace(path:)``, its own fonts); not
    /// colour emoji nor a fallback for symbols (Symbols 2, Math, the icons), whose spaces and
    /// punctuation a character after them does not take.
    ///
    ///     fonts.isTextFace(fonts.face(for: "→", script: .hebrew, style: FontStyle()), style: FontStyle())   // false: Mono
    package func isTextFace(_ face: Int, style: FontStyle) -> Bool {
        face >= faces.count || textFaces.contains(face) || style.monospace && monospaceFaces.contains(face)
    }

    /// The family that draws `script` in `language`; Noto Sans for a script without its own.
    private func family(for script: Script, language: FontLanguage) -> Family {
        switch script {
        case .han, .hiragana, .katakana, .hangul, .bopomofo: han[language.han.rawValue]
        case .arabic where language.nastaliq: nastaliq
        default: scriptFamilies[Int(script.rawValue)] ?? families[0]
        }
    }

    /// How much larger than the code a face drawing code's other scripts is: its small letters
    /// as tall as the monospace face's (as CSS `font-size-adjust: ex-height` sizes a fallback),
    /// so an Arabic word in a code block is neither smaller than the Latin code around it nor
    /// higher; 1 for the monospace faces and for a face without an x-height.
    ///
    ///     fonts.codeScale(face: fonts.face(for: "م", script: .arabic, style: FontStyle(monospace: true)))   // 1.3
    public func codeScale(face index: Int) -> Double {
        let monospace = families.first { $0.monospace }!
        guard index != monospace.regular, index != monospace.bold else { return 1 }
        let own = face(at: index).xHeight, code = face(at: monospace.regular).xHeight
        return own > 0 && code > 0 ? code / own : 1
    }

    /// Whether `style` asks for italic and `face`, chosen for it, is upright: the rasterizer
    /// then slants the upright face, as browsers synthesize an oblique.
    ///
    ///     fonts.synthesizesOblique(face: hebrewRegular, style: FontStyle(italic: true))   // true
    public func synthesizesOblique(face: Int, style: FontStyle) -> Bool {
        style.italic && !(face < faces.count ? italicFaces.contains(face) : added.isItalic(face - faces.count))
    }

    /// The first error met reading a face asked for so far (an installed font whose SHA-256 is
    /// wrong, a bundled one gone since the check), or nil: text laid out with such a face
    /// drew boxes, so the page must fail with this error.
    package var loadingFailure: ShapingError? {
        faces.lazy.compactMap(\.failure).first
    }
}

