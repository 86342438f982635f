import Testing

/// Alerts, task lists, key caps and sub/superscripts written as HTML the browser draws as Galley does.
struct VocabularyHTMLTests {
    @Test func alertIsABlockQuoteWithItsTitleInThePagesLanguage() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("> [!WARNING]\n> שמרו.", language: "he"))
        #expect(body.contains("<blockquote class=\"callout warning\">\n<p class=\"callout-title\">אזהרה</p>"))
    }

    @Test func containerIsABlockQuoteWithItsOwnTitle() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html(":::danger[אל תמחקו]\nשמרו.\n:::", language: "he"))
        #expect(body.contains("<blockquote class=\"callout caution\">\n<p class=\"callout-title\">אל תמחקו</p>"))
        #expect(!body.contains(":::"))
    }

    @Test func taskItemsHaveDisabledCheckBoxes() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("- [x] done\n- [ ] open", language: "en"))
        #expect(body.contains("<li class=\"task\"><input type=\"checkbox\" disabled checked>"))
        #expect(body.contains("<li class=\"task\"><input type=\"checkbox\" disabled>"))
    }

    @Test func keysAndScriptsKeepTheirTags() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("<kbd>Ctrl</kbd>+<kbd>Z</kbd>, r<sup>2</sup>, H<sub>2</sub>O", language: "en"))
        #expect(body.contains("<kbd>Ctrl</kbd>+<kbd>Z</kbd>"))
        #expect(body.contains("r<sup>2</sup>") && body.contains("H<sub>2</sub>O"))
    }

    @Test func iconsTurnWithTheirBlocksDirection() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("Next :icon[forward] {dir=ltr}\n\n| :icon[forward] {dir=ltr} | :icon[forward] |\n|---|---|\n",
                                                             language: "he"))
        #expect(body.contains("<p dir=\"ltr\">Next <bdi class=\"icon\" role=\"img\" aria-label=\"forward\">&#xE5C8;</bdi></p>"), "\(body)")
        #expect(body.contains("dir=\"ltr\"><bdi class=\"icon\" role=\"img\" aria-label=\"forward\">&#xE5C8;</bdi></th>"), "\(body)")
        #expect(body.contains("<th><bdi class=\"icon\" role=\"img\" aria-label=\"forward\">&#xE5C4;</bdi></th>"), "\(body)")
    }

    @Test func iconsAreTheirGlyphsInAnIsolateNamedForScreenReaders() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("לחצו :icon[forward] או :icon[right]", language: "he"))
        #expect(body == "<p>לחצו <bdi class=\"icon\" role=\"img\" aria-label=\"forward\">&#xE5C4;</bdi> או "
                + "<bdi class=\"icon\" role=\"img\" aria-label=\"right\">&#xE5C8;</bdi></p>")
    }

    @Test func inlineImagesAreImgsMirroredWhereGalleyMirrorsThem() throws {
        let source = StylesheetTests.examples + "/page.md"
        let arrow = try HTMLPageTests.copied(StylesheetTests.examples + "/images/arrow-next.png")
        let hebrew = HTMLPageTests.body(try HTMLPageTests.html("א ![הבא](images/arrow-next.png){.forward height=2em} ב", language: "he", source: source))
        #expect(hebrew == "<p>א <img src=\"\(arrow)\" alt=\"הבא\" width=\"64\" height=\"64\" class=\"inline directional\" "
                + "style=\"block-size: 2em\"> ב</p>")
        // The stylesheet mirrors a directional image under :dir(rtl): not in an English paragraph, but in a {dir=rtl} one.
        let english = HTMLPageTests.body(try HTMLPageTests.html("a ![next](images/arrow-next.png){.forward} b\n\nא ![](images/arrow-next.png){.right} ב {dir=rtl}",
                                                                language: "en", source: source))
        #expect(english == "<p>a <img src=\"\(arrow)\" alt=\"next\" width=\"64\" height=\"64\" class=\"inline directional\"> b</p>\n"
                + "<p dir=\"rtl\">א <img src=\"\(arrow)\" alt=\"\" width=\"64\" height=\"64\" class=\"inline\"> ב</p>")
    }

    @Test func footnoteReferencesLinkToTheirNotesInTheLocalesDigits() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("نص[^a].\n\n[^a]: ملاحظة.", language: "ar"))
        #expect(body.contains("<a href=\"#fn-1\"><sup>١</sup></a>"), "\(body)")
        #expect(body.contains("<ol class=\"footnotes\">\n<li id=\"fn-1\">") || body.contains("class=\"tight footnotes\">\n<li id=\"fn-1\">"), "\(body)")
    }
}
