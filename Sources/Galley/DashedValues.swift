/// Command-line values that begin with `-`, joined to their option.
package enum DashedValues {
    /// `--paper -1` as `--paper=-1`: the argument parser takes a value beginning with `-` for
    /// an option and would say "Missing value", where the option's own check says what is wrong.
    /// Only after an option that takes a value, and only when the value is not itself an option
    /// name (`--lang --width` stays an error about the missing language).
    package static func joined(_ arguments: [String], options: Set<String>) -> [String] {
        var result: [String] = []
        for argument in arguments {
            if let last = result.last, options.contains(last), argument.hasPrefix("-"), argument != "--",
               !(argument.hasPrefix("--") && argument.dropFirst(2).first?.isLetter == true), !options.contains(argument) {
                result[result.count - 1] = last + "=" + argument
            } else {
                result.append(argument)
            }
        }
        return result
    }
}
