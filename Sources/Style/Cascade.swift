import DOM

/// CSS Cascade 4 §6: the one place where declarations meet elements. For each element, the
/// declarations of every matching rule, the presentational hints and the `style` attribute
/// are ordered by origin and importance, then specificity, then order of appearance; the last
/// one for each property wins (§6.1); then inheritance (§7) and computed values (§4.4).
///
///     let cascade = Cascade(sheets: [.userAgent, helpSheet, StyleSheet(parsing: css, origin: .author)])
///     let styled = cascade.style(tree, page: PageContext(language: "he", rightToLeft: true))
///     styled.style(of: p).isRightToLeft
public struct Cascade: Sendable {
    /// The sheets in cascade order (user agent, user, then author sheets in document order).
    public let sheets: [StyleSheet]
    private let index: RuleIndex

    /// A cascade over `sheets`, given in the order their rules appear.
    public init(sheets: [StyleSheet]) {
        self.sheets = sheets
        index = RuleIndex(sheets)
    }

    /// The page an element tree is styled for.
    public struct PageContext: Sendable {
        /// The page's language (`lang` of an element without one), for `:lang()`.
        public var language: String
        /// The page's direction, for `:dir()` of elements without `dir` up to the root.
        public var rightToLeft: Bool

        public init(language: String, rightToLeft: Bool) {
            self.language = language
            self.rightToLeft = rightToLeft
        }
    }

    /// Styles every element of `tree`.
    public func style(_ tree: DOMTree, page: PageContext) -> StyledTree {
        let matcher = SelectorMatcher(tree: tree, pageLanguage: page.language, pageIsRightToLeft: page.rightToLeft)
        var styles = [ComputedStyle.initial]
        var styleOf = [Int](repeating: 0, count: tree.nodes.count)
        var shared: [SharingKey: Int] = [:]
        var rootFontSize: Double?
        for index in 1..<tree.nodes.count {
            let parentStyle = styleOf[tree[index].parent ?? DOMTree.root]
            guard let element = tree[index].element else {
                styleOf[index] = parentStyle
                continue
            }
            let table = element.name == "td" || element.name == "th" ? nearestTable(of: index, in: tree) : nil
            let matched = matchedDeclarations(element, index, matcher: matcher, table: table.flatMap { tree[$0].element })
            // Elements whose parents share a style and whose declarations are the same share one.
            let key = SharingKey(parent: parentStyle, declarations: matched)
            if let existing = shared[key] {
                styleOf[index] = existing
                continue
            }
            let parent = styles[parentStyle]
            // The document element is the root (a fragment's top-level elements are not).
            let isRoot = tree[index].parent == DOMTree.root && element.name == "html"
            let style = Self.compute(matched, parent: parent, isRoot: isRoot, rootFontSize: rootFontSize ?? parent.fontSize)
            if rootFontSize == nil { rootFontSize = style.fontSize }
            styles.append(style)
            styleOf[index] = styles.count - 1
            shared[key] = styles.count - 1
        }
        return StyledTree(tree: tree, styles: styles, styleOf: styleOf)
    }

    private struct SharingKey: Hashable {
        var parent: Int
        var declarations: [Declaration]
    }

    private func nearestTable(of index: Int, in tree: DOMTree) -> Int? {
        var node = tree[index].parent
        while let current = node {
            if tree[current].element?.name == "table" { return current }
            node = tree[current].parent
        }
        return nil
    }

    /// §6.1 "cascade sort": the declarations that apply to the element, last winning.
    func matchedDeclarations(_ element: Element, _ index: Int, matcher: SelectorMatcher, table: Element?) -> [Declaration] {
        matchedEntries(element, index, matcher: matcher, table: table).flatMap(\.declarations)
    }

