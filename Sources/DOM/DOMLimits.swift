/// The limits on a parsed document: far beyond any help page, low enough that hostile input
/// cannot exhaust memory or the stack (README, Limits).
public enum DOMLimits {
    /// The most HTML read in one parse: 32 MiB, as for a Markdown file.
    public static let maximumHTMLSize = 32 << 20
    /// Elements nested deeper than this give their content to their ancestor at this depth.
    public static let maximumDepth = 256
    /// The most nodes (elements, text runs, comments) in one tree.
    public static let maximumNodes = 500_000
}
