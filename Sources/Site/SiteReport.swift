/// What a site build did: outputs rendered, unchanged and removed, pages per language
/// translated or fallen back to the source, warnings and failures.
///
///     print(report.summary)
///     if !report.failures.isEmpty { exit(1) }
public struct SiteReport: Sendable, Equatable {
    /// One language's pages.
    public struct Language: Sendable, Equatable {
        /// The canonical tag.
        public var tag: String
        /// Pages rendered from a translation (or the source page, in its own language).
        public var translated: Int
        /// Pages with no translation, rendered from the source page.
        public var fallenBack: [String]

        /// Creates a language's line of the report.
        public init(tag: String, translated: Int, fallenBack: [String]) {
            self.tag = tag
            self.translated = translated
            self.fallenBack = fallenBack
        }
    }

    /// Outputs the site has (pages × languages × formats).
    public var outputs: Int
    /// Outputs whose inputs had not changed, not rendered again.
    public var unchanged: Int
    /// Outputs rendered.
    public var rendered = 0
    /// Outputs removed because their page is gone, relative to the output folder.
    public var removed: [String] = []
    /// Per language.
    public var languages: [Language] = []
    /// Warning lines of the rendered pages.
    public var warnings: [String] = []
    /// One line per output that failed, and per problem of the site folder.
    public var failures: [String] = []
    /// Symbolic links in the site folder, left out of the build, relative to it.
    public var skippedLinks: [String] = []
    /// How long the build took.
    public var seconds = 0.0

    /// The report as lines: the totals, each language, then warnings and failures.
    public var summary: String {
        var lines = ["\(outputs) outputs: \(rendered) rendered, \(unchanged) unchanged, \(failures.count) failed, "
            + "\(removed.count) removed in \(String(format: "%.1f", seconds)) s"]
        for language in languages {
            let fallback = language.fallenBack.isEmpty ? "" : ", \(language.fallenBack.count) fell back to the source page ("
                + language.fallenBack.prefix(5).joined(separator: ", ") + (language.fallenBack.count > 5 ? ", ..." : "") + ")"
            lines.append("  \(language.tag): \(language.translated) translated\(fallback)")
        }
        if !skippedLinks.isEmpty {
            lines.append("  skipped \(skippedLinks.count) symbolic link\(skippedLinks.count == 1 ? "" : "s"): "
                + skippedLinks.prefix(5).joined(separator: ", ") + (skippedLinks.count > 5 ? ", ..." : ""))
        }
        lines += warnings.map { "warning: \($0)" }
        lines += failures.map { "failed: \($0)" }
        return lines.joined(separator: "\n")
    }
}
