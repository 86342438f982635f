import Bidi
import Dispatch
import Document
import Foundation
import Shaping

extension PageLayout {
    /// The paragraphs of the page's top-level headings and paragraphs (nil for other blocks),
    /// shaped on all the machine's cores before the blocks are placed one below the other:
    /// shaping, itemizing and finding break opportunities do not depend on where a block goes,
    /// and they are most of a text page's layout. Each worker shapes with a shaper of its own;
    /// the paragraphs are the same as shaped one by one.
    ///
    ///     let shaped = layout.shapedParagraphs(page.blocks, in: column)
    ///     try layout.blocks(page.blocks, in: column, shaped: shaped)
    func shapedParagraphs(_ blocks: [Block], in column: Column) -> [Paragraph?] {
        let texts: [(runs: [AttributedRun], base: BaseDirection)?] = blocks.map { block in
            let own = self.column(for: block, in: column)
            return textRuns(of: block, in: own).map { ($0, own.base) }
        }
        let work = texts.indices.filter { texts[$0] != nil }
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, work.count / 2)
        guard workers > 1 else { return [] }
        let queue = WorkQueue<Paragraph>(count: work.count)
        let shapers = Shapers([shaper] + (1..<workers).map { _ in Shaper(sameAs: shaper) })
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let n = queue.next() {
                let text = texts[work[n]]!
                queue.set(n, Paragraph(text.runs, base: text.base, shaper: shapers.all[worker]))
            }
        }
        var shaped = [Paragraph?](repeating: nil, count: blocks.count)
        for (n, index) in work.enumerated() { shaped[index] = queue.outcomes[n] }
        return shaped
    }
}

/// One shaper per worker, made before the workers start; worker n uses only `all[n]`.
private final class Shapers: @unchecked Sendable {
    let all: [Shaper]
    init(_ all: [Shaper]) { self.all = all }
}
