import DOM

/// Matches selectors against the elements of one tree (Selectors Level 4 §3.6: right to left,
/// from the subject). Failed (part, element) pairs are remembered, so a hostile chain of
/// descendant combinators costs at most parts × elements steps.
struct SelectorMatcher {
    let tree: DOMTree
    /// Each node's language, lower case (HTML §3.2.6.2: the nearest `lang` attribute).
    let languages: [String]
    /// Each node's directionality (true: right to left).
    let rightToLeft: [Bool]

    init(tree: DOMTree, pageLanguage: String, pageIsRightToLeft: Bool) {
        self.tree = tree
        var languages = [String](repeating: pageLanguage.lowercased(), count: tree.nodes.count)
        for index in 1..<tree.nodes.count {
            let inherited = tree[index].parent.map { languages[$0] } ?? languages[0]
            languages[index] = tree[index].element?["lang"]?.lowercased() ?? inherited
        }
        self.languages = languages
        rightToLeft = Directionality.of(tree, rootIsRightToLeft: pageIsRightToLeft)
    }

    /// Whether `selector` matches the element at `index`. Its subject is tested once, so only
    /// the parts after it are remembered: most selectors fail at the subject, and then no set
    /// is made.
    func matches(_ selector: Selector, _ index: Int) -> Bool {
        var failed = Set<Int>()
        return matchUncached(selector, part: 0, index, failed: &failed)
    }

    private func match(_ selector: Selector, part: Int, _ index: Int, failed: inout Set<Int>) -> Bool {
        let key = part &* tree.nodes.count &+ index
        if failed.contains(key) { return false }
        let result = matchUncached(selector, part: part, index, failed: &failed)
        if !result { failed.insert(key) }
        return result
    }

    private func matchUncached(_ selector: Selector, part: Int, _ index: Int, failed: inout Set<Int>) -> Bool {
        let current = selector.parts[part]
        guard matches(current.compound, index) else { return false }
        guard let combinator = current.combinator else { return true }
        switch combinator {
        case .child:
            guard let parent = parentElement(of: index) else { return false }
            return match(selector, part: part + 1, parent, failed: &failed)
        case .descendant:
            var ancestor = parentElement(of: index)
            while let candidate = ancestor {
                if match(selector, part: part + 1, candidate, failed: &failed) { return true }
                ancestor = parentElement(of: candidate)
            }
            return false
        case .nextSibling:
            guard let previous = tree.previousElementSibling(of: index) else { return false }
            return match(selector, part: part + 1, previous, failed: &failed)
        case .subsequentSibling:
            var sibling = tree.previousElementSibling(of: index)
            while let candidate = sibling {
                if match(selector, part: part + 1, candidate, failed: &failed) { return true }
                sibling = tree.previousElementSibling(of: candidate)
            }
            return false
        }
    }

    private func parentElement(of index: Int) -> Int? {
        guard let parent = tree[index].parent, tree[parent].element != nil else { return nil }
        return parent
    }

    private func matches(_ compound: Selector.Compound, _ index: Int) -> Bool {
        guard let element = tree[index].element else { return false }
        if let type = compound.type, type != element.name { return false }
        return compound.simple.allSatisfy { matches($0, element, index) }
    }

    private func matches(_ simple: Selector.Simple, _ element: Element, _ index: Int) -> Bool {
        switch simple {
        case let .id(id):
            return element.id == id
        case let .className(name):
            return element.classes.contains { $0 == name }
        case let .attribute(selector):
            return matches(selector, element)
        case let .pseudoClass(pseudo):
            return matches(pseudo, index)
        }
    }

    /// §6.
    private func matches(_ selector: Selector.AttributeSelector, _ element: Element) -> Bool {
        guard var value = element[selector.name] else { return false }
        var wanted = selector.value
        // HTML §4.16.2: `dir`, `align`, `type` and other enumerated attributes compare ASCII
        // case-insensitively in HTML documents; the `i` flag asks for it anywhere.
        if selector.caseInsensitive || ["dir", "align", "type", "lang", "valign", "clear"].contains(selector.name) {
            value = value.lowercased()
            wanted = wanted.lowercased()
        }
        switch selector.op {
        case .exists: return true
        case .equals: return value == wanted
        case .includes: return !wanted.isEmpty && value.split(whereSeparator: \.isHTMLWhitespace).contains { $0 == wanted }
        case .dashMatch: return value == wanted || value.hasPrefix(wanted + "-")
        case .prefix: return !wanted.isEmpty && value.hasPrefix(wanted)
        case .suffix: return !wanted.isEmpty && value.hasSuffix(wanted)
        case .substring: return !wanted.isEmpty && value.contains(wanted)
        }
    }

    private func matches(_ pseudo: Selector.PseudoClass, _ index: Int) -> Bool {
        switch pseudo {
        case .root:
            return parentElement(of: index) == nil
        case .empty:
            return tree[index].children.allSatisfy { child in
                if case .comment = tree[child].kind { return true }
                return false
            }
        case .firstChild:
            return tree.previousElementSibling(of: index) == nil
        case .lastChild:
            return tree.nextElementSibling(of: index) == nil
        case .onlyChild:
            return tree.previousElementSibling(of: index) == nil && tree.nextElementSibling(of: index) == nil
        case .firstOfType, .lastOfType:
            let name = tree[index].element?.name
            let siblings = tree.elementChildren(of: tree[index].parent ?? DOMTree.root).filter { tree[$0].element?.name == name }
            return (pseudo == .firstOfType ? siblings.first : siblings.last) == index
        case .link:
            let element = tree[index].element
            return (element?.name == "a" || element?.name == "area") && element?["href"] != nil
        case let .nthChild(a, b, fromEnd):
            let siblings = tree.elementChildren(of: tree[index].parent ?? DOMTree.root)
            guard let position = siblings.firstIndex(of: index) else { return false }
            let n = fromEnd ? siblings.count - position : position + 1
            // n = a·k + b for some k ≥ 0.
            if a == 0 { return n == b }
            return (n - b) % a == 0 && (n - b) / a >= 0
        case let .not(list):
            return !list.contains { matches($0, index) }
        case let .is(list, _):
            return list.contains { matches($0, index) }
        case let .dir(rightToLeft):
            return self.rightToLeft[index] == rightToLeft
        case let .lang(ranges):
            let language = languages[index]
            return ranges.contains { range in range == "*" ? !language.isEmpty : language == range || language.hasPrefix(range + "-") }
        case .never:
            return false
        }
    }
}
