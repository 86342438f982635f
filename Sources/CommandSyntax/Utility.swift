/// A command's syntax as its `--help` describes it: operands and options after the POSIX
/// Utility Syntax Guidelines (XBD 12.2) with GNU long options (`--name value`, `--name=value`).
package struct Utility: Sendable {
    package let name: String
    package let abstract: String
    package let discussion: String
    package let operands: [Operand]
    package let options: [Option]
    /// What `--version` prints; nil when the command has no `--version`.
    package let version: String?

    package init(name: String, abstract: String, discussion: String = "", operands: [Operand], options: [Option], version: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.operands = operands
        self.options = options
        self.version = version
    }

    /// What `arguments` ask for: a run with their values, or a text to print (`--help`, `--version`).
    package enum Invocation {
        case run(ParsedArguments)
        case show(String)
    }

    /// Reads `arguments` (without the command's own name). Every value an option takes is the
    /// argument after it whatever it begins with (`--paper -1` is a paper the option's own check
    /// refuses), or what follows `=`; `--` ends the options (XBD 12.2, guideline 10).
    package func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var parsed = ParsedArguments(utility: self)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard parsed.operands.count < operands.count else { throw UsageError("unexpected argument '\(argument)'") }
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .show(UsageText(self).description) }
            if argument == "--version", let version { return .show(version) }
            let (name, attached) = Self.split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else { throw UsageError("unknown option '\(name)'") }
            guard let valueName = option.valueName else {
                guard attached == nil else { throw UsageError("\(option.longName) takes no value") }
                parsed.flags.insert(option.longName)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else {
                guard index < arguments.count else { throw UsageError("\(option.longName) needs a value: \(option.longName) <\(valueName)>") }
                value = arguments[index]
                index += 1
            }
            parsed.values[option.longName, default: []].append(value)
        }
        if parsed.operands.count < operands.filter({ !$0.isOptional }).count {
            throw UsageError("missing <\(operands[parsed.operands.count].name)>")
        }
        if let missing = options.first(where: { $0.isRequired && parsed.values[$0.longName] == nil }) {
            throw UsageError("missing \(missing.longName) <\(missing.valueName ?? "")>")
        }
        return .run(parsed)
    }

    /// `--name=value` as the name and the value; `-oFILE` (a short option's value attached,
    /// guideline 6's exception) as `-o` and `FILE`.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let name = String(argument.prefix(2))
        return argument.count > 2 ? (name, String(argument.dropFirst(2))) : (name, nil)
    }
}
