import DOM

extension Cascade {
    /// What `render explain-style` prints: for each element `selector` matches (the first
    /// ten), its computed values that differ from the initial ones, each with the rule it came
    /// from (the last one in cascade order to set it), or `inherited`, or `initial value` (a
    /// border's `currentcolor`, which is the element's colour). Nil when `selector` is
    /// not a valid selector list.
    ///
    ///     cascade.explain("p.note", in: tree, page: page)
    ///     // ["p.note (line 12)", "  direction: rtl    ← [dir]:dir(rtl) (ua.css)", ...]
    public func explain(_ selector: String, in tree: DOMTree, page: PageContext) -> [String]? {
        guard let selectors = SelectorParser.list(CSSParser.componentValues(selector)) else { return nil }
        let matcher = SelectorMatcher(tree: tree, pageLanguage: page.language, pageIsRightToLeft: page.rightToLeft)
        let styled = style(tree, page: page)
        var lines: [String] = []
        let subjects = tree.nodes.indices.filter { index in tree[index].element != nil && selectors.contains { matcher.matches($0, index) } }
        for index in subjects.prefix(10) {
            let element = tree[index].element!
            let classes = element.classes.map { "." + $0 }.joined()
            lines.append("\(element.name)\(element.id.map { "#" + $0 } ?? "")\(classes) (line \(tree[index].line))")
            let computed = styled.style(of: index)
            let rightToLeft = computed.isRightToLeft
            var sources: [Property: String] = [:]
            for entry in matchedEntries(element, index, matcher: matcher, table: nil) {
                for declaration in entry.declarations {
                    switch declaration.target {
                    case let .physical(property): sources[property] = name(of: entry.source)
                    case let .logical(side, box): sources[box.property(side.physical(rightToLeft: rightToLeft))] = name(of: entry.source)
                    }
                }
            }
            for property in Property.allCases where computed[property] != ComputedStyle.initial[property] || sources[property] != nil {
                let name = property.definition.name
                let value = Self.text(of: computed[property])
                lines.append("  \(name): \(value)\(String(repeating: " ", count: max(1, 32 - name.count - value.count)))← \(sources[property] ?? (property.definition.inherited ? "inherited" : "initial value"))")
            }
        }
        if subjects.count > 10 { lines.append("(\(subjects.count - 10) more elements match)") }
        return lines
    }

    /// A computed value as CSS writes it.
    static func text(of value: CSSValue) -> String {
        func number(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String((n * 100).rounded() / 100) }
        switch value {
        case let .keyword(word): return word
        case let .length(px): return number(px) + "px"
        case let .em(n): return number(n) + "em"
        case let .rem(n): return number(n) + "rem"
        case let .percentage(p): return number(p) + "%"
        case let .number(n): return number(n)
        case let .color(c):
            let rgb = "rgb(\(Int((c.red * 255).rounded())) \(Int((c.green * 255).rounded())) \(Int((c.blue * 255).rounded()))"
            return c.alpha == 1 ? rgb + ")" : rgb + " / \(number(c.alpha)))"
        case let .families(names): return names.map { ValueGrammar.genericFamilies.contains($0) ? $0 : "\"\($0)\"" }.joined(separator: ", ")
        case let .keywords(words): return words.joined(separator: " ")
        case let .string(text): return "\"\(text)\""
        }
    }
}
