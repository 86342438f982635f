import Testing
@testable import Document

/// Front matter nested thousands deep used to overflow the stack in the YAML parser (SIGSEGV).
@Suite struct YAMLNestingTests {
    @Test(arguments: [
        String(repeating: "[", count: 5000),
        String(repeating: "{a: ", count: 5000),
        String(repeating: "- ", count: 5000) + "x",
    ])
    func frontMatterNestedThousandsDeepIsAnErrorNotACrash(title: String) {
        #expect(throws: DocumentError.invalidFrontMatter(file: "test.md", line: 2, problem: "front matter nests deeper than 100 levels")) {
            try page("---\ntitle: \(title)\n---\nx\n")
        }
    }

    @Test func frontMatterIndentedThousandsDeepIsAnErrorNotACrash() {
        let yaml = (0..<3000).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
        #expect(throws: DocumentError.invalidFrontMatter(file: "test.md", line: 102, problem: "front matter nests deeper than 100 levels")) {
            try page("---\n\(yaml)---\nx\n")
        }
    }

    @Test func nestingUpToTheLimitIsRead() {
        let flow = String(repeating: "[", count: 99) + String(repeating: "]", count: 99)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: \(flow)") == nil)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: [\(flow)]") == 1)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: \"[[[[\(String(repeating: "[", count: 200))\" # {{{{") == nil)
    }
}

/// `values.yaml` and `--set` with 5,000 nested brackets used to crash (SIGSEGV) in the YAML parser.
@Suite struct ValuesNestingTests {
    static let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)

    @Test func valuesFileNestedThousandsDeepIsAnErrorNotACrash() {
        #expect(throws: DocumentError.invalidValues(file: "values.yaml", line: 1, problem: "values nest deeper than 100 levels")) {
            try MessageValues(yaml: "a: \(Self.deep)\n", fileName: "values.yaml")
        }
    }

    @Test func settingNestedThousandsDeepIsAnErrorNotACrash() {
        #expect(throws: DocumentError.invalidValues(file: "--set", line: nil, problem: "'a': the value nests deeper than 100 levels")) {
            try MessageValues(setting: "a=\(Self.deep)")
        }
    }
}

/// `2026-02-30` used to be read as March 2 without a word.
@Suite struct CalendarDateTests {
    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-04-31", "2025-02-29", "2026-00-10"])
    func dayNotInTheCalendarIsAnError(day: String) {
        #expect(throws: DocumentError.invalidValues(file: "--set", line: nil, problem: "'released': \(day) is not a day of the calendar")) {
            try MessageValues(setting: "released=\(day)")
        }
        #expect(throws: DocumentError.invalidValues(file: "values.yaml", line: 2, problem: "value 'released': \(day) is not a day of the calendar")) {
            try MessageValues(yaml: "n: 1\nreleased: \(day)\n", fileName: "values.yaml")
        }
    }

    @Test(arguments: ["2024-02-29", "2026-12-31", "2026-11-20T10:00:00Z"])
    func daysOfTheCalendarAreDates(day: String) throws {
        guard case .date? = try MessageValues(setting: "released=\(day)").values["released"] else {
            Issue.record("\(day) is not a date")
            return
        }
    }
}
