/// An error or a warning as the preview shows it: the file (relative to the site folder), the
/// line and column when the message has them, and what is wrong. Read from Galley's one-line
/// messages, `file:line:column: problem`, `file:line: problem` or `file: problem`.
///
///     Problem(parsing: "/site/help.he.md:9:64: no value for 'n'", root: "/site")
///     // file "help.he.md", line 9, column 64, message "no value for 'n'"
struct Problem: Equatable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String

    init(parsing text: String, root: String) {
        if let match = text.wholeMatch(of: #/(.+?):(\d+)(?::(\d+))?: (.*)/#) {
            file = Self.relative(String(match.1), root: root)
            line = Int(match.2)
            column = match.3.flatMap { Int($0) }
            message = String(match.4)
        } else if let colon = text.range(of: ": ") {
            file = Self.relative(String(text[..<colon.lowerBound]), root: root)
            message = String(text[colon.upperBound...])
        } else {
            message = text
        }
    }

    /// `path` below `root` without it; other paths as they are.
    static func relative(_ path: String, root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// As HTML: the place in bold, then the message.
    var html: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return (place.isEmpty ? "" : "<span class=\"where\">\(place.htmlEscaped)</span> ") + "<span class=\"message\">\(message.htmlEscaped)</span>"
    }
}
