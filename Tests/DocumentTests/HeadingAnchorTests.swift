import Document
import Testing

/// Heading anchors as GitHub gives them: the slug, then `-1`, `-2` ... for a title that
/// repeats, never an anchor an earlier heading has.
@Suite struct HeadingAnchorTests {
    @Test func repeatedTitlesAreNumberedPastTakenAnchors() {
        var anchors = HeadingAnchors()
        #expect(["Parts", "Parts-1", "Parts", "Parts", "חלקי הנוסחה"].map { anchors.anchor(for: $0) }
                == ["parts", "parts-1", "parts-2", "parts-3", "חלקי-הנוסחה"])
        // An id the page gives (`{#parts-4}`) is kept as it is, and taken.
        #expect(anchors.anchor(for: "Anything", given: "parts-4") == "parts-4")
        #expect(anchors.anchor(for: "Parts") == "parts-5")
    }

    /// Each of 10,000 headings of one title gets an anchor of its own, the last `step-9999`
    /// (the search for a free number goes on from the last one given).
    @Test func tenThousandRepeatsGetTenThousandAnchors() {
        var anchors = HeadingAnchors()
        let all = (0..<10_000).map { _ in anchors.anchor(for: "Step") }
        #expect(Set(all).count == 10_000 && all.last == "step-9999")
    }
}
