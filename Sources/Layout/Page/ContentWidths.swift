import Document

/// The min-content and max-content widths of table cells' blocks (CSS Sizing 3 §5.1), measured
/// once a page: a table's layout asks for its cells' and so do the probes that measure the cells
/// of the tables around it, which without it would lay out a table nested n deep 3^n times.
///
/// NOTE: a cell is known by the address of its blocks' array storage, which is the same in every
/// copy of the page's blocks and stays put while the page, which outlives its layout, holds it.
/// A page's layout makes its own (``PageLayout/layout(_:)``), so no address outlives its page.
final class ContentWidths {
    private var measured: [UnsafeRawPointer: (min: Double, max: Double)] = [:]

    /// The widths of `blocks`, measured by `measure` the first time they are asked for.
    func widths(of blocks: [Block], measure: () throws -> (min: Double, max: Double)) rethrows -> (min: Double, max: Double) {
        guard let key = blocks.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else { return (0, 0) }
        if let known = measured[key] { return known }
        let widths = try measure()
        measured[key] = widths
        return widths
    }
}
