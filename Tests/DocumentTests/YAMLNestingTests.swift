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
