import Foundation
import Yams

/// The named values the placeholders of a page write, from the lowest priority up:
/// `values.yaml` beside the page, the page's front matter `values:`, then `--set name=value`.
/// Each later source replaces a name given by an earlier one (``merging(_:)``).
///
/// ```yaml
/// # values.yaml
/// functions: 250
/// speedup: 0.42
/// released: 2026-11-20
/// apps: [Pages, Numbers, Keynote]
/// ```
///
/// ```swift
/// let shared = try MessageValues(yaml: text, fileName: "Examples/values.yaml")
/// let values = shared.merging(page.frontMatter.values).merging(try MessageValues(setting: "functions=251"))
/// ```
public struct MessageValues: Hashable, Sendable {
    /// The values by name.
    public var values: [String: MessageValue]

    /// Creates values from a dictionary; none by default.
    ///
    /// ```swift
    /// MessageValues(["count": .number(3)])
    /// ```
    public init(_ values: [String: MessageValue] = [:]) {
        self.values = values
    }

    /// These values with `other`'s added, `other` winning on a name both give.
    ///
    /// ```swift
    /// MessageValues(["n": .number(1)]).merging(MessageValues(["n": .number(2)])).values["n"]  // .number(2)
    /// ```
    public func merging(_ other: MessageValues) -> MessageValues {
        MessageValues(values.merging(other.values) { _, new in new })
    }

    /// Reads a `values.yaml` file's text: a mapping of names to values. Throws
    /// ``DocumentError/invalidValues(file:line:problem:)`` naming the line of a bad value.
    ///
    /// ```swift
    /// try MessageValues(yaml: "count: 3\n", fileName: "values.yaml").values["count"]  // .number(3)
    /// ```
    public init(yaml: String, fileName: String) throws(DocumentError) {
        // Yams composes recursively: 5,000 nested brackets would overflow the stack.
        if let line = YAMLNesting.firstLineTooDeep(in: yaml) {
            throw .invalidValues(file: fileName, line: line, problem: "values nest deeper than \(YAMLNesting.limit) levels")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            let oneLine = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            throw .invalidValues(file: fileName, line: 1, problem: "not valid YAML: \(oneLine)")
        }
        guard let root else {
            self.init()
            return
        }
        try self.init(mapping: root, fileName: fileName, firstLine: 1)
    }

    /// Reads `name=value` as given to `--set`; the value is read as YAML (`n=3` is a number,
    /// `day=2026-11-20` a date, `apps=[A, B]` a list). Throws
    /// ``DocumentError/invalidValues(file:line:problem:)`` with the file `--set`.
    ///
    /// ```swift
    /// try MessageValues(setting: "speedup=0.5").values["speedup"]  // .number(0.5)
    /// ```
    public init(setting: String) throws(DocumentError) {
        let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        guard parts.count == 2, Self.isName(name) else {
            throw .invalidValues(file: "--set", line: nil, problem: "'\(setting)' is not name=value (a name is letters, digits and _)")
        }
        if YAMLNesting.firstLineTooDeep(in: String(parts[1])) != nil {
            throw .invalidValues(file: "--set", line: nil, problem: "'\(name)': the value nests deeper than \(YAMLNesting.limit) levels")
        }
        let node = (try? Yams.compose(yaml: String(parts[1]))) ?? nil
        if let node, let problem = MessageValue.calendarProblem(node) {
            throw .invalidValues(file: "--set", line: nil, problem: "'\(name)': \(problem)")
        }
        guard let node, let value = MessageValue(yaml: node) else {
            throw .invalidValues(file: "--set", line: nil, problem: "'\(setting)': a value is a number, a string, a date or a list of strings")
        }
        self.init([name: value])
    }

    /// Reads a YAML mapping of names to values; `firstLine` is the file line of the YAML's line 1.
    init(mapping node: Node, fileName: String, firstLine: Int) throws(DocumentError) {
        func line(_ node: Node) -> Int { (node.mark?.line ?? 1) - 1 + firstLine }
        guard case let .mapping(mapping) = node else {
            throw .invalidValues(file: fileName, line: line(node), problem: "values must be 'name: value' lines")
        }
        var values: [String: MessageValue] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, Self.isName(name) else {
                throw .invalidValues(file: fileName, line: line(key), problem: "a value's name is letters, digits and _")
            }
            guard values[name] == nil else {
                throw .invalidValues(file: fileName, line: line(key), problem: "value '\(name)' is given twice")
            }
            if let problem = MessageValue.calendarProblem(value) {
                throw .invalidValues(file: fileName, line: line(key), problem: "value '\(name)': \(problem)")
            }
            guard let parsed = MessageValue(yaml: value) else {
                throw .invalidValues(file: fileName, line: line(key),
                                     problem: "value '\(name)' must be a number, a string, a date or a list of strings")
            }
            values[name] = parsed
        }
        self.init(values)
    }

    /// Whether `name` can name a value: ASCII letters, digits and `_`, not starting with a digit.
    static func isName(_ name: some StringProtocol) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
