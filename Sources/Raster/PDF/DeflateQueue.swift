import Foundation

/// Content streams deflated on another thread while the pages after them are painted: a page's
/// stream is done once it is painted, and deflating three pages' streams was a tenth of the
/// PDF writer's work (callgrind, page40), all of it on the one thread that paints.
///
/// A stream no worker has started by the time the writer asks for them all is deflated by the
/// writer itself: in a site build every worker of libdispatch's pool may be busy rendering
/// (one of them this render), so a render that waited for a free worker could wait for itself.
/// The pool's own workers, which shaping has started, keep their memory arenas: a thread of its
/// own took 0.8 MiB more at its peak.
///
///     let queue = DeflateQueue()
///     queue.deflate(content.output.bytes, as: file.reserve())
///     for (number, stream) in queue.finished() { file.writeStream(number, deflated: stream) }
final class DeflateQueue: @unchecked Sendable {
    private enum Job {
        case waiting([UInt8])
        case running
        case done([UInt8])
    }

    private let condition = NSCondition()
    private var jobs: [(number: Int, job: Job)] = []

    /// Deflates `data`, the stream of object `number`, on a worker thread if one is free before
    /// ``finished()``.
    func deflate(_ data: [UInt8], as number: Int) {
        condition.withLock { jobs.append((number, .waiting(data))) }
        DispatchQueue.global().async { [self] in _ = runWaitingJob() }
    }

    /// Every stream deflated, by object number: those no worker has started deflated here,
    /// then those under way waited for.
    func finished() -> [(number: Int, stream: [UInt8])] {
        while runWaitingJob() {}
        condition.lock()
        defer { condition.unlock() }
        while jobs.contains(where: { if case .running = $0.job { true } else { false } }) { condition.wait() }
        return jobs.map { job in
            guard case let .done(stream) = job.job else { preconditionFailure("a stream was not deflated") }
            return (job.number, stream)
        }.sorted { $0.number < $1.number }
    }

    /// Takes a waiting job, if there is one, deflates it and says so.
    private func runWaitingJob() -> Bool {
        condition.lock()
        guard let n = jobs.firstIndex(where: { if case .waiting = $0.job { true } else { false } }),
              case let .waiting(data) = jobs[n].job
        else {
            condition.unlock()
            return false
        }
        jobs[n].job = .running
        condition.unlock()
        let stream = Flate.deflate(data)
        condition.withLock {
            jobs[n].job = .done(stream)
            condition.broadcast()
        }
        return true
    }
}
