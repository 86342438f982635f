import Testing
import Document

@Suite struct FrontMatterTests {
    @Test func frontMatterValues() throws {
        let parsed = try page("---\ntitle: עזרה\nlang: he\ndir: rtl\nalign: justify\n---\nשלום\n")
        #expect(parsed.frontMatter == FrontMatter(title: "עזרה", lang: "he", dir: .rightToLeft, align: "justify"))
        #expect(parsed.blocks == [Block(.paragraph(plain("שלום")), line: 7)])
    }

    @Test func frontMatterIsOnlyParsedNotApplied() throws {
        // The page's dir is exposed for the caller to weigh against the command line;
        // blocks keep no direction of their own.
        let parsed = try page("---\ndir: rtl\n---\nhello\n")
        #expect(parsed.frontMatter.dir == .rightToLeft)
        #expect(parsed.blocks[0].direction == nil)
    }

    @Test func noFrontMatterGivesEmptyValues() throws {
        #expect(try page("# Hi\n").frontMatter == FrontMatter())
        #expect(try page("---\n---\nx").frontMatter == FrontMatter())
        #expect(try page("---\ntitle:\n...\nx").frontMatter == FrontMatter())
    }

    /// Docusaurus, Jekyll, Hugo and MkDocs keys are for those tools: ignored, whatever their
    /// values hold (lists, mappings, dates, a key given twice).
    @Test func otherToolsKeysAreIgnored() throws {
        let markdown = """
            ---
            id: why-jsx
            layout: default
            permalink: /he/intro/
            redirect_from: [/a/, /b/]
            prev: { text: קודם, link: /x }
            date: 2024-05-01
            category: guide
            category: again
            contributors:
              - ["Ada", "https://example.com"]
            title: מבוא
            description: מה זה JSX ולמה
            lang: he
            ---
            שלום
            """
        let parsed = try page(markdown)
        #expect(parsed.frontMatter == FrontMatter(title: "מבוא", description: "מה זה JSX ולמה", lang: "he"))
        #expect(parsed.blocks == [Block(.paragraph(plain("שלום")), line: 16)])
    }

    @Test func thematicBreakAfterBlankLineIsNotFrontMatter() throws {
        #expect(try page("\n---\n").blocks == [Block(.thematicBreak, line: 2)])
    }

    @Test(arguments: [
        ("---\njustify: stretch\n---\n", "test.md:2: front matter 'justify' is 'stretch'; expected spaces or kashida"),
        ("---\ndir: rlt\n---\n", "test.md:2: front matter 'dir' is 'rlt'; expected ltr, rtl or auto"),
        ("---\nlang: he\n\nalign: middle\n---\n",
         "test.md:4: front matter 'align' is 'middle'; expected one of natural, leading, trailing, left, right, center, justify"),
        ("---\ntitle: [a, b]\n---\n", "test.md:2: front matter 'title' must be a single value, not a list or a mapping"),
        ("---\nlang: he\nlang: ar\n---\n", "test.md:3: front matter key 'lang' is given twice"),
        ("---\n- a\n---\n", "test.md:2: front matter must be 'key: value' lines (title, description, lang, dir, align, values)"),
        ("---\nid: intro\ndescription: [a, b]\n---\n", "test.md:3: front matter 'description' must be a single value, not a list or a mapping"),
        ("---\npermalink: /x/\nlang: he\ndir: up\n---\n", "test.md:4: front matter 'dir' is 'up'; expected ltr, rtl or auto"),
        ("---\ntitle: a\n# no end\n", "test.md:1: front matter opened by '---' is never closed; end it with a '---' line"),
    ])
    func badFrontMatterIsOneLineErrorWithFileAndLine(markdown: String, message: String) {
        #expect(throws: DocumentError.self) { try page(markdown) }
        do {
            _ = try page(markdown)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func malformedYAMLNamesItsLine() {
        do {
            _ = try page("---\ntitle: a\nlang: [he\n---\n")
            Issue.record("no error")
        } catch let DocumentError.invalidFrontMatter(file, line, problem) {
            #expect(file == "test.md")
            #expect(line >= 3 && line <= 4)
            #expect(problem.hasPrefix("front matter is not valid YAML: "))
            #expect(!problem.contains("\n"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func yamlTabIndentErrorIsOneLine() {
        do {
            _ = try page("---\ntitle: a\n\tlang: he\n---\n")
            Issue.record("no error")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("test.md:3: "))
        }
    }

    /// Front matter of plain `key: word` lines is read without Yams; it must read as Yams reads
    /// it (here made to read it by a comment line, which the plain reading does not take),
    /// errors and their lines included.
    @Test(arguments: ["lang: he", "lang: he-IL\ndir: rtl", "title: Help\nalign: justify\njustify: kashida", "lang: no",
                      "lang: null", "lang: NULL", "dir: auto\nlang: ar-SA", "dir: sideways", "lang: he\nalign: middle",
                      "lang: he\ncolour: red", "description: Help", "lang: he\nlang: ar", "justify: stretch"])
    func plainFrontMatterReadsAsYamsReadsIt(yaml: String) throws {
        func read(_ yaml: String) -> Result<FrontMatter, DocumentError> {
            Result { () throws(DocumentError) in try Page.parse(markdown: "---\n\(yaml)\n---\nx\n", fileName: "test.md").frontMatter }
        }
        let plain = read(yaml), yams = read(yaml + "\n# read by Yams")
        #expect("\(plain)" == "\(yams)")
    }
}
