import Foundation
import Testing
import Document
import LocaleRules

@Suite struct PseudolanguageTests {
    static let rlo = "\u{202E}"
    static let pdf = "\u{202C}"
    static let code = InlineStyle(code: true)

    // MARK: Tags

    @Test func tagsAreTheAndroidAndChromeOnes() {
        #expect(Pseudolanguage.allCases.map(\.tag) == ["en-XA", "ar-XB", "en-XL"])
    }

    // MARK: Accented

    @Test func accentedReplacesEveryASCIILetterWithOneAccentedLookAlike() throws {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        #expect(Pseudolanguage.accentedLetters.count == 52)
        for letter in letters {
            let accented = try #require(Pseudolanguage.accentedLetters[letter])
            #expect(accented.unicodeScalars.count == 1, "\(letter) -> \(accented) is not one scalar")
            #expect(!accented.isASCII && accented.isLetter)
            #expect(accented.isUppercase == letter.isUppercase)
            // A look-alike: the base letter under the mark is the letter itself (q and Q, which
            // have no accented form, take a hook tail that does not decompose).
            if letter != "q" && letter != "Q" {
                let base = String(accented).decomposedStringWithCanonicalMapping.unicodeScalars.first
                #expect(base == letter.unicodeScalars.first, "\(letter) -> \(accented)")
            }
        }
        #expect(Pseudolanguage.accentedLetters["a"] == "á")
        #expect(Pseudolanguage.accentedLetters["e"] == "é")
        let text = Pseudolanguage.accented.pseudolocalize(letters)
        #expect(text.hasPrefix("[áḃçďéḟĝĥíĵķĺḿñóṕɋŕšţúṽŵẋýžÁḂÇĎÉḞĜĤÍĴĶĹḾÑÓṔɊŔŠŢÚṼŴẊÝŽ "))
    }

    @Test func accentedWrapsInBracketsAndKeepsOtherCharacters() {
        #expect(Pseudolanguage.accented.pseudolocalize("OK") == "[ÓĶ]")
        #expect(Pseudolanguage.accented.pseudolocalize("Hello world") == "[Ĥéĺĺó ŵóŕĺď one]")
        #expect(Pseudolanguage.accented.pseudolocalize("250 MB, 3×!") == "[250 ḾḂ, 3×! one]")
        #expect(Pseudolanguage.accented.pseudolocalize("שלום") == "[שלום]")
    }

    @Test func accentedIsAtLeast35PercentLongerByFillerWords() {
        let sentence = "Galley lays out help pages in every language and checks them against golden images."
        let text = Pseudolanguage.accented.pseudolocalize(sentence)
        let ratio = Double(text.count) / Double(sentence.count)
        #expect(ratio >= 1.35 && ratio < 1.45, "ratio \(ratio)")
        #expect(text.hasSuffix(". one two three four five six]"))
        // The filler starts again at "one" after "ten", so long texts stay in range too.
        let long = String(repeating: "Lorem ipsum dolor sit amet. ", count: 20)
        let longRatio = Double(Pseudolanguage.accented.pseudolocalize(long).count) / Double(long.count)
        #expect(longRatio >= 1.35 && longRatio < 1.36, "ratio \(longRatio)")
        #expect(Pseudolanguage.accented.pseudolocalize(long).contains(" ten one two "))
    }

    @Test func accentedLeavesEmptyAndCodeOnlyTextsAlone() {
        #expect(Pseudolanguage.accented.pseudolocalize("") == "")
        #expect(Pseudolanguage.accented.pseudolocalize(" ") == " ")
        let codeOnly = [InlineRun("make", style: Self.code)]
        #expect(Pseudolanguage.accented.pseudolocalize(codeOnly) == codeOnly)
    }

