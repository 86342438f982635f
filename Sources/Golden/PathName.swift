/// Joins and tidies file paths lexically, so that messages show `Examples/help.md` rather than
/// `Golden/../Examples/help.md`.
///
///     PathName.join("Golden", "../Examples/help.md")   // "Examples/help.md"
enum PathName {
    static func join(_ base: String, _ path: String) -> String {
        normalize(path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path)
    }

    /// Removes `.` and empty components and folds `name/..`.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute, parts.isEmpty {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
