/// The lines of a page's Markdown, split on the byte of U+000A as cmark-gfm counts lines
/// ("\r\n" is one Character, which a split on Characters would not end a line at), each as
/// UTF-8: found by scanning the bytes, where `utf8.split` took 80 instructions a byte.
///
///     MarkdownLines.split("# שלום\n\ntext").count   // 3
enum MarkdownLines {
    static func split(_ markdown: String) -> [Substring.UTF8View] {
        var text = markdown
        let ends = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") } }
        let utf8 = text.utf8
        var lines: [Substring.UTF8View] = []
        lines.reserveCapacity(ends.count + 1)
        var start = utf8.startIndex
        for end in ends {
            let index = utf8.index(utf8.startIndex, offsetBy: end)
            lines.append(text[start..<index].utf8)
            start = utf8.index(after: index)
        }
        lines.append(text[start...].utf8)
        return lines
    }
}
