/// The operands and option values of one command line, read by its ``Utility``.
package struct ParsedArguments {
    let utility: Utility
    var operands: [String] = []
    /// Each option's values in the order given, under its long name.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The operand named `name`; nil when an optional one was not given.
    package func operand(_ name: String) -> String? {
        guard let index = utility.operands.firstIndex(where: { $0.name == name }) else { preconditionFailure("no operand <\(name)>") }
        return index < operands.count ? operands[index] : nil
    }

    /// The last value given for `--name`, nil when it was not given.
    package func value(_ name: String) -> String? {
        values(name).last
    }

    /// Every value given for `--name` (a repeatable option), in order.
    package func values(_ name: String) -> [String] {
        precondition(utility.options.contains { $0.names.contains("--" + name) && $0.valueName != nil }, "no option --\(name) <value>")
        return values["--" + name] ?? []
    }

    /// Whether the flag `--name` was given.
    package func flag(_ name: String) -> Bool {
        precondition(utility.options.contains { $0.names.contains("--" + name) && $0.valueName == nil }, "no flag --\(name)")
        return flags.contains("--" + name)
    }

    /// `--name`'s value as a number (a decimal or an exponent, as Swift's `Double` reads it).
    package func number(_ name: String) throws(UsageError) -> Double? {
        try value(name).map { (text: String) throws(UsageError) -> Double in
            guard let number = Double(text), number.isFinite else { throw UsageError("--\(name) '\(text)' is not a number") }
            return number
        }
    }

    /// `--name`'s value as a whole number.
    package func integer(_ name: String) throws(UsageError) -> Int? {
        try value(name).map { (text: String) throws(UsageError) -> Int in
            guard let number = Int(text) else { throw UsageError("--\(name) '\(text)' is not a whole number") }
            return number
        }
    }
}
