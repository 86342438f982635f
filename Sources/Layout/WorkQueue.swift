import Foundation

/// Hands out the indexes of `count` work items to worker threads, each item once, and collects
/// their outcomes by index: a page's paragraphs, a golden run's cases, a site build's pages.
///
///     let queue = WorkQueue<String>(count: 3)
///     DispatchQueue.concurrentPerform(iterations: 2) { _ in
///         while let n = queue.next() { queue.set(n, "done \(n)") }
///     }
///     queue.outcomes   // ["done 0", "done 1", "done 2"]
package final class WorkQueue<Outcome>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    /// Each item's outcome, nil until its worker sets it.
    package private(set) var outcomes: [Outcome?]

    package init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    /// The next item, or nil when all are taken.
    package func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < outcomes.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Records item `index`'s outcome.
    package func set(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
    }
}
