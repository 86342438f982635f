import Foundation
import Testing
import Document
import LocaleRules
import TestSupport

/// Where placeholders are filled, where they are not, the values' sources, and one-line errors.
@Suite struct PlaceholderTests {
    func fill(_ markdown: String, _ values: [String: MessageValue] = [:], _ language: String = "he") throws -> Page {
        try Page.parse(markdown: markdown, fileName: "test.md")
            .fillingPlaceholders(with: MessageValues(values), language: try LanguageTag(language), fileName: "test.md")
    }

    func error(_ markdown: String, _ values: [String: MessageValue] = [:]) -> String? {
        do {
            _ = try fill(markdown, values)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func codeSpansAndCodeBlocksKeepPlaceholders() throws {
        let page = try fill("Run `{n}` now {n, number}\n\n```\n{n, number}\n```\n", ["n": .number(3)])
        #expect(page.blocks[0].kind == .paragraph([InlineRun("Run "), InlineRun("{n}", style: InlineStyle(code: true)),
                                                   InlineRun(" now \u{2068}3\u{2069}")]))
        #expect(page.blocks[1].kind == .codeBlock(language: nil, text: "{n, number}"))
    }

    @Test func headingsListsTablesAndLinkTextAreFilled() throws {
        let page = try fill("# {n} files\n\n- [{n} files](https://e.x/{n})\n\n| a |\n|---|\n| {n} |\n", ["n": .number(3)])
        #expect(page.blocks[0].kind == .heading(level: 1, content: [InlineRun("\u{2068}3\u{2069} files")]))
        guard case let .list(list) = page.blocks[1].kind, case let .table(table) = page.blocks[2].kind else {
            Issue.record("blocks \(page.blocks)")
            return
        }
        #expect(list.items[0][0].kind == .paragraph([InlineRun("\u{2068}3\u{2069} files", style: InlineStyle(link: "https://e.x/{n}"))]))
        #expect(table.rows[0][0].content == [InlineRun("\u{2068}3\u{2069}")])
    }

    @Test func quotedAndLoneBracesAreText() throws {
        let page = try fill("'{'n'}' and '{n}' and { 5 } and {0} and don't and צה''ל", ["x": .number(1)])
        #expect(page.blocks[0].kind == .paragraph([InlineRun("{n} and {n} and { 5 } and {0} and don't and צה''ל")]))
    }

    /// A tutorial's braces on a page without values are text, whatever they hold.
    @Test func pageWithoutValuesHasNoPlaceholders() throws {
        let markdown = "יוצרים אובייקט {name: \"John\", age: 30} או {count} או {n, plural, one {x}} או {{ msg }}\n"
        let page = try fill(markdown)
        #expect(page == (try Page.parse(markdown: markdown, fileName: "test.md")))
        #expect(page.literalBraces == nil)
    }

    /// With values, braces that are no ICU argument are text, the first named for the warning.
    @Test func bracesThatAreNoArgumentAreTextWithValues() throws {
        let page = try fill("a\n\nיוצרים {name: \"John\", age: 30} ו-{{ msg }} ו-{path/to/file} ו-{x, nosuchtype}: {n, number}",
                            ["n": .number(3)])
        #expect(page.blocks[1].kind == .paragraph([InlineRun(
            "יוצרים {name: \"John\", age: 30} ו-{{ msg }} ו-{path/to/file} ו-{x, nosuchtype}: \u{2068}3\u{2069}")]))
        #expect(page.literalBraces == LiteralBraces(text: "{name: \"John\", age: 30}", line: 3, column: 8, count: 4))
    }

    @Test func pageWithoutPlaceholdersIsUnchanged() throws {
        let markdown = "# שלום\n\nטקסט 42% ו-3 קבצים.\n"
        #expect(try fill(markdown) == (try Page.parse(markdown: markdown, fileName: "test.md")))
    }

    @Test(arguments: [
        ("a\n\nשלום {count} קבצים", ["other": .number(1)], "test.md:3:7: no value for 'count'; give it in the front matter 'values:', in values.yaml beside the page, or with --set count=…"),
        ("**x** {p, number, percent}", ["p": .string("fast")], "test.md:1:8: 'p' must be a number here, but it is the string 'fast'"),
        ("{d, date, long}", ["d": .number(3)], "test.md:1:2: 'd' must be a date here, but it is the number 3"),
        ("x {apps, list}", ["apps": .string("Pages")], "test.md:1:4: 'apps' must be a list here, but it is the string 'Pages'"),
        ("x\ny {n, plural, one {# file} other {# files}", ["n": .number(1)], "test.md:2:3: placeholder '{n, plural, one {# file}…' is never closed; write a literal brace as '{'"),
        ("x {n, numbr}", ["n": .number(1)], "test.md:1:7: unknown placeholder type; use number, date, time, spellout, ordinal, duration, list, plural, select or selectordinal"),
        ("x {n, plural, one {a} }", ["n": .number(1)], "test.md:1:3: this placeholder is not ICU MessageFormat syntax (U_DEFAULT_KEYWORD_MISSING)"),
        ("x {n, select, a {{m}} other {b}}", ["n": .string("a")], "test.md:1:19: no value for 'm'; give it in the front matter 'values:', in values.yaml beside the page, or with --set m=…"),
    ] as [(String, [String: MessageValue], String)])
    func badPlaceholderIsOneLineWithLineAndColumn(markdown: String, values: [String: MessageValue], message: String) {
        #expect(error(markdown, values) == message)
    }

    @Test func valuesFromFrontMatterValuesFileAndSettingLastWins() throws {
        let page = try Page.parse(markdown: "---\nvalues:\n  a: 2\n  b: 2026-11-20\n  c: [x, y]\n---\nz", fileName: "test.md")
        #expect(page.frontMatter.values == MessageValues(["a": .number(2), "b": .date(Date(timeIntervalSince1970: 1_795_132_800)),
                                                          "c": .list(["x", "y"])]))
        let file = try MessageValues(yaml: "a: 1\nd: '2026-11-20'\ne: text\n", fileName: "values.yaml")
        #expect(file.values["d"] == .string("2026-11-20"))
        let merged = file.merging(page.frontMatter.values).merging(try MessageValues(setting: "e=3"))
        #expect(merged.values["a"] == .number(2))
        #expect(merged.values["e"] == .number(3))
        #expect(merged.values["d"] == .string("2026-11-20"))
    }

    @Test(arguments: [
        ("a: {b: 1}\n", "values.yaml:1: value 'a' must be a number, a string, a date or a list of strings"),
        ("a: 1\na: 2\n", "values.yaml:2: value 'a' is given twice"),
        ("- a\n", "values.yaml:1: values must be 'name: value' lines"),
    ])
    func badValuesFileNamesItsLine(yaml: String, message: String) {
        #expect(throws: DocumentError.self) { try MessageValues(yaml: yaml, fileName: "values.yaml") }
        do { _ = try MessageValues(yaml: yaml, fileName: "values.yaml") } catch { #expect(error.description == message) }
    }

    @Test func badSettingIsAnError() {
        #expect(throws: DocumentError.self) { try MessageValues(setting: "novalue") }
        #expect(throws: DocumentError.self) { try MessageValues(setting: "a={b: 1}") }
    }

    @Test func frontMatterValuesErrorNamesThePageLine() {
        do {
            _ = try Page.parse(markdown: "---\nlang: he\nvalues:\n  a: {b: 1}\n---\n", fileName: "test.md")
            Issue.record("no error")
        } catch {
            #expect(error.description == "test.md:4: value 'a' must be a number, a string, a date or a list of strings")
        }
    }
}

