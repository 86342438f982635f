/// A complex selector of Selectors Level 4 (https://www.w3.org/TR/selectors-4/): compound
/// selectors joined by combinators, stored right to left, the order they are matched in.
///
///     try Selector.list("ul > li:first-child, [dir=rtl] p")
struct Selector: Equatable, Sendable {
    /// The subject's compound first; `combinator` of each part joins it to the next (leftward).
    var parts: [Part]
    /// §17: (ids, classes/attributes/pseudo-classes, types).
    var specificity: Specificity

    struct Part: Equatable, Sendable {
        var compound: Compound
        /// How this compound relates to the next part (the one to its left); nil for the last.
        var combinator: Combinator?
    }

    /// §16: descendant (white space), child `>`, next-sibling `+`, subsequent-sibling `~`.
    enum Combinator: Equatable, Sendable {
        case descendant, child, nextSibling, subsequentSibling
    }

    /// A type selector (nil is `*`) with the simple selectors that follow it.
    struct Compound: Equatable, Sendable {
        var type: String?
        var simple: [Simple] = []
    }

    enum Simple: Equatable, Sendable {
        case id(String)
        case className(String)
        case attribute(AttributeSelector)
        case pseudoClass(PseudoClass)
    }

    /// §6: `[name]`, `[name=value]`, `~=`, `|=`, `^=`, `$=`, `*=`, with the `i` flag.
    struct AttributeSelector: Equatable, Sendable {
        enum Operator: Equatable, Sendable { case exists, equals, includes, dashMatch, prefix, suffix, substring }
        var name: String
        var op: Operator
        var value: String
        var caseInsensitive: Bool
    }

    enum PseudoClass: Equatable, Sendable {
        case root, empty, firstChild, lastChild, onlyChild, firstOfType, lastOfType, link
        /// `:nth-child(an+b)` and `:nth-last-child(an+b)`.
        case nthChild(a: Int, b: Int, fromEnd: Bool)
        case not([Selector])
        /// `:is()` counts its most specific argument; `:where()` counts nothing.
        case `is`([Selector], countsSpecificity: Bool)
        /// §8.1 `:dir(ltr)` / `:dir(rtl)`: the element's directionality (HTML §3.2.6.4).
        case dir(rightToLeft: Bool)
        /// §8.2 `:lang(…)`: extended filtering of RFC 4647 §3.3.2 on the element's language.
        case lang([String])
        /// A state a static page never has (`:hover`, `:focus`, `:visited`) or a pseudo-element
        /// Galley does not generate (`::before`): the selector matches nothing.
        case never
    }
}

/// §17: compared as (a, b, c) in that order.
struct Specificity: Comparable, Sendable {
    var a = 0, b = 0, c = 0

    static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.a, lhs.b, lhs.c) < (rhs.a, rhs.b, rhs.c)
    }

    static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
        Specificity(a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c)
    }
}
