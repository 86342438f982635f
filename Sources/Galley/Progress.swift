import Files
import Foundation

/// The progress display of a batch (a golden run, a site build), on standard error. On a
/// terminal one line redrawn in place: `[120/1000] 2 failed  he/guide/help.png  0:04, about
/// 0:29 left`. Elsewhere, with `plainLines`, one line per finished item (CI logs), else nothing.
/// Safe to call from several threads.
///
///     let progress = Progress(total: cases.count)
///     progress.finished("help.he.w800", failed: false)
///     progress.end()
package final class Progress: @unchecked Sendable {
    private let total: Int
    private let terminal: Bool
    private let plainLines: Bool
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var failed = 0

    /// - Parameters:
    ///   - enabled: nil draws the line when standard error is a terminal; false draws nothing.
    ///   - plainLines: when the line is not drawn (and `enabled` is not false), print one line
    ///     per finished item.
    package init(total: Int, enabled: Bool? = nil, plainLines: Bool = false) {
        self.total = total
        let isTerminal = isatty(STDERR_FILENO) != 0
        terminal = enabled ?? isTerminal
        self.plainLines = plainLines && enabled != false && !terminal
    }

    /// Records one finished item and redraws the line (or prints one).
    package func finished(_ id: String, failed itemFailed: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if itemFailed { failed += 1 }
        if terminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(line(id))".utf8))
        } else if plainLines {
            FileHandle.standardError.write(Data("\(line(id))\n".utf8))
        }
    }

    /// Clears the line.
    package func end() {
        guard terminal else { return }
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// `[done/total] n failed  id  elapsed, about m:ss left`, the id's control characters escaped.
    private func line(_ id: String) -> String {
        let elapsed = Date().timeIntervalSince(start)
        let failures = failed > 0 ? " \(failed) failed" : ""
        let left = done < total ? ", about \(Self.clock(elapsed / Double(done) * Double(total - done))) left" : ""
        return "[\(done)/\(total)]\(failures)  \(Escaped(id))  \(Self.clock(elapsed))\(left)"
    }

    /// Seconds as m:ss.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }
}
