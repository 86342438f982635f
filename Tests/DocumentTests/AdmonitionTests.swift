import Document
import LocaleRules
import Testing

/// Docs tools' admonitions (VitePress `::: tip`, Docusaurus `:::note[Title]`, MkDocs `!!! note
/// "Title"`): callouts, open details or their content alone, never their markers as text.
@Suite struct AdmonitionTests {
    /// `markdown` is one callout of `kind` and `title` holding the paragraph טקסט.
    private func expectAlert(_ markdown: String, kind: Callout, title: String?) throws {
        let block = try onlyBlock(markdown)
        #expect(block.callout == kind)
        #expect(block.calloutTitle == title)
        guard case let .blockQuote(inner) = block.kind else { Issue.record("\(block)"); return }
        #expect(inner.map(\.kind) == [.paragraph(plain("טקסט"))])
    }

    @Test func vitePressTipIsACalloutWithItsTitleAndMarkdownInside() throws {
        let block = try onlyBlock("::: tip نکته\nاین **مهم** است.\n\n- یک\n- دو\n:::\n")
        #expect(block.callout == .tip)
        #expect(block.calloutTitle == "نکته")
        #expect(block.line == 1)
        guard case let .blockQuote(inner) = block.kind, inner.count == 2,
              case let .paragraph(runs) = inner[0].kind, case let .list(list) = inner[1].kind
        else { Issue.record("\(block)"); return }
        #expect(runs.map(\.text) == ["این ", "مهم", " است."])
        #expect(runs[1].style.bold)
        #expect(list.items.count == 2)
        // Source lines stay those of the file.
        #expect(inner.map(\.line) == [2, 4])
    }

    @Test(arguments: [
        (":::note[כותרת]\nטקסט\n:::\n", Callout.note, "כותרת" as String?),
        (":::info\nטקסט\n:::\n", .note, nil),
        (":::danger Take care\nטקסט\n:::\n", .caution, "Take care"),
        (":::caution\nטקסט\n:::\n", .warning, nil),
        ("  ::: WARNING\nטקסט\n  :::\n", .warning, nil),
    ])
    func docusaurusAndVitePressNamesAreTheirAlerts(markdown: String, kind: Callout, title: String?) throws {
        try expectAlert(markdown, kind: kind, title: title)
    }

    @Test func fencesInsideCodeAreCode() throws {
        let blocks = try page("::: warning\n```js\nconst a = 1\n:::\n```\nאחרי\n:::\n").blocks
        guard blocks.count == 1, case let .blockQuote(inner) = blocks[0].kind, inner.count == 2,
              case let .codeBlock(language, text) = inner[0].kind
        else { Issue.record("\(blocks)"); return }
        #expect(language == "js")
        #expect(text == "const a = 1\n:::")
        #expect(inner[1].kind == .paragraph(plain("אחרי")))
    }

    @Test func outerContainerTakesMoreColons() throws {
        let block = try onlyBlock("::::info בחוץ\nא\n\n:::tip בפנים\nב\n:::\n\nג\n::::\n")
        #expect(block.callout == .note)
        guard case let .blockQuote(outer) = block.kind, outer.count == 3, case let .blockQuote(inner) = outer[1].kind
        else { Issue.record("\(block)"); return }
        #expect(outer[1].callout == .tip)
        #expect(outer[1].calloutTitle == "בפנים")
        #expect(inner.map(\.kind) == [.paragraph(plain("ב"))])
        #expect(outer[2].kind == .paragraph(plain("ג")))
    }

    @Test func closingFenceWithFewerColonsIsText() throws {
        let block = try onlyBlock("::::tip\nא\n:::\n::::\n")
        #expect(block.callout == .tip)
        guard case let .blockQuote(inner) = block.kind, inner.count == 1, case let .paragraph(runs) = inner[0].kind
        else { Issue.record("\(block)"); return }
        #expect(runs.map(\.text).joined().hasSuffix(":::"))
    }

    @Test func detailsAreOpenWithTheirTitleAsSummary() throws {
        let blocks = try page("::: details לחצו כאן\nתוכן\n:::\n").blocks
        #expect(blocks.map(\.kind) == [.paragraph(plain("\u{25BE} לחצו כאן")), .paragraph(plain("תוכן"))])
        #expect(blocks.allSatisfy { $0.callout == nil })
    }

    @Test func unknownContainerIsItsContent() throws {
        let blocks = try page("::: code-group\n```sh\nnpm install\n```\n:::\nאחרי\n").blocks
        #expect(blocks.map(\.kind) == [.codeBlock(language: "sh", text: "npm install"), .paragraph(plain("אחרי"))])
    }

    @Test func containerInAListItemStaysInIt() throws {
        guard case let .list(list) = try onlyBlock("1. צעד\n   ::: tip\n   טיפ\n   :::\n2. עוד\n").kind else { Issue.record("not a list"); return }
        #expect(list.items.count == 2)
        #expect(list.items[0].last?.callout == .tip)
    }

    @Test func unclosedContainerEndsWithThePage() throws {
        let block = try onlyBlock(":::warning\nא\n\nב\n")
        #expect(block.callout == .warning)
        guard case let .blockQuote(inner) = block.kind else { Issue.record("\(block)"); return }
        #expect(inner.count == 2)
    }

