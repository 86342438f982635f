/// The block attributes Galley reads in Pandoc/kramdown `{…}` syntax: `{dir=rtl}` at the end of
/// a block, `{#id}` at the end of a heading (see ``Block``). An image's own attributes are
/// ``ImageAttributes``.
enum BlockAttribute {
    /// The direction named by `text` when it is exactly `{dir=ltr}`, `{dir=rtl}` or `{dir=auto}`.
    static func direction(_ text: some StringProtocol) -> TextDirection? {
        TextDirection.allCases.first { text == token($0) }
    }

    /// Removes a `{dir=…}` that ends `runs`, with the whitespace and breaks around it, and
    /// returns its direction; leaves `runs` alone and returns nil when there is none.
    static func removeTrailingDirection(from runs: inout [InlineRun]) -> TextDirection? {
        var trimmed = runs
        trimTrailingWhitespace(&trimmed)
        guard var last = trimmed.last, !last.style.code,
              let direction = TextDirection.allCases.first(where: { last.text.hasSuffix(token($0)) })
        else { return nil }
        last.text.removeLast(token(direction).count)
        trimmed[trimmed.count - 1] = last
        trimTrailingWhitespace(&trimmed)
        runs = trimmed
        return direction
    }

    private static func token(_ direction: TextDirection) -> String { "{dir=\(direction.rawValue)}" }

    /// Removes a heading id that ends `runs`, `{#id}` with any classes (`{#why-jsx .beta}`, as
    /// Pandoc and kramdown write them, in any order) and the whitespace before it, and returns
    /// the id; leaves `runs` alone and returns nil when the text does not end in one.
    static func removeTrailingIdentifier(from runs: inout [InlineRun]) -> String? {
        var trimmed = runs
        trimTrailingWhitespace(&trimmed)
        guard var last = trimmed.last, !last.style.code, last.style.image == nil, last.text.hasSuffix("}"),
              let open = last.text.lastIndex(of: "{") else { return nil }
        let tokens = last.text[last.text.index(after: open)..<last.text.index(before: last.text.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
        let ids = tokens.filter { $0.hasPrefix("#") }
        guard ids.count == 1, ids[0].count > 1, tokens.allSatisfy({ ($0.hasPrefix("#") || $0.hasPrefix(".")) && $0.count > 1 }),
              tokens.allSatisfy({ $0.dropFirst().allSatisfy { !"{}#\"'<>".contains($0) } }) else { return nil }
        last.text.removeSubrange(open...)
        trimmed[trimmed.count - 1] = last
        trimTrailingWhitespace(&trimmed)
        runs = trimmed
        return String(ids[0].dropFirst())
    }

    private static func trimTrailingWhitespace(_ runs: inout [InlineRun]) {
        while let last = runs.last, last.style.image == nil {
            // From the end only: reversing the whole text took seconds on a 10 MB paragraph.
            var text = last.text
            while let character = text.last, character.isWhitespace { text.removeLast() }
            if text.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = text
                return
            }
        }
    }
}
