import Files
import Foundation

/// The reftests Galley is known to fail, each with why, as browsers keep their expectations:
/// one `<test path> <reason>` a line, `#` comments and blank lines skipped. A listed test that
/// fails does not fail the run; a listed test that passes is reported so that its line is
/// removed, and the file only shrinks.
///
///     css21/bidi-text/bidi-004.xht   inline borders split by an override are not drawn
public struct ReftestExpectations: Sendable {
    /// One known failure.
    public struct Entry: Sendable, Equatable {
        public var reason: String
        /// 1-based line in the file.
        public var line: Int
    }

    public var path: String
    /// By test path, as the list writes it.
    public var entries: [String: Entry]

    /// No known failures: every failure fails the run.
    public init() {
        path = ""
        entries = [:]
    }

    /// Reads the file at `path`; throws `ReftestError` naming the line of an entry with no
    /// reason or a test listed twice.
    public init(path: String) throws(ReftestError) {
        self.path = path
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: ReftestList.maximumSize)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        entries = [:]
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in lines.enumerated() {
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let parts = text.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard parts.count == 2 else {
                throw .malformedExpectation(path: path, line: index + 1, message: "\(text) has no reason; write `<test> <why it fails>`")
            }
            let test = String(parts[0])
            guard entries[test] == nil else {
                throw .malformedExpectation(path: path, line: index + 1, message: "\(test) is listed twice")
            }
            entries[test] = Entry(reason: parts[1].trimmingCharacters(in: .whitespaces), line: index + 1)
        }
    }
}
