import Files
import Foundation
import Shaping
import Style

/// The fonts a page's CSS `font-family` lists name (CSS Fonts 4 §5), found for one page: its
/// `@font-face` rules' local files first (§4), then the fonts of the folder the caller names
/// for pages to find by family name (the reftest list's `fonts/`, which browsers would have
/// installed), never the machine's own. A generic family ends the list: from there Galley's
/// own faces draw, `monospace` its monospaced one. A family it does not have is skipped, so the
/// list falls through to Galley's faces; a character none of the list's faces has takes
/// Galley's fallback for its script.
///
/// A font file is read only from the page's folders (the site root, or the folder of a
/// `--stylesheet` sheet for the rules it has): `http(s)` URLs are never fetched, and a file that
/// is missing, outside, or no font is a problem (a warning) and the rule's next source, the
/// list's next family, is tried.
///
///     let fonts = PageFonts(rules: page.fontFaces, namedFonts: nil, siteRoot: "site", fonts: context)
///     fonts.faces(for: ["ezra_silregular", "serif"], bold: false, italic: false)   // ([the Ezra face], monospace: false)
package final class PageFonts {
    /// One face of a family: its face in the font context and what it is for.
    package struct Face: Equatable {
        package var index: Int
        /// The file it was read from.
        package var path: String
        package var weight: Double
        package var italic: Bool
    }

    private let rules: [StyleSheet.FontFace]
    private let namedFonts: String?
    private let siteRoot: String?
    private let fonts: FontContext
    /// Each family asked for (lower case) and its faces; none when the page has no such family.
    private var families: [String: [Face]] = [:]
    /// The faces of the named-fonts folder, by lower-case family name, once read.
    private var folderFaces: [String: [Face]]?
    /// Why files could not be used, one line each naming the file, in the order met.
    package private(set) var problems: [String] = []

    /// The largest number of font files read from the named-fonts folder.
    static let maximumFolderFonts = 256
    /// The font formats read (CSS Fonts 4 §4.3.1 `format()` hints).
    static let formats: Set = ["truetype", "opentype", "woff", "woff2", "collection"]

    package init(rules: [StyleSheet.FontFace], namedFonts: String?, siteRoot: String?, fonts: FontContext) {
        self.rules = rules
        self.namedFonts = namedFonts
        self.siteRoot = siteRoot
        self.fonts = fonts
    }

    /// The faces of `families` for text of `bold` weight and `italic` slant, in the list's order,
    /// each the face of its family that fits best (§5.2), up to the first generic family, and
    /// whether that is `monospace`.
    package func faces(for families: [String], bold: Bool, italic: Bool) -> (faces: [Int], monospace: Bool) {
        var faces: [Int] = []
        for family in families {
            if ["monospace", "ui-monospace"].contains(family) { return (faces, true) }
            if ComputedStyle.genericFamilies.contains(family) { break }
            if let face = Self.best(self.faces(ofFamily: family), bold: bold, italic: italic), !faces.contains(face.index) {
                faces.append(face.index)
            }
        }
        return (faces, false)
    }

    /// Every face of `family` the page has: its `@font-face` rules' files, else the named
    /// folder's fonts of that name; read once each.
    package func faces(ofFamily family: String) -> [Face] {
        let key = family.lowercased()
        if let known = families[key] { return known }
        var found: [Face] = []
        for rule in rules where rule.family.lowercased() == key {
            if let face = face(of: rule) { found.append(face) }
        }
        if found.isEmpty { found = folderFonts()[key] ?? [] }
        families[key] = found
        return found
    }

    /// §5.2, simplified: the slant asked for first, then the nearest weight.
    static func best(_ faces: [Face], bold: Bool, italic: Bool) -> Face? {
        let weight = bold ? 700.0 : 400.0
        return faces.min { a, b in
            (a.italic != italic ? 1 : 0, abs(a.weight - weight)) < (b.italic != italic ? 1 : 0, abs(b.weight - weight))
        }
    }

    /// §4.3: the first of the rule's sources Galley can read.
    private func face(of rule: StyleSheet.FontFace) -> Face? {
        let base = rule.base.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let folder = base.isEmpty ? "." : base
        for source in rule.sources {
            guard case let .url(url, format) = source else { continue }
            if let format, !Self.formats.contains(format) { continue }
            let sourceName = rule.base ?? "a style sheet"
            guard !url.isEmpty, !url.contains(":"), !url.hasPrefix("/") else {
                note("\(sourceName): font \(url.prefix(80)) is not a local file: fonts are never fetched")
                continue
            }
            let path = folder + "/" + (url.split(separator: "#").first.map(String.init)?.removingPercentEncoding ?? url)
            // Inside the site; a sheet from outside it (`--stylesheet`) reads inside its own folder.
            let outsideSheet = rule.base.map { base in siteRoot.map { !SiteRoot.contains(base, root: $0) } ?? false } ?? false
            guard (outsideSheet ? folder : siteRoot).map({ SiteRoot.contains(path, root: $0) }) ?? true else {
                note("\(path): font outside the page's folders is not read")
                continue
            }
            do {
                let index = try fonts.addFace(path: path)
                let weight = if case let .number(n)? = rule.weight { n } else { 400.0 }
                let italic = rule.style.map { $0 != .keyword("normal") } ?? false
                return Face(index: index, path: path, weight: weight, italic: italic)
            } catch {
                note("\(error)")
            }
        }
        return nil
    }

    /// The fonts of the named folder, by lower-case family name: each file's name-table
    /// families, weight and slant.
    private func folderFonts() -> [String: [Face]] {
        if let folderFaces { return folderFaces }
        var found: [String: [Face]] = [:]
        if let namedFonts, let enumerator = FileManager.default.enumerator(atPath: namedFonts) {
            // In the order of their names, whatever order the file system lists them in: a family's first file wins a tie.
            let files = enumerator.compactMap { $0 as? String }.filter { ["ttf", "otf", "woff", "woff2"].contains(($0 as NSString).pathExtension.lowercased()) }
            for file in files.sorted().prefix(Self.maximumFolderFonts) {
                let path = namedFonts + "/" + file
                do {
                    let index = try fonts.addFace(path: path)
                    let face = fonts.face(at: index)
                    for name in face.familyNames {
                        found[name.lowercased(), default: []].append(Face(index: index, path: path, weight: face.weight, italic: face.isItalicDesign))
                    }
                } catch {
                    note("\(error)")
                }
            }
        }
        folderFaces = found
        return found
    }

    private func note(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
