import DisplayList
import Layout
import Testing

@Suite struct VocabularyLayoutTests {
    func bars(_ page: LaidOutPage) -> [Rect] {
        page.items.compactMap { if case let .rectangle(rect, _) = $0, rect.width == 4 { rect } else { nil } }
    }

    @Test(arguments: [("he", true), ("en", false)])
    func calloutBarIsOnTheStartSideWithATranslatedTitle(language: String, rightToLeft: Bool) throws {
        let page = try layOut("> [!WARNING]\n> text", language: language, width: 500)
        let bar = try #require(bars(page).first)
        #expect(rightToLeft ? bar.maxX == 460 : bar.x == 40)
        #expect(page.glyphRuns.contains { $0.text == (rightToLeft ? "אזהרה" : "Warning") })
    }

    @Test func containerCalloutDrawsItsOwnTitleAndNoFence() throws {
        let page = try layOut("::: warning הערת אבטחה\ntext\n:::", language: "he", width: 500)
        let bar = try #require(bars(page).first)
        #expect(bar.maxX == 460)
        #expect(page.glyphRuns.contains { $0.text == "הערת אבטחה" })
        #expect(!page.glyphRuns.contains { $0.text == "אזהרה" || $0.text.contains(":::") })
    }

    @Test func admonitionWithAnEmptyTitleDrawsNone() throws {
        let page = try layOut("!!! warning \"\"\n    text", language: "he", width: 500)
        #expect(bars(page).count == 1)
        #expect(page.glyphRuns.map(\.text).filter { !$0.allSatisfy(\.isWhitespace) } == ["text"])
    }

    @Test(arguments: [("he", true), ("ar", true), ("en", false)])
    func taskBoxIsOnTheStartSideAndTheItemKeepsThePagesDirection(language: String, rightToLeft: Bool) throws {
        let page = try layOut("- [x] Tabula Sheets\n- [ ] Tabula Sheets", language: language, width: 500)
        let boxes = page.boxes(.listMarker), items = page.boxes(.listItem)
        #expect(boxes.count == 2)
        for (box, item) in zip(boxes, items) {
            #expect(rightToLeft ? box.frame.x >= item.frame.maxX - 1 : box.frame.maxX <= item.frame.x + 1)
        }
        #expect(!page.glyphRuns.contains { $0.text.contains("[x]") })
        // Checked: a filled box with a check mark; open: an outline.
        #expect(page.glyphRuns.contains { $0.text == "\u{2713}" })
        #expect(page.items.contains { if case .stroke = $0 { true } else { false } })
    }

    @Test func keyIsDrawnInsideAnOutline() throws {
        let page = try layOut("הקישו <kbd>Ctrl</kbd>+<kbd>Z</kbd>", language: "he", width: 500)
        let outlines = page.items.filter { if case .stroke = $0 { true } else { false } }
        #expect(outlines.count == 2)
    }

    @Test func superscriptSitsAboveTheBaseline() throws {
        let page = try layOut("E=mc<sup>2</sup>", language: "en", width: 500)
        let two = try #require(page.glyphRuns.first { $0.text == "2" }), e = try #require(page.glyphRuns.first { $0.text.hasPrefix("E") })
        #expect(two.glyphs[0].position.y < e.glyphs[0].position.y - 3)
        #expect(two.font.size < e.font.size)
    }
}

@Suite struct FootnoteLayoutTests {
    @Test func referenceIsARaisedNumberInTheLocalesDigitsAndTheNotesEndThePage() throws {
        let page = try layOut("تحسب SUM المجموع[^sum].\n\n[^sum]: تتجاهل النصوص.\n", language: "ar-SA", width: 500)
        let reference = try #require(page.glyphRuns.first { $0.text == "١" })
        let sentence = try #require(page.glyphRuns.first { $0.text.contains("المجموع") })
        #expect(reference.glyphs[0].position.y < sentence.glyphs[0].position.y - 3)
        let markers = page.boxes(.listMarker)
        #expect(markers.count == 1)
        #expect(markers[0].frame.y > (page.boxes(.paragraph).first?.frame.maxY ?? 0))
        #expect(page.items.contains { if case .destination("fn-1", _) = $0 { true } else { false } })
    }
}

@Suite struct IconLayoutTests {
    /// The icon glyph's code point in the isolate the layout wrote for `icon`.
    func iconScalar(_ markdown: String, language: String) throws -> Unicode.Scalar? {
        try layOut(markdown, language: language, width: 500).glyphRuns.lazy.flatMap(\.text.unicodeScalars)
            .first { (0xE000...0xF8FF).contains($0.value) }
    }

    @Test func forwardAndBackwardFlipOnRightToLeftPagesLeftAndRightNever() throws {
        let left: Unicode.Scalar = "\u{E5C4}", right: Unicode.Scalar = "\u{E5C8}"
        #expect(try iconScalar("a :icon[forward] b", language: "en") == right)
        #expect(try iconScalar("א :icon[forward] ב", language: "he") == left)
        #expect(try iconScalar("a :icon[backward] b", language: "en") == left)
        #expect(try iconScalar("א :icon[backward] ב", language: "ar") == right)
        for language in ["en", "he"] {
            #expect(try iconScalar("x :icon[left] y", language: language) == left)
            #expect(try iconScalar("x :icon[right] y", language: language) == right)
        }
    }

    @Test func iconIsAnIsolateThatDoesNotReorderItsSentence() throws {
        // With the icon the words stay in the order they have without it.
        let plain = try layOut("לחצו על Next כדי להמשיך", language: "he", width: 800).visualLines
        let icon = try layOut("לחצו על :icon[forward] Next כדי להמשיך", language: "he", width: 800).visualLines
        #expect(icon.map { String($0.unicodeScalars.filter { !(0xE000...0xF8FF).contains($0.value) && !(0x2066...0x2069).contains($0.value) }) } == plain)
        #expect(try layOut("לחצו :icon[check]", language: "he").missingGlyphs.isEmpty)
    }
}
