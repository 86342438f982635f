import Bidi
import DOM

/// HTML §3.2.6.4: each element's directionality, from `dir` attributes, which `:dir()` matches
/// and `dir` maps to `direction` with. `dir=auto` (and a `bdi` without `dir`) takes the first
/// strong character of the element's text, skipping `bdi`, `script`, `style` and elements with
/// their own `dir`; with none, the parent's directionality (Galley's page direction at the root).
///
///     Directionality.of(tree, root: .rightToLeft)[p]   // true when p is right to left
enum Directionality {
    /// One flag per node (true: right to left), in the tree's order; `rootIsRightToLeft` is the
    /// page's direction, which the document element has unless its own `dir` says otherwise.
    static func of(_ tree: DOMTree, rootIsRightToLeft: Bool) -> [Bool] {
        var result = [Bool](repeating: rootIsRightToLeft, count: tree.nodes.count)
        // Parents come before their children in the flat array.
        for index in 1..<tree.nodes.count {
            let inherited = tree[index].parent.map { result[$0] } ?? rootIsRightToLeft
            guard let element = tree[index].element else {
                result[index] = inherited
                continue
            }
            switch element["dir"]?.lowercased() {
            case "ltr"?: result[index] = false
            case "rtl"?: result[index] = true
            case "auto"?: result[index] = firstStrong(in: tree, index) ?? inherited
            default: result[index] = element.name == "bdi" ? firstStrong(in: tree, index) ?? inherited : inherited
            }
        }
        return result
    }

    /// True for R or AL, false for L, nil when the text has no strong character.
    private static func firstStrong(in tree: DOMTree, _ index: Int) -> Bool? {
        var stack = Array(tree[index].children.reversed())
        while let next = stack.popLast() {
            switch tree[next].kind {
            case let .text(text):
                for scalar in text.unicodeScalars {
                    switch BidiClass(scalar) {
                    case .leftToRight: return false
                    case .rightToLeft, .arabicLetter: return true
                    default: continue
                    }
                }
            case let .element(element):
                if ["bdi", "script", "style", "textarea"].contains(element.name) || element["dir"] != nil { continue }
                stack += tree[next].children.reversed()
            default:
                continue
            }
        }
        return nil
    }
}
