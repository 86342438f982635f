import Foundation

/// The one-line progress display of a golden run, on standard error: `[12/40] 1 failed
/// help.he.w800`, redrawn in place. Silent unless standard error is a terminal, so CI logs stay
/// clean. Safe to call from several threads.
///
///     let progress = Progress(total: cases.count)
///     progress.finished("help.he.w800", failed: false)
///     progress.end()
final class Progress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let lock = NSLock()
    private var done = 0
    private var failed = 0

    /// - Parameter enabled: nil shows progress when standard error is a terminal.
    init(total: Int, enabled: Bool? = nil) {
        self.total = total
        self.enabled = enabled ?? (isatty(STDERR_FILENO) != 0)
    }

    /// Records one finished case and redraws the line.
    func finished(_ id: String, failed caseFailed: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if caseFailed { failed += 1 }
        guard enabled else { return }
        let failures = failed > 0 ? " \(failed) failed" : ""
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)]\(failures) \(id)".utf8))
    }

    /// Clears the line.
    func end() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
