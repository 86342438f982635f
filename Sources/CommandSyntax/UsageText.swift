/// A ``Utility``'s `--help`: overview, discussion, usage line, operands and options, each
/// option's help beside its names, wrapped to 80 columns.
struct UsageText: CustomStringConvertible {
    let utility: Utility

    init(_ utility: Utility) {
        self.utility = utility
    }

    private static let width = 80
    private static let indent = 2
    private static let column = 26

    var description: String {
        var lines = Self.wrapped("OVERVIEW: " + utility.abstract, indent: 0)
        if !utility.discussion.isEmpty {
            lines.append("")
            for line in utility.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += line.isEmpty ? [""] : Self.wrapped(String(line), indent: 0)
            }
        }
        lines += ["", "USAGE: " + usage]
        if !utility.operands.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for operand in utility.operands { lines += Self.entry("<\(operand.name)>", help: operand.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in utility.options {
            let names = option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? "")
            lines += Self.entry(names, help: option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        }
        if utility.version != nil { lines += Self.entry("--version", help: "Show the version.") }
        lines += Self.entry("-h, --help", help: "Show help information.")
        return lines.joined(separator: "\n")
    }

    /// `render [<options>] <input> --output <output>`: the operands and the required options.
    private var usage: String {
        let operands = utility.operands.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
        let required = utility.options.filter(\.isRequired).map { "\($0.longName) <\($0.valueName ?? "")>" }
        return ([utility.name, "[<options>]"] + operands + required).joined(separator: " ")
    }

    /// `names` in the left column and `help` wrapped beside it, on the next line when the names
    /// reach the column.
    private static func entry(_ names: String, help: String) -> [String] {
        var lines = wrapped(help, indent: column)
        let head = String(repeating: " ", count: indent) + names
        if head.count + 1 < column, !lines.isEmpty {
            lines[0] = head + String(lines[0].dropFirst(head.count))
        } else {
            lines.insert(head, at: 0)
        }
        return lines
    }

    /// `text` in lines of at most `width` columns (a longer word on a line of its own), each
    /// indented by `indent` spaces.
    private static func wrapped(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, margin.count + line.count + 1 + word.count > width {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(margin + line) }
        return lines
    }
}