    /// The matched declarations in cascade order, grouped by where they come from.
    func matchedEntries(_ element: Element, _ index: Int, matcher: SelectorMatcher, table: Element?) -> [MatchedEntry] {
        var entries: [MatchedEntry] = []
        for candidate in self.index.candidates(for: element) {
            let rule = sheets[candidate.sheet].rules[candidate.rule]
            guard !rule.declarations.isEmpty else { continue }
            var best: Specificity?
            for selector in rule.selectors where best == nil || best! < selector.specificity {
                if matcher.matches(selector, index) { best = selector.specificity }
            }
            guard let specificity = best else { continue }
            let origin = sheets[candidate.sheet].origin
            let order = candidate.order
            let normal = rule.declarations.filter { !$0.important }
            let important = rule.declarations.filter(\.important)
            let source = MatchedEntry.Source.rule(sheet: candidate.sheet, rule: candidate.rule)
            if !normal.isEmpty { entries.append(MatchedEntry(Priority(rank: Priority.rank(origin, important: false), specificity: specificity, order: order), normal, source)) }
            if !important.isEmpty { entries.append(MatchedEntry(Priority(rank: Priority.rank(origin, important: true), specificity: specificity, order: order), important, source)) }
        }
        let hints = PresentationalHints.declarations(of: element, table: table)
        if !hints.isEmpty { entries.append(MatchedEntry(Priority(rank: Priority.presentationalHints, specificity: Specificity(), order: 0), hints, .presentationalHints)) }
        if let style = element["style"] {
            let declarations = CSSParser.declarations(CSSParser.componentValues(style)).flatMap(Declaration.parse)
            let styleAttribute = Specificity(a: Int.max / 2)
            entries.append(MatchedEntry(Priority(rank: Priority.rank(.author, important: false), specificity: styleAttribute, order: 0), declarations.filter { !$0.important }, .styleAttribute))
            entries.append(MatchedEntry(Priority(rank: Priority.rank(.author, important: true), specificity: styleAttribute, order: 0), declarations.filter(\.important), .styleAttribute))
        }
        entries.sort { $0.priority < $1.priority }
        return entries
    }

    /// Declarations from one place (a rule of a sheet, the HTML attributes, the style attribute).
    struct MatchedEntry {
        /// Where the declarations were written; only `explain-style` spells it out (``name(of:)``).
        enum Source {
            case rule(sheet: Int, rule: Int)
            case presentationalHints
            case styleAttribute
        }

        var priority: Priority
        var declarations: [Declaration]
        var source: Source

        init(_ priority: Priority, _ declarations: [Declaration], _ source: Source) {
            self.priority = priority
            self.declarations = declarations
            self.source = source
        }
    }

    /// `source` as `explain-style` names it: the rule's selectors and its sheet, `HTML attributes`
    /// or `style attribute`.
    func name(of source: MatchedEntry.Source) -> String {
        switch source {
        case let .rule(sheet, rule): "\(sheets[sheet].rules[rule].selectorText) (\(sheets[sheet].name))"
        case .presentationalHints: "HTML attributes"
        case .styleAttribute: "style attribute"
        }
    }

    /// §6.1: origin and importance first, then specificity, then order of appearance.
    struct Priority: Comparable {
        var rank: Int
        var specificity: Specificity
        var order: Int

        /// §6.2: normal user agent < normal user < presentational hints < normal author <
        /// important author < important user < important user agent.
        static func rank(_ origin: StyleSheet.Origin, important: Bool) -> Int {
            switch (origin, important) {
            case (.userAgent, false): 0
            case (.user, false): 1
            case (.author, false): 3
            case (.author, true): 4
            case (.user, true): 5
            case (.userAgent, true): 6
            }
        }
        static let presentationalHints = 2

        static func < (lhs: Priority, rhs: Priority) -> Bool {
            (lhs.rank, lhs.specificity.a, lhs.specificity.b, lhs.specificity.c, lhs.order)
                < (rhs.rank, rhs.specificity.a, rhs.specificity.b, rhs.specificity.c, rhs.order)
        }
    }