    @Test func paragraphBeforeAFenceEndsThere() throws {
        let blocks = try page("לפני\n:::tip\nבתוך\n:::\nאחרי\n").blocks
        #expect(blocks.map(\.callout) == [nil, .tip, nil])
        #expect(blocks.first?.kind == .paragraph(plain("לפני")))
        #expect(blocks.last?.kind == .paragraph(plain("אחרי")))
    }

    @Test func colonsInTextAreNoFence() throws {
        let blocks = try page("a ::: b\n\n:::\n\nhttps://example.com\n").blocks
        let texts = blocks.map { block in if case let .paragraph(runs) = block.kind { runs.map(\.text).joined() } else { "" } }
        #expect(texts == ["a ::: b", ":::", "https://example.com"])
    }

    @Test func placeholderErrorInAContainerNamesTheFilesColumn() throws {
        let page = try Page.parse(markdown: "::: tip\nשלום {count} קבצים\n:::\n", fileName: "test.md")
        do {
            _ = try page.fillingPlaceholders(with: MessageValues(["other": .number(1)]), language: try LanguageTag("he"), fileName: "test.md")
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix("test.md:2:7: no value for 'count'"))
        }
    }

    @Test func containerInAListItemKeepsItsBlankLinesInIt() throws {
        guard case let .list(list) = try onlyBlock("- צעד\n  ::: tip\n  א\n\n  ב\n  :::\n- עוד\n").kind else { Issue.record("not a list"); return }
        #expect(list.items.count == 2)
        guard case let .blockQuote(inner)? = list.items[0].last?.kind else { Issue.record("\(list.items[0])"); return }
        #expect(inner.map(\.kind) == [.paragraph(plain("א")), .paragraph(plain("ב"))])
    }

    // MARK: MkDocs (Python-Markdown's admonition, pymdownx.details)

    @Test func mkDocsAdmonitionHoldsItsIndentedContent() throws {
        let blocks = try page("!!! note \"שימו לב\"\n    פסקה **ראשונה**.\n\n    ```bash\n    pip install mkdocs\n    ```\n\nאחרי.\n").blocks
        guard blocks.count == 2, case let .blockQuote(inner) = blocks[0].kind, inner.count == 2,
              case let .codeBlock(language, text) = inner[1].kind
        else { Issue.record("\(blocks)"); return }
        #expect(blocks[0].callout == .note)
        #expect(blocks[0].calloutTitle == "שימו לב")
        #expect(language == "bash")
        #expect(text == "pip install mkdocs")
        #expect(blocks[1].kind == .paragraph(plain("אחרי.")))
        #expect(blocks.map(\.line) == [1, 8])
    }

    @Test(arguments: [
        ("??? warning\n    טקסט\n", Callout.warning, nil as String?),
        ("???+ tip \"פתוח\"\n    טקסט\n", .tip, "פתוח"),
        ("!!! danger highlight blink \"זהירות\"\n    טקסט\n", .caution, "זהירות"),
        ("!!! abstract\n    טקסט\n", .note, nil),
        ("!!! success\n    טקסט\n", .tip, nil),
        ("!!! tip \"\"\n    טקסט\n", .tip, ""),
    ])
    func mkDocsTypesAreTheirAlerts(markdown: String, kind: Callout, title: String?) throws {
        try expectAlert(markdown, kind: kind, title: title)
    }

    @Test func admonitionsInARowAreTwo() throws {
        let blocks = try page("!!! note\n    א\n\n!!! warning\n    ב\n").blocks
        #expect(blocks.map(\.callout) == [.note, .warning])
    }

    @Test func nestedAdmonitionIsIndentedFurther() throws {
        let block = try onlyBlock("!!! tip\n    א\n\n    !!! danger \"בפנים\"\n        ב\n\n    ג\n")
        guard case let .blockQuote(outer) = block.kind, outer.count == 3 else { Issue.record("\(block)"); return }
        #expect(outer.map(\.callout) == [nil, .caution, nil])
        #expect(outer[2].kind == .paragraph(plain("ג")))
    }

    @Test(arguments: ["!!! Important !!!\n", "!!!\n", "??? \"title\"\n", "!!! note \"unclosed\n", "??? why not\nno content\n",
                      "!!! IMPORTANT\n\nread this\n"])
    func exclamationsThatAreNoAdmonitionAreText(markdown: String) throws {
        let blocks = try page(markdown).blocks
        #expect(blocks.allSatisfy { $0.callout == nil })
        guard case .paragraph = blocks.first?.kind else { Issue.record("\(blocks)"); return }
    }

    @Test func placeholderErrorInAnIndentedAdmonitionNamesTheFilesColumn() throws {
        let page = try Page.parse(markdown: "!!! note\n    שלום {count} קבצים\n", fileName: "test.md")
        do {
            _ = try page.fillingPlaceholders(with: MessageValues(["other": .number(1)]), language: try LanguageTag("he"), fileName: "test.md")
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix("test.md:2:11: no value for 'count'"))
        }
    }
}
