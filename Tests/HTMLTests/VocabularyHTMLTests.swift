import Testing

/// Alerts, task lists, key caps and sub/superscripts written as HTML the browser draws as Galley does.
struct VocabularyHTMLTests {
    @Test func alertIsABlockQuoteWithItsTitleInThePagesLanguage() throws {
        let body = HTMLPageTests.body(try HTMLPageTests.html("> [!WARNING]\n> שמרו.", language: "he"))
        #expect(body.contains("<blockquote class=\"callout warning\">\n<p class=\"callout-title\">אזהרה</p>"))
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
}
