import Foundation

/// Content streams deflated on another thread while the pages after them are painted: a page's
/// stream is done once it is painted, and deflating three pages' streams was a tenth of the
/// PDF writer's work (callgrind, page40), all of it on the one thread that paints.
///
///     let queue = DeflateQueue()
///     queue.deflate(content.output.bytes, as: file.reserve())
///     for (number, stream) in queue.finished() { file.writeStream(number, deflated: stream) }
final class DeflateQueue: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var streams: [(number: Int, stream: [UInt8])] = []

    /// Deflates `data`, the stream of object `number`, on a worker thread.
    func deflate(_ data: [UInt8], as number: Int) {
        DispatchQueue.global().async(group: group) { [self] in
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
