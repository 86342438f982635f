/// MDX comments, `{/* a note for translators */}` (Docusaurus pages write them where Markdown
/// would have `<!-- -->`): JavaScript block comments in an expression, which MDX drops. Galley
/// drops them from running text too, on one line or over several; in code they are code.
enum MDXComment {
    /// Removes every `{/* … */}` from the text of `runs` (code runs excepted), moving the
    /// source anchors after each one back by its length; a run left empty is dropped.
    static func remove(from runs: inout [InlineRun]) {
        guard runs.contains(where: { !$0.style.code && opens($0.text) }) else { return }
        runs = runs.compactMap { run in
            guard !run.style.code, run.style.image == nil, opens(run.text) else { return run }
            var run = run
            var scalars = Array(run.text.unicodeScalars)
            var search = 0
            while let start = firstIndex(of: ["{", "/", "*"], in: scalars, from: search) {
                guard let close = firstIndex(of: ["*", "/", "}"], in: scalars, from: start + 3) else { break }
                var end = close + 3
                // `a {/* note */} b` reads `a b`, one space.
                if start > 0, scalars[start - 1] == " ", end < scalars.count, scalars[end] == " " { end += 1 }
                scalars.removeSubrange(start..<end)
                for n in run.sourceAnchors.indices where run.sourceAnchors[n].offset > start {
                    run.sourceAnchors[n].offset = max(start, run.sourceAnchors[n].offset - (end - start))
                }
                search = start
            }
            run.text = String(String.UnicodeScalarView(scalars))
            return run.text.isEmpty ? nil : run
        }
    }

    /// Whether `text` holds `{/*`, searched in its UTF-8 bytes: Foundation's `contains` folded
    /// every run of every page (2% of a page's render).
    private static func opens(_ text: String) -> Bool {
        var last2: UInt8 = 0, last1: UInt8 = 0
        for byte in text.utf8 {
            if last2 == UInt8(ascii: "{"), last1 == UInt8(ascii: "/"), byte == UInt8(ascii: "*") { return true }
            (last2, last1) = (last1, byte)
        }
        return false
    }

    private static func firstIndex(of pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard scalars.count >= pattern.count, start <= scalars.count - pattern.count else { return nil }
        return (start...(scalars.count - pattern.count)).first { index in
            pattern.indices.allSatisfy { scalars[index + $0] == pattern[$0] }
        }
    }
}
