@testable import Document
import Testing

/// A placeholder goes to ICU with the values it names, not all the page's: with 20,000 values,
/// passing them all to each of 20,000 placeholders took minutes.
@Suite struct MessageArgumentTests {
    @Test func placeholderGetsOnlyTheValuesItNames() {
        var values: [String: MessageValue] = ["file": .string("x")]
        for n in 0..<20_000 { values["v\(n)"] = .number(Double(n)) }
        let all = MessageValues(values)
        #expect(MessageFormatter.names(in: "{v7, plural, one {# file} other {# files}}", of: all) == ["file", "v7"])
        #expect(MessageFormatter.names(in: "{ v19999 , number}", of: all) == ["v19999"])
        #expect(MessageFormatter.names(in: "{missing}", of: all).isEmpty)
    }
}
