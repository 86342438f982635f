import Foundation

/// Hands out case indexes to the workers and collects their outcomes.
final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var outcomes: [GoldenRunner.CaseOutcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < outcomes.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ outcome: GoldenRunner.CaseOutcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
    }
}
