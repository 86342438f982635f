/// A command line its ``Utility`` cannot read, said in one line.
package struct UsageError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
