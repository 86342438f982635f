import CommandSyntax
import Testing

/// Command lines read as the POSIX utility syntax guidelines (XBD 12.2) and GNU long options say.
struct UtilityTests {
    let utility = Utility(
        name: "render", abstract: "Render a page.",
        operands: [Operand("input", help: "The page."), Operand("extra", help: "Another.", optional: true)],
        options: [
            .value("output", short: "o", help: "The output.", required: true),
            .value("width", help: "The width."),
            .value("set", valueName: "name=value", help: "A value. Repeatable."),
            .flag("strict", help: "Fail on missing glyphs."),
        ],
        version: "1.2.3")

    func parsed(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try utility.parse(arguments) else { throw UsageError("not a run") }
        return parsed
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try utility.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func valuesFollowTheirOptionWhateverTheyBeginWith() throws {
        let line = try parsed(["page.md", "--width", "-5", "-o", "--strict", "--set", "a=1", "--set=b=2"])
        #expect(line.operand("input") == "page.md" && line.operand("extra") == nil)
        #expect(try line.number("width") == -5 && line.value("output") == "--strict" && !line.flag("strict"))
        #expect(line.values("set") == ["a=1", "b=2"])
    }

    @Test func shortOptionTakesAnAttachedValueAndDoubleDashEndsOptions() throws {
        let line = try parsed(["-oout.png", "--strict", "--", "-page.md", "--width"])
        #expect(line.value("output") == "out.png" && line.flag("strict"))
        #expect(line.operand("input") == "-page.md" && line.operand("extra") == "--width")
    }

    @Test(arguments: [
        (["page.md"], "missing --output <output>"),
        (["-o", "x.png"], "missing <input>"),
        (["page.md", "-o"], "--output needs a value: --output <output>"),
        (["page.md", "-o", "x", "--lang", "he"], "unknown option '--lang'"),
        (["page.md", "-o", "x", "--strict=yes"], "--strict takes no value"),
        (["a", "b", "c", "-o", "x"], "unexpected argument 'c'"),
    ])
    func badCommandLineIsOneLine(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func numbersAreCheckedByTheirReader() throws {
        #expect(throws: UsageError.self) { try parsed(["p", "-o", "x", "--width", "wide"]).number("width") }
        #expect(throws: UsageError.self) { try parsed(["p", "-o", "x", "--width", "nan"]).number("width") }
    }

    @Test func helpListsEveryOptionWithItsValueAndVersionIsPrinted() throws {
        guard case .show(let help) = try utility.parse(["page.md", "--help"]), case .show(let version) = try utility.parse(["--version"]) else {
            Issue.record("no help or version")
            return
        }
        #expect(help.contains("USAGE: render [<options>] <input> [<extra>] --output <output>"))
        for entry in ["  -o, --output <output>   The output.", "  --set <name=value>      A value. Repeatable.", "  --strict                Fail", "  --version"] {
            #expect(help.contains(entry), "\(entry)")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(version == "1.2.3")
    }
}
