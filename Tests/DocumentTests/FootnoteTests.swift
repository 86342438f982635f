import Document
import Testing

@Suite struct FootnoteTests {
    @Test func referencesAreRaisedNumbersLinkedToTheirNotesInReferenceOrder() throws {
        let parsed = try page("b[^second] a[^first] again[^second].\n\n[^first]: First note.\n[^second]: Second note.\n[^unused]: Never shown.\n")
        guard case let .paragraph(runs) = parsed.blocks[0].kind else { Issue.record("\(parsed.blocks)"); return }
        let references = runs.filter(\.style.footnote)
        #expect(references.map(\.text) == ["1", "2", "1"])
        #expect(references.allSatisfy { $0.style.position == .raised && $0.style.link == "#fn-\($0.text)" })
        let notes = try #require(parsed.blocks.last)
        #expect(notes.isFootnotes)
        guard case let .list(list) = notes.kind else { Issue.record("\(notes)"); return }
        #expect(list.ordered && list.items.count == 2)
        guard case let .paragraph(first)? = list.items[0].first?.kind else { Issue.record("\(list)"); return }
        #expect(first.map(\.text).joined() == "Second note.")
    }

    @Test func pageWithoutReferencesHasNoNotes() throws {
        #expect(try page("Text.\n\n[^x]: Unused.\n").blocks.map(\.isFootnotes) == [false])
    }
}
