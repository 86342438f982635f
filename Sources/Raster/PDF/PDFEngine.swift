/// Which writer makes a PDF: Galley's own, PDFWriter (the default), or Cairo's PDF surface with
/// Galley's passes over the file it writes, kept until those passes go.
///
///     try rasterizer.writePDF(pages: pages, to: "out/help.pdf", engine: .galley)
public enum PDFEngine: String, Sendable, Hashable, CaseIterable {
    /// Cairo 1.16's PDF surface, then Galley's passes (GlyphShowing, PresentationForms ...).
    case cairo
    /// Galley's own writer: fonts subset by HarfBuzz, /ActualText, tagged PDF/UA-1.
    case galley
}
