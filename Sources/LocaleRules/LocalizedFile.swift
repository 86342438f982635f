import Foundation

/// Finds the translation of a file for a language, as browsers match `Accept-Language` and
/// Apple's bundles pick a localization: `next.ar-SA.png`, `next.ar-sa.png` and `next.ar.png`
/// beside `next.png` all serve `ar-SA`, the most specific first (``LanguageTag/lookupChain``).
/// The tag in a file name is matched without regard to case; the rest of the name exactly.
///
/// ```swift
/// LocalizedFile.variant(of: "images/next.png", for: try LanguageTag("ar-SA-u-nu-latn"))
/// // "images/next.ar-sa.png" when that file exists and next.ar-SA.png does not
/// ```
public enum LocalizedFile {
    /// A page file's name without its extension split into the page's name and the language
    /// its suffix gives it, as a site names a translation (`help.he`, `guide.ar-SA`): the part
    /// after the first dot when it is a tag of a language ICU knows (it has a script for it);
    /// nil for `help` or `notes.v2`.
    ///
    ///     LocalizedFile.languageSuffix(of: "setup.ar-SA")   // ("setup", ar-SA)
    public static func languageSuffix(of stem: String) -> (name: String, language: LanguageTag)? {
        guard let dot = stem.firstIndex(of: "."), let tag = try? LanguageTag(String(stem[stem.index(after: dot)...])),
              !tag.script.isEmpty else { return nil }
        return (String(stem[..<dot]), tag)
    }

    /// The language a page's file name gives it (``languageSuffix(of:)``).
    ///
    ///     LocalizedFile.language(ofPage: "docs/azd-changelog.ur.md")?.identifier   // "ur"
    public static func language(ofPage path: String) -> LanguageTag? {
        languageSuffix(of: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)?.language
    }

    /// The path of the variant of `path` for `language`, or nil when there is none.
    public static func variant(of path: String, for language: LanguageTag) -> String? {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent + "."
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        // The tag part of each candidate name, lower-cased; exact spellings sort first so they win over case variants.
        let candidates = names.sorted().compactMap { name -> (tag: String, name: String)? in
            guard name.hasPrefix(stem), name.hasSuffix(suffix), name.count > stem.count + suffix.count else { return nil }
            return (String(name.dropFirst(stem.count).dropLast(suffix.count)).lowercased(), name)
        }
        for tag in language.lookupChain {
            let matches = candidates.filter { $0.tag == tag.lowercased() }
            if let match = matches.first(where: { $0.name == stem + tag + suffix }) ?? matches.first {
                return directory.appendingPathComponent(match.name).path
            }
        }
        return nil
    }
}
