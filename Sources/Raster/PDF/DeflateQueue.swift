import Foundation

/// Content streams deflated on another thread while the pages after them are painted: a page's
/// stream is done once it is painted, and deflating three pages' streams was a tenth of the
/// PDF writer's work (callgrind, page40), all of it on the one thread that paints.
///
///     let queue = DeflateQueue()
///     queue.deflate(content.output.bytes, as: file.reserve())
///     for (number, stream) in queue.finished() { file.writeStream(number, deflated: stream) }
final class DeflateQueue: @unchecked Sendable {
    /// A serial queue of its own: libdispatch gives such a queue (an overcommit one) a thread
    /// even when every worker of the global pool is busy, as in a site build's renders, where a
    /// block sent to the global queue waits for a free worker that a render blocked on it holds.
    private let queue = DispatchQueue(label: "Galley.DeflateQueue")
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var streams: [(number: Int, stream: [UInt8])] = []

    /// Deflates `data`, the stream of object `number`, on the queue's thread.
    func deflate(_ data: [UInt8], as number: Int) {
        queue.async(group: group) { [self] in
            let stream = Flate.deflate(data)
            lock.withLock { streams.append((number, stream)) }
        }
    }

    /// Every stream deflated, by object number, once all are done.
    func finished() -> [(number: Int, stream: [UInt8])] {
        group.wait()
        return lock.withLock { streams.sorted { $0.number < $1.number } }
    }
}
