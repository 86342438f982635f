/// One option of a ``Utility``: a flag, or an option that takes a value (an option-argument,
/// XBD 12.1).
package struct Option: Sendable {
    /// Its names, short first: `["-o", "--output"]`.
    package let names: [String]
    /// The value's name in `--help` (`<file.css>`); nil for a flag.
    package let valueName: String?
    package let help: String
    /// Said in `--help` as `(default: …)` when the help text does not say it.
    package let defaultValue: String?
    /// A run without it is a usage error.
    package let isRequired: Bool

    /// An option that takes a value, named `--name` (and `-short`).
    package static func value(_ name: String, short: String? = nil, valueName: String? = nil, help: String,
                              default defaultValue: String? = nil, required: Bool = false) -> Option {
        Option(names: (short.map { ["-" + $0] } ?? []) + ["--" + name], valueName: valueName ?? name, help: help,
               defaultValue: defaultValue, isRequired: required)
    }

    /// A flag, named `--name`.
    package static func flag(_ name: String, help: String) -> Option {
        Option(names: ["--" + name], valueName: nil, help: help, defaultValue: nil, isRequired: false)
    }

    /// The name its values are kept under and errors say: the long one.
    var longName: String { names[names.count - 1] }
}
