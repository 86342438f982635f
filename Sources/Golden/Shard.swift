import Foundation

/// One of `count` slices of a suite, for splitting a suite across CI jobs. The assignment is
/// stable: it depends only on the case ids, never on hashing seeds, order of the manifest, the
/// machine or the number of cores. Case ids are sorted and dealt round-robin, so shards differ
/// in size by at most one case.
///
///     let shard = try Shard("2/4")            // the second of four jobs
///     let mine = shard.select(suite.cases.map(\.id))
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: 1...count.
    public let index: Int
    /// How many shards the suite is split into.
    public let count: Int

    /// Throws `GoldenError.invalidShard` unless 1 <= index <= count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else { throw GoldenError.invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, as the command line gives it.
    public init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? { Int(part.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]) else {
            throw GoldenError.invalidShard(text)
        }
        try self.init(index: index, count: count)
    }

    /// `i/n`, as the command line gives it.
    public var description: String { "\(index)/\(count)" }

    /// Which of `ids` belong to this shard, in the order given: `result[k]` is true when `ids[k]`
    /// does.
    public func select(_ ids: [String]) -> [Bool] {
        var mine = [Bool](repeating: false, count: ids.count)
        let sorted = ids.indices.sorted { ids[$0].utf8.lexicographicallyPrecedes(ids[$1].utf8) }
        for (rank, position) in sorted.enumerated() where rank % count == index - 1 {
            mine[position] = true
        }
        return mine
    }
}
