import DOM

/// The rules of a cascade bucketed by their subject's most selective part (id, class, type,
/// or none), as browsers' rule hashes do, so an element is tested only against rules that can
/// match it.
struct RuleIndex: Sendable {
    struct Entry: Sendable {
        var sheet: Int
        var rule: Int
        /// The rule's position in the whole cascade, for §6.1's order of appearance.
        var order: Int
    }

    private var byID: [String: [Entry]] = [:]
    private var byClass: [String: [Entry]] = [:]
    private var byType: [String: [Entry]] = [:]
    private var universal: [Entry] = []

    init(_ sheets: [StyleSheet]) {
        var order = 0
        for (s, sheet) in sheets.enumerated() {
            for (r, rule) in sheet.rules.enumerated() {
                order += 1
                let entry = Entry(sheet: s, rule: r, order: order)
                for selector in rule.selectors {
                    let subject = selector.parts[0].compound
                    if let id = subject.simple.lazy.compactMap({ if case let .id(id) = $0 { id } else { nil } }).first {
                        byID[id, default: []].append(entry)
                    } else if let name = subject.simple.lazy.compactMap({ if case let .className(name) = $0 { name } else { nil } }).first {
                        byClass[name, default: []].append(entry)
                    } else if let type = subject.type {
                        byType[type, default: []].append(entry)
                    } else {
                        universal.append(entry)
                    }
                }
            }
        }
    }

    /// The rules that may match `element`, each once, in order of appearance.
    func candidates(for element: Element) -> [Entry] {
        var result = universal
        result += byType[element.name] ?? []
        for name in element.classes { result += byClass[String(name)] ?? [] }
        if let id = element.id { result += byID[id] ?? [] }
        // A rule with several selectors can be in several buckets, or twice in one: sorted, its
        // copies are neighbours.
        result.sort { $0.order < $1.order }
        var kept = 0
        for n in result.indices where kept == 0 || result[kept - 1].order != result[n].order {
            result[kept] = result[n]
            kept += 1
        }
        result.removeLast(result.count - kept)
        return result
    }
}
