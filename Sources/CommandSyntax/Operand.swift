/// An operand of a ``Utility`` (XBD 12.1): an argument that is not an option, in order.
package struct Operand: Sendable {
    package let name: String
    package let help: String
    package let isOptional: Bool

    package init(_ name: String, help: String, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
    }
}
