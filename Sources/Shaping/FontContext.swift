import Foundation

/// The bundled fonts, each opened once, when first asked for, and shared by every paragraph of
/// a batch, and the choice of a face for a character: the preferred family of its script and
/// style first, then any bundled face whose character map covers it (fallback by cmap).
///
///     let fonts = try FontContext()                    // the repository's Fonts/
///     let face = fonts.face(for: "ש", script: .hebrew, style: FontStyle())
///     fonts.face(at: face).path                        // ".../NotoSansHebrew-Regular.ttf"
public final class FontContext: @unchecked Sendable {
    /// The folder the fonts are read from.
    public let directory: String
    /// Every bundled face, opened on first use; a `FontFace` is named by its index here.
    private let faces: [LazyFace]
    private let families: [Family]
    /// Faces tried for a character no family has, whatever the style: symbols and arrows.
    private let fallbacks: [Int]
    /// The faces that are italic designs; others are upright.
    private let italicFaces: Set<Int>

    /// One family's files, by weight and slant; nil where the family has no such face.
    private struct Family {
        let scripts: [Script]
        let monospace: Bool
        let regular: Int, bold: Int, italic: Int?, boldItalic: Int?

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
    /// operators) and Material Icons (the inline icons, in the Private Use Area). Each file is
    /// checked here (a regular file whose table directory fits it) and read when a face is
    /// first asked for: a Hebrew page never reads the Arabic, Devanagari or symbol fonts.
    /// Throws `ShapingError.noFonts` when the folder lacks the first, `NotoSans-Regular.ttf`,
    /// and `ShapingError.cannotLoadFont` naming any other file that is missing or damaged.
    ///
    ///     let fonts = try FontContext(directory: "Fonts")
    public init(directory: String = FontContext.bundledDirectory) throws {
        var faces: [LazyFace] = []
        func load(_ name: String) throws -> Int {
            let path = directory + "/" + name + ".ttf"
            if faces.isEmpty, !FileManager.default.fileExists(atPath: path) { throw ShapingError.noFonts(directory: directory) }
            try FontFace.check(path: path)
            faces.append(LazyFace(path: path))
            return faces.count - 1
        }
        // The first family is the default for every script not listed in another.
        families = [
            Family(scripts: [], monospace: false, regular: try load("NotoSans-Regular"), bold: try load("NotoSans-Bold"),
                   italic: try load("NotoSans-Italic"), boldItalic: try load("NotoSans-BoldItalic")),
            Family(scripts: [.hebrew], monospace: false, regular: try load("NotoSansHebrew-Regular"),
                   bold: try load("NotoSansHebrew-Bold"), italic: nil, boldItalic: nil),
            Family(scripts: [.arabic], monospace: false, regular: try load("NotoNaskhArabic-Regular"),
                   bold: try load("NotoNaskhArabic-Bold"), italic: nil, boldItalic: nil),
            Family(scripts: [.devanagari], monospace: false, regular: try load("NotoSansDevanagari-Regular"),
                   bold: try load("NotoSansDevanagari-Bold"), italic: nil, boldItalic: nil),
            Family(scripts: [], monospace: true, regular: try load("NotoSansMono-Regular"),
                   bold: try load("NotoSansMono-Bold"), italic: nil, boldItalic: nil),
        ]
        fallbacks = [try load("NotoSansSymbols2-Regular"), try load("NotoSansMath-Regular"), try load("MaterialIcons-Regular")]
        italicFaces = Set(families.flatMap { [$0.italic, $0.boldItalic].compactMap { $0 } })
        self.faces = faces
        self.directory = directory
    }

    /// The face at `index` (as `face(for:script:style:)` and `ShapingItem.face` name it), read
    /// on first use.
    ///
    ///     let hebrew = fonts.face(at: fonts.face(for: "ש", script: .hebrew, style: FontStyle()))
    public func face(at index: Int) -> FontFace {
        faces[index].face
    }

    /// The face to draw `scalar` with: the style's family for `script` when it has the
    /// character, else the first bundled face of the same style that has it, else the first
    /// symbol face that has it, else the primary (which draws it as a box).
    public func face(for scalar: Unicode.Scalar, script: Script, style: FontStyle) -> Int {
        let preferred = style.monospace
            ? families.first { $0.monospace }!
            : families.first { $0.scripts.contains(script) } ?? families[0]
        let primary = preferred.face(style)
        if face(at: primary).covers(scalar) { return primary }
        for family in families where face(at: family.face(style)).covers(scalar) {
            return family.face(style)
        }
        return fallbacks.first { face(at: $0).covers(scalar) } ?? primary
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
        style.italic && !italicFaces.contains(face)
    }
}

/// A font file checked but not yet read: read, once, by the first thread that asks for it.
private final class LazyFace: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var loaded: FontFace?

    init(path: String) { self.path = path }

    /// The face; a file that became unreadable since `FontFace.check` gives a face with no
    /// glyphs, so its characters are reported missing rather than the run crashing.
    var face: FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let face = (try? FontFace(path: path)) ?? FontFace(emptyAt: path)
        loaded = face
        return face
    }
}
