/// What a golden case renders: a PNG of the page, or a paginated PDF checked page by page.
///
///     GoldenFormat(rawValue: "pdf")   // .pdf, as a manifest's `format: pdf` gives it
public enum GoldenFormat: String, Sendable, CaseIterable {
    /// One PNG of the page, as tall as its content, against one golden.
    case png
    /// A PDF on the case's paper, rasterized page by page, against one golden per page.
    case pdf
}