    @Test func accentedBracketsGoInPlainRunsAroundStyledRuns() {
        let runs = [InlineRun("Note", style: InlineStyle(bold: true)), InlineRun(": run "),
                    InlineRun("make", style: Self.code)]
        #expect(Pseudolanguage.accented.pseudolocalize(runs) == [
            InlineRun("["), InlineRun("Ñóţé", style: InlineStyle(bold: true)), InlineRun(": ŕúñ "),
            InlineRun("make", style: Self.code), InlineRun(" one]"),
        ])
    }

    // MARK: Right to left

    @Test func rightToLeftWrapsEachWordInOverrideAndSetsDirection() throws {
        let (rlo, pdf) = (Self.rlo, Self.pdf)
        #expect(Pseudolanguage.rightToLeft.pseudolocalize("Copy 2 files (now).")
            == "\(rlo)Copy\(pdf) 2 \(rlo)files\(pdf) (\(rlo)now\(pdf)).")
        #expect(Pseudolanguage.rightToLeft.pseudolocalize("abc123def") == "\(rlo)abc\(pdf)123\(rlo)def\(pdf)")
        let pseudo = try page("---\nlang: en\ndir: ltr\n---\n# Copy files\n").pseudolocalized(as: .rightToLeft)
        #expect(pseudo.frontMatter.lang == "ar-XB")
        #expect(pseudo.frontMatter.dir == .rightToLeft)
        #expect(pseudo.blocks == [Block(.heading(level: 1, content: plain("\(rlo)Copy\(pdf) \(rlo)files\(pdf)")), line: 5)])
    }

    @Test func rightToLeftKeepsBlockDirectionAttributes() throws {
        let pseudo = try page("Keep me {dir=ltr}\n\n```\ncode\n```\n").pseudolocalized(as: .rightToLeft)
        #expect(pseudo.blocks.map(\.direction) == [.leftToRight, .leftToRight])
    }

    // MARK: Double length

    @Test func doubleLengthRepeatsEachWordForTwiceTheLength() {
        #expect(Pseudolanguage.doubleLength.pseudolocalize("Save the file.") == "Save Save the the file. file.")
        let sentence = "Galley lays out help pages in every language and checks them against golden images."
        let text = Pseudolanguage.doubleLength.pseudolocalize(sentence)
        #expect(text.count == 2 * sentence.count + 1)
        #expect(Pseudolanguage.doubleLength.pseudolocalize("a — b") == "a a — b b")
        #expect(Pseudolanguage.doubleLength.pseudolocalize("one\u{2028}two") == "one one\u{2028}two two")
    }

    @Test func pseudolanguagesOtherThanRightToLeftKeepPageDirection() throws {
        let source = try page("---\ndir: rtl\n---\ntext\n")
        #expect(source.pseudolocalized(as: .accented).frontMatter == FrontMatter(lang: "en-XA", dir: .rightToLeft))
        #expect(source.pseudolocalized(as: .doubleLength).frontMatter == FrontMatter(lang: "en-XL", dir: .rightToLeft))
        #expect(try page("text").pseudolocalized(as: .accented).frontMatter.dir == nil)
    }

    // MARK: What is kept

    @Test(arguments: Pseudolanguage.allCases)
    func placeholdersAndURLsArePreserved(language: Pseudolanguage) {
        let placeholders = ["%@", "%d", "%1$@", "%.2f", "%lld", "{name}", "{0}", "{user_name}",
                            "https://example.com/a?b=c", "http://e.x/Path.", "<kbd>", "</kbd>", "<br/>"]
        let text = placeholders.map { "word \($0) word" }.joined(separator: " ")
        let result = language.pseudolocalize(text)
        for placeholder in placeholders {
            // Kept as written and not copied (en-XL must not add format arguments).
            #expect(result.components(separatedBy: placeholder).count - 1 == 1, "\(placeholder) in \(result)")
        }
        // Each of the 26 words around them is changed (en-XA), wrapped (ar-XB) or copied (en-XL).
        let words = result.components(separatedBy: "word").count - 1
        let wrapped = result.components(separatedBy: "\(Self.rlo)word\(Self.pdf)").count - 1
        switch language {
        case .accented: #expect(words == 0)
        case .rightToLeft: #expect(words == 26 && wrapped == 26)
        case .doubleLength: #expect(words == 52)
        }
    }

    @Test func textThatOnlyLooksLikeAPlaceholderIsTranslated() {
        #expect(Pseudolanguage.accented.pseudolocalize("50% off, a < b, {dir=rtl}, ftp://x")
            == "[50% óḟḟ, á < ḃ, {ďíŕ=ŕţĺ}, ḟţṕ://ẋ one two three]")
    }

    @Test(arguments: Pseudolanguage.allCases)
    func codeSpansAreUntouched(language: Pseudolanguage) throws {
        guard case let .paragraph(runs) = try page("Run `git status --short` now").pseudolocalized(as: language).blocks[0].kind
        else { Issue.record("not a paragraph"); return }
        let command = InlineRun("git status --short", style: Self.code)
        let (rlo, pdf) = (Self.rlo, Self.pdf)
        switch language {
        case .accented: #expect(runs == [InlineRun("[Ŕúñ "), command, InlineRun(" ñóŵ one]")])
        case .rightToLeft: #expect(runs == [InlineRun("\(rlo)Run\(pdf) "), command, InlineRun(" \(rlo)now\(pdf)")])
        case .doubleLength: #expect(runs == [InlineRun("Run Run "), command, InlineRun(" now now")])
        }
    }

    @Test(arguments: Pseudolanguage.allCases)
    func codeBlocksLinkDestinationsAndImageSourcesAreUntouched(language: Pseudolanguage) throws {
        let source = try page("""
            ```sh
            make install
            ```

            See [the guide](https://example.com/guide "Guide") or www.example.com or me@example.com.

            ![Main window](images/main-window.png "Main window")
            """)
        let pseudo = source.pseudolocalized(as: language)
        #expect(pseudo.blocks[0] == source.blocks[0])
        guard case let .paragraph(runs) = pseudo.blocks[1].kind, case let .figure(figure) = pseudo.blocks[2].kind
        else { Issue.record("unexpected blocks \(pseudo.blocks)"); return }
        #expect(runs.compactMap(\.style.link) == ["https://example.com/guide", "http://www.example.com", "mailto:me@example.com"])
        // Autolinks show their destination: their text is kept too.
        #expect(runs.contains(InlineRun("www.example.com", style: InlineStyle(link: "http://www.example.com"))))
        #expect(runs.contains(InlineRun("me@example.com", style: InlineStyle(link: "mailto:me@example.com"))))
        let guide = try #require(runs.first { $0.style.link == "https://example.com/guide" })
        #expect(guide.text == (language == .accented ? "ţĥé ĝúíďé" : language.pseudolocalize("the guide")))
        #expect(figure.image.source == "images/main-window.png")
        #expect(figure.image.alt == language.pseudolocalize("Main window"))
        #expect(figure.caption == [InlineRun(language.pseudolocalize("Main window"))])
    }

    @Test(arguments: Pseudolanguage.allCases)
    func nestedListsQuotesTablesAndCaptionsAreAllTransformed(language: Pseudolanguage) throws {
        let source = try page("""
            ---
            title: Help
            ---
            # Help

            - Item one
              1. Nested item
                 - Deepest item

            > Quoted text
            > > Nested quote

            | Name | Size |
            |------|-----:|
            | file | big  |

            ![Alt text](a.png)
            *Caption text*

            ---
            """)
        let pseudo = source.pseudolocalized(as: language)
        #expect(pseudo.blocks.map(\.line) == source.blocks.map(\.line))
        #expect(pseudo.frontMatter.title == language.pseudolocalize("Help"))
        let before = texts(of: source.blocks)
        let after = texts(of: pseudo.blocks)
        #expect(before == ["Help", "Item one", "Nested item", "Deepest item", "Quoted text", "Nested quote",
                           "Name", "Size", "file", "big", "Caption text", "Alt text"])
        #expect(after == before.map(language.pseudolocalize))
        #expect(pseudo.blocks.last?.kind == .thematicBreak)
    }

    @Test func emptyTableCellsStayEmpty() throws {
        guard case let .table(table) = try page("| a | |\n|---|---|\n| | b |\n").pseudolocalized(as: .accented).blocks[0].kind
        else { Issue.record("not a table"); return }
        #expect(table.header == [cell("[á]"), cell("")])
        #expect(table.rows == [[cell(""), cell("[ḃ]")]])
    }

    /// Every text of `blocks` in reading order, each unit's runs joined; a figure gives its
    /// caption, then its alt text.
    private func texts(of blocks: [Block]) -> [String] {
        func joined(_ runs: [InlineRun]) -> String { runs.map(\.text).joined() }
        return blocks.flatMap { block -> [String] in
            switch block.kind {
            case let .heading(_, content), let .paragraph(content): [joined(content)]
            case let .list(list): list.items.flatMap { texts(of: $0) }
            case let .blockQuote(inner): texts(of: inner)
            case let .box(box): texts(of: box.children)
            case let .table(table): (table.header + table.rows.flatMap { $0 }).map { joined($0.content) }
            case let .figure(figure): [joined(figure.caption), figure.image.alt]
            case .codeBlock, .thematicBreak: []
            }
        }
    }
}
