/// A bound on how deeply YAML text nests, found before the text is parsed: Yams builds its
/// nodes recursively, so 5000 nested `[` or `{a: ` overflow the stack. Front matter and golden
/// manifests are refused past ``limit`` instead.
///
/// The bound counts, on each line, the open flow collections (`[`, `{` outside quotes and
/// comments), the block indentation levels still open and the compact block indicators
/// (`- - -`, `? `) that start the line. Each nested collection needs one of those, so the real
/// depth is never above the bound; a sensible file stays far below the limit.
///
///     YAMLNesting.firstLineTooDeep(in: "a: [[[1]]]")   // nil
package enum YAMLNesting {
    /// The deepest nesting accepted.
    package static let limit = 100

    /// The 1-based line where the bound first passes ``limit``, or nil when it never does.
    package static func firstLineTooDeep(in yaml: String) -> Int? {
        var flow = 0
        var indents: [Int] = []
        var quote: Unicode.Scalar?
        var line = 1
        var column = 0
        var atLineStart = true
        var compact = 0
        var previous: Unicode.Scalar = "\n"
        var inComment = false
        var scalars = yaml.unicodeScalars.makeIterator()
        while let c = scalars.next() {
            defer { previous = c }
            if c == "\n" {
                line += 1
                column = 0
                atLineStart = true
                compact = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if c == open { quote = nil } else if c == "\\", open == "\"" { _ = scalars.next() }
                continue
            }
            if atLineStart {
                if c == " " {
                    column += 1
                    continue
                }
                atLineStart = false
                if c != "#" {
                    while let last = indents.last, last > column { indents.removeLast() }
                    if indents.last != column { indents.append(column) }
                }
            }
            switch c {
            case "#" where previous == " " || previous == "\t" || previous == "\n": inComment = true
            case "\"", "'": quote = c
            case "[", "{": flow += 1
            case "]", "}": flow = max(0, flow - 1)
            case "-", "?": if previous == " " || column == 0 { compact += 1 }
            default: break
            }
            column += 1
            if flow + indents.count + compact > limit { return line }
        }
        return nil
    }
}