    /// §7 and §4.4: the element's computed style from its sorted declarations and its parent's style.
    static func compute(_ declarations: [Declaration], parent: ComputedStyle, isRoot: Bool, rootFontSize: Double) -> ComputedStyle {
        var style = parent.inheritedStyle()
        var specified = [Declaration.Value?](repeating: nil, count: Property.allCases.count)
        // `direction` first: the logical sides of the others are mapped against it (CSS Logical 1 §4).
        for declaration in declarations where declaration.target == .physical(.direction) { specified[Property.direction.rawValue] = declaration.value }
        apply(specified[Property.direction.rawValue], to: .direction, in: &style, parent: parent)
        let rightToLeft = style.isRightToLeft
        for declaration in declarations {
            switch declaration.target {
            case let .physical(property): specified[property.rawValue] = declaration.value
            case let .logical(side, box): specified[box.property(side.physical(rightToLeft: rightToLeft)).rawValue] = declaration.value
            }
        }
        // `font-size` before the lengths that are relative to it.
        apply(specified[Property.fontSize.rawValue], to: .fontSize, in: &style, parent: parent)
        style[.fontSize] = .length(Self.fontSize(style[.fontSize], parentSize: parent.fontSize, rootSize: isRoot ? parent.fontSize : rootFontSize))
        // `color` before the properties whose `currentcolor` is the element's own colour (CSS Color 4 §4.4).
        apply(specified[Property.color.rawValue], to: .color, in: &style, parent: parent)
        style[.color] = computed(style[.color], .color, style: style, parent: parent, rootFontSize: rootFontSize)
        for property in Property.allCases where property != .direction && property != .fontSize && property != .color {
            apply(specified[property.rawValue], to: property, in: &style, parent: parent)
            style[property] = computed(style[property], property, style: style, parent: parent, rootFontSize: rootFontSize)
        }
        // CSS Flexbox 1 §4: a flex container's children are flex items, blocks, neither floated
        // nor cleared (§3); an absolutely positioned child keeps its float to lose below.
        let isFlexItem = ["flex", "inline-flex"].contains(parent.keyword(.display))
        if isFlexItem, !["absolute", "fixed"].contains(style.keyword(.position)) {
            style[.float] = .keyword("none")
            style[.clear] = .keyword("none")
        }
        // CSS 2 §9.7: a float, an absolutely positioned box and the root are blocks.
        if isRoot || isFlexItem || style.floatSide != nil || ["absolute", "fixed"].contains(style.keyword(.position)) {
            style[.display] = .keyword(blockified(style.keyword(.display)))
        }
        if style.floatSide != nil && ["absolute", "fixed"].contains(style.keyword(.position)) { style[.float] = .keyword("none") }
        return style.resolvingBorderWidths()
    }

    private static func apply(_ value: Declaration.Value?, to property: Property, in style: inout ComputedStyle, parent: ComputedStyle) {
        switch value {
        case nil: break
        case let .value(value)?: style[property] = value
        case .inherit?: style[property] = parent[property]
        case .initial?: style[property] = property.definition.initial
        case .unset?: style[property] = property.definition.inherited ? parent[property] : property.definition.initial
        }
    }

    /// CSS Fonts 4 §2.5: `em` and `%` of the parent's size, `smaller`/`larger` by 1.2.
    private static func fontSize(_ value: CSSValue, parentSize: Double, rootSize: Double) -> Double {
        switch value {
        case let .length(px): px
        case let .em(n): n * parentSize
        case let .rem(n): n * rootSize
        case let .percentage(p): p / 100 * parentSize
        case .keyword("smaller"): parentSize / 1.2
        case .keyword("larger"): parentSize * 1.2
        default: parentSize
        }
    }

    /// §4.4 per property: relative lengths to px, `bolder`/`lighter`, `currentcolor`, `match-parent`.
    private static func computed(_ value: CSSValue, _ property: Property, style: ComputedStyle, parent: ComputedStyle, rootFontSize: Double) -> CSSValue {
        switch value {
        case let .em(n): return .length(n * style.fontSize)
        case let .rem(n): return .length(n * rootFontSize)
        case let .percentage(p) where property == .lineHeight: return .length(p / 100 * style.fontSize)
        case .keyword("currentcolor") where property != .color: return style[.color]
        case .keyword("currentcolor"): return parent[.color]
        case .keyword("bolder"): return .number(parent.fontWeight < 350 ? 400 : parent.fontWeight < 550 ? 700 : 900)
        case .keyword("lighter"): return .number(parent.fontWeight < 550 ? 100 : parent.fontWeight < 750 ? 400 : 700)
        // CSS Text 3 §6.1: `match-parent` is the parent's alignment with start and end resolved
        // against the parent's direction.
        case .keyword("match-parent"):
            let inherited = parent.keyword(property)
            if inherited == "start" { return .keyword(parent.isRightToLeft ? "right" : "left") }
            if inherited == "end" { return .keyword(parent.isRightToLeft ? "left" : "right") }
            return parent[property]
        default: return value
        }
    }

    /// CSS Display 3 §2.7 "blockification".
    private static func blockified(_ display: String) -> String {
        switch display {
        case "inline-table": "table"
        case "inline-flex": "flex"
        case "inline-grid": "grid"
        case "table-row-group", "table-header-group", "table-footer-group", "table-row", "table-cell",
             "table-column-group", "table-column", "table-caption", "inline-block", "inline": "block"
        default: display
        }
    }
}
