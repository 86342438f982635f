import Document
import Testing

/// GitHub alerts, task lists and the inline HTML a help page uses.
@Suite struct VocabularyTests {
    @Test(arguments: Callout.allCases)
    func alertMarkerBecomesTheQuotesCallout(kind: Callout) throws {
        let block = try onlyBlock("> [!\(kind.rawValue.uppercased())]\n> שמרו את הקובץ.\n")
        #expect(block.callout == kind)
        guard case let .blockQuote(inner) = block.kind, case let .paragraph(runs)? = inner.first?.kind else { Issue.record("\(block)"); return }
        #expect(runs.map(\.text) == ["שמרו את הקובץ."])
    }

    @Test func quoteWithoutMarkerIsNoCallout() throws {
        #expect(try onlyBlock("> [!NOPE] text\n").callout == nil)
        #expect(try onlyBlock("> plain\n").callout == nil)
    }

    @Test func taskListItemsKnowWhetherTheyAreChecked() throws {
        guard case let .list(list) = try onlyBlock("- [x] done\n- [ ] open\n- plain\n").kind else { Issue.record("not a list"); return }
        #expect(list.tasks == [true, false, nil])
        guard case let .paragraph(runs)? = list.items[0].first?.kind else { Issue.record("\(list)"); return }
        #expect(runs.map(\.text) == ["done"])
    }

    @Test func listWithoutTasksHasNone() throws {
        guard case let .list(list) = try onlyBlock("- a\n- b\n").kind else { Issue.record("not a list"); return }
        #expect(list.tasks.isEmpty)
    }

    @Test func inlineHTMLStylesTheTextBetweenItsTags() throws {
        guard case let .paragraph(runs) = try onlyBlock("הקישו <kbd>Ctrl</kbd>, x<sup>2</sup> H<sub>2</sub>O<br>ו-<bdi>A!</bdi> <span dir=\"ltr\">B</span>").kind
        else { Issue.record("not a paragraph"); return }
        #expect(runs.contains(InlineRun("Ctrl", style: InlineStyle(keyboard: true))))
        #expect(runs.contains(InlineRun("2", style: InlineStyle(position: .raised))))
        #expect(runs.contains { $0.text == "2" && $0.style.position == .lowered })
        let text = runs.map(\.text).joined()
        #expect(text.contains("O\u{2028}ו-\u{2068}A!\u{2069} \u{2066}B\u{2069}"))
    }

    @Test func otherHTMLIsReadAsHTMLAndNoTagIsText() throws {
        let parsed = try page("x <kbd>K</kbd>\n\na <div>b</div> c <!-- note --> d\n\n<section>\nblock\n</section>\n\n<!-- a comment -->\n")
        guard case let .paragraph(runs) = parsed.blocks[1].kind else { Issue.record("not a paragraph"); return }
        #expect(runs.map(\.text).joined() == "a\u{2028}b\u{2028}c d")
        // A `section`'s text is an anonymous paragraph: no margins of its own (CSS 2 §9.2.1.1).
        var block = Block(.paragraph([InlineRun("block")]), line: 5)
        block.isAnonymous = true
        #expect(parsed.blocks[2] == block)
        #expect(parsed.blocks.count == 3)
        #expect(parsed.unsupportedHTML.isEmpty)
    }

    @Test func scriptsFramesAndScriptURLsAreDroppedAndRecorded() throws {
        let parsed = try page("<script>alert(1)</script>\n\n<iframe src=x></iframe> a <a href=\" JaVaScRiPt:x\">b</a> <img src=p.png onerror=alert(1)>\n")
        #expect(parsed.unsupportedHTML.map(\.tag) == ["<script>", "<iframe>", "<a href=\" JaVaScRiPt:x\">", "<img onerror>"])
        guard case let .paragraph(runs) = parsed.blocks[0].kind else { Issue.record("not a paragraph"); return }
        #expect(runs.allSatisfy { $0.style.link == nil })
        #expect(!runs.map(\.text).joined().contains("alert"))
    }
}

@Suite struct IconTests {
    @Test func iconNamesBecomeRunsOfTheirOwn() throws {
        guard case let .paragraph(runs) = try onlyBlock("לחצו :icon[forward] או :icon[nope] `:icon[left]`").kind else { Issue.record("not a paragraph"); return }
        #expect(runs.contains(InlineRun("forward", style: InlineStyle(icon: .forward))))
        #expect(runs.map(\.text).joined().contains(":icon[nope]"))
        #expect(runs.contains { $0.style.code && $0.text == ":icon[left]" })
    }
}
