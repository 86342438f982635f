import Foundation

/// The temporary files being written, removed by a handler for SIGINT, SIGTERM and SIGHUP
/// before the signal ends the process as it would have. Installed with the first temporary
/// file, so a library user's own handlers are left alone until Galley writes. The handler only calls `unlink`,
/// `signal` and `raise` (async-signal-safe) on paths kept as C strings in fixed slots.
enum TemporaryFiles {
    static let slotCount = 64
    nonisolated(unsafe) static let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
    static let lock = NSLock()
    nonisolated(unsafe) static var installed = false

    static func register(_ path: String) {
        lock.withLock {
            if !installed {
                slots.initialize(repeating: nil, count: slotCount)
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                for signal in [SIGINT, SIGTERM, SIGHUP] {
                    // A signal the caller ignores (`nohup`) stays ignored.
                    let previous = Foundation.signal(signal, handler)
                    if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { Foundation.signal(signal, SIG_IGN) }
                    sigaddset(&unblocked, signal)
                }
                // A process started with these signals blocked (as some test runners and
                // supervisors do) would otherwise never run the handler.
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                installed = true
            }
            if let free = (0..<slotCount).first(where: { slots[$0] == nil }) { slots[free] = strdup(path) }
        }
    }

    static func unregister(_ path: String) {
        lock.withLock {
            for n in 0..<slotCount where slots[n].map({ String(cString: $0) == path }) ?? false {
                let copy = slots[n]
                slots[n] = nil
                free(copy)
            }
        }
    }

    static let handler: @convention(c) (Int32) -> Void = { signal in
        for n in 0..<TemporaryFiles.slotCount {
            if let path = TemporaryFiles.slots[n] { unlink(path) }
        }
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
