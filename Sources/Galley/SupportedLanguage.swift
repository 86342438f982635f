/// The languages Galley can render with its bundled fonts: Latin, Greek and Cyrillic
/// languages (Noto Sans), Hebrew and Yiddish (Noto Sans Hebrew), Arabic-script languages
/// (Noto Naskh Arabic) and Devanagari ones (Noto Sans Devanagari).
///
///     try SupportedLanguage.validate("ar-SA")   // ok
///     try SupportedLanguage.validate("xx")      // throws RenderError.unknownLanguage
public enum SupportedLanguage {
    static let primaryTags: Set<String> = [
        // Right to left.
        "he", "iw", "yi", "ar", "fa", "ur", "ps", "sd", "ckb", "ug",
        // Devanagari.
        "hi", "mr", "ne", "sa",
        // Latin, Greek, Cyrillic.
        "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "no", "fi", "is", "pl", "cs", "sk", "sl", "hr",
        "bs", "sr", "hu", "ro", "tr", "az", "et", "lv", "lt", "ga", "cy", "eu", "ca", "gl", "mt", "sq", "id", "ms", "tl",
        "vi", "sw", "af", "el", "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "uz", "tk", "ku", "ha", "yo", "ig", "zu",
    ]

    /// Throws `RenderError.unknownLanguage` unless `tag` is a well-formed BCP 47 tag whose
    /// language Galley supports. `file` is the page whose front matter gave `tag`, for the error
    /// to name.
    public static func validate(_ tag: String, frontMatterOf file: String? = nil) throws {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = !parts.isEmpty && parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard wellFormed, primaryTags.contains(parts[0].lowercased()) else { throw RenderError.unknownLanguage(tag, file: file) }
    }
}