/// Random text of braces, apostrophes, names and keywords never crashes the filling: it is
/// filled or it is one error line.
@Suite struct PlaceholderFuzzTests {
    @Test func randomPlaceholdersFillOrFailWithOneLine() throws {
        let pieces = ["{", "}", "'", "''", "#", ",", " ", "n", "s", "d", "l", "0", "plural", "select", "number", "date",
                      "list", "other", "one", "percent", ":: unit/gigabyte", "offset:1", "=1", "|", "\n", "`", "*", "é", "ש"]
        let values = MessageValues(["n": .number(3), "s": .string("x"), "d": .date(.init(timeIntervalSince1970: 0)), "l": .list(["a", "b"])])
        var random = SplitMix64(state: 10)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            do {
                _ = try Page.parse(markdown: text, fileName: "fuzz.md")
                    .fillingPlaceholders(with: values, language: try LanguageTag("ar"), fileName: "fuzz.md")
            } catch let error as DocumentError {
                #expect(!error.description.contains("\n"), "\(text.debugDescription): \(error)")
            }
        }
    }

    @Test func deeplyNestedPlaceholderIsAnError() throws {
        let deep = String(repeating: "{s, select, x ", count: 5000) + String(repeating: "}", count: 5000)
        do {
            _ = try Page.parse(markdown: deep, fileName: "deep.md")
                .fillingPlaceholders(with: MessageValues(["s": .string("x")]), language: try LanguageTag("he"), fileName: "deep.md")
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "deep.md:1:1: placeholder nests braces deeper than 32 levels")
        }
    }
}
