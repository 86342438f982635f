import Foundation

/// The browsers listening for changes (`/events`, Server-Sent Events): each gets a stream of
/// events, each event the names of the pages whose outputs changed.
///
///     let hub = EventHub()
///     let events = hub.subscribe()
///     hub.publish(["index"])   // every stream gets "event: change\ndata: [\"index\"]\n\n"
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    private var closed = false

    /// A new listener's events, as Server-Sent Events text; it ends when the hub closes.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        let id: Int? = lock.withLock {
            guard !closed else { return nil }
            next += 1
            subscribers[next] = continuation
            return next
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many browsers listen.
    var count: Int { lock.withLock { subscribers.count } }

    /// Tells every listener that `pages` changed.
    func publish(_ pages: Set<String>) {
        guard !pages.isEmpty else { return }
        let data = (try? JSONEncoder().encode(pages.sorted())).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let event = "event: change\ndata: \(data)\n\n"
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.yield(event) }
    }

    /// Ends every stream, and those of listeners still to come: the server is stopping.
    func close() {
        let all = lock.withLock {
            closed = true
            return Array(subscribers.values)
        }
        for continuation in all { continuation.finish() }
    }
}
