import Files
import Foundation

/// The build record as outputs finish on several threads: each finished output is entered and
/// the record saved at once, so a build killed at any moment (`kill -9`) keeps every output it
/// finished and renders only the rest next time.
final class BuildJournal: @unchecked Sendable {
    private let lock = NSLock()
    private var record: BuildRecord
    private let folder: String
    /// The first reason the record could not be saved, reported once.
    private(set) var failure: String?

    /// A journal of `record`, saved into `folder`.
    init(_ record: BuildRecord, folder: String) {
        self.record = record
        self.folder = folder
    }

    /// The record as it stands.
    var current: BuildRecord { lock.withLock { record } }

    /// Sets (or, with nil, removes) `output`'s entry and saves the record.
    func enter(_ output: String, _ entry: BuildRecord.Output?) {
        lock.withLock {
            record.outputs[output] = entry
            save()
        }
    }

    /// Changes the record with `change` and saves it.
    func update(_ change: (inout BuildRecord) -> Void) {
        lock.withLock {
            change(&record)
            save()
        }
    }

    private func save() {
        do {
            try record.save(in: folder)
        } catch {
            if failure == nil { failure = SystemReason.message(of: error) }
        }
    }
}
