import Document
import Layout
import LocaleRules
import Testing

/// Every block takes the page's direction, which comes from the page's language, as
/// `<html lang="he" dir="rtl">` gives it; first-strong detection is opt-in with `dir: auto`.
@Suite struct PageDirectionTests {
    static let width = 600.0

    func x(_ word: String, in page: LaidOutPage) throws -> ClosedRange<Double> {
        try #require(page.xExtent(of: word), "no glyph run holds \(word)")
    }

    /// Whether the last glyph of `word` starts less than one em (16 px) before `edge`.
    func endsAt(_ edge: Double, _ word: String, in page: LaidOutPage) throws -> Bool {
        let extent = try x(word, in: page)
        return extent.upperBound < edge && edge - extent.upperBound < PageStyle().bodySize
    }

    @Test func hebrewParagraphStartingWithProductNameIsRightToLeft() throws {
        let page = try layOut("Tabula Sheets פותחת חוברות עבודה שנוצרו ב-Microsoft Excel.", language: "he", width: Self.width)
        let product = try x("Tabula Sheets", in: page)
        let hebrew = try x("פותחת", in: page)
        // The product name starts the paragraph, so it is at the right end of the first line.
        #expect(product.lowerBound > hebrew.upperBound)
        #expect(try endsAt(Self.width - PageStyle().margin, "Tabula Sheets", in: page))
    }

    @Test func hebrewPageHeadingWithSectionNumberAndLatinWordReadsRightToLeft() throws {
        let page = try layOut("## 2.1.4 Excel ותבניות", language: "he", width: Self.width)
        // As Chromium shows <h2 dir="rtl">: the number at the right, then Excel, then the Hebrew word.
        #expect(try x("2.1.4", in: page).lowerBound > x("Excel", in: page).upperBound)
        #expect(try x("Excel", in: page).lowerBound > x("ותבניות", in: page).upperBound)
    }

    @Test func rightToLeftHeadingNumberHasItsPeriodOnTheLeftAsListMarkersDo() throws {
        let page = try layOut("## 3. הגדרות", language: "he", width: Self.width)
        // UAX #9 and Chromium: "3" is the rightmost character; the period follows it to its left.
        #expect(try x("3", in: page).lowerBound > x(".", in: page).lowerBound)
        #expect(try x(".", in: page).lowerBound > x("הגדרות", in: page).lowerBound)
    }

    @Test(arguments: ["49.90", "100%", "Pro"])
    func blockWithoutHebrewLettersOnHebrewPageIsRightAligned(text: String) throws {
        let shekel = text == "49.90" ? " ₪" : ""
        for markdown in [text + shekel, "- \(text)\(shekel)", "| מחיר |\n|---|\n| \(text)\(shekel) |\n"] {
            let page = try layOut(markdown, language: "he", width: Self.width)
            let extent = try x(text, in: page)
            let right = markdown.hasPrefix("|") ? try #require(page.cell(row: 1, column: 0)).frame.maxX - PageStyle().cellPadding
                : markdown.hasPrefix("-") ? Self.width - PageStyle().margin - PageStyle().indent : Self.width - PageStyle().margin
            #expect(try endsAt(right, text, in: page), "\(markdown): ends at \(extent.upperBound), not \(right)")
        }
    }

    @Test func priceReadsRightToLeftWithTheShekelSignOnTheLeft() throws {
        let page = try layOut("49.90 ₪", language: "he", width: Self.width)
        #expect(try x("₪", in: page).upperBound < x("49.90", in: page).lowerBound)
    }

    @Test func pageDirAutoTakesEachBlocksFirstStrongLetter() throws {
        let page = try layOut("---\ndir: auto\n---\nTabula Sheets פותחת חוברות עבודה.\n\n100%\n", language: "he", width: Self.width)
        // The first paragraph is left to right; the second has no strong letter and takes the page's (Hebrew's) direction.
        #expect(try x("Tabula Sheets", in: page).lowerBound < x("פותחת", in: page).lowerBound)
        #expect(abs(try x("Tabula Sheets", in: page).lowerBound - PageStyle().margin) < 1)
        #expect(try endsAt(Self.width - PageStyle().margin, "100%", in: page))
    }

    @Test func blockDirAutoWithoutStrongLetterTakesThePagesDirection() throws {
        let page = try layOut("100% {dir=auto}\n\nTabula Sheets פותחת. {dir=auto}", language: "he", width: Self.width)
        #expect(try endsAt(Self.width - PageStyle().margin, "100%", in: page))
        #expect(abs(try x("Tabula Sheets", in: page).lowerBound - PageStyle().margin) < 1)
    }

    @Test func tableCellDirAttributeSetsTheCellsDirection() throws {
        let page = try layOut("| שם | תיאור |\n|---|---|\n| Pro | Sheets פותחת {dir=ltr} |\n", language: "he", width: Self.width)
        let cell = try #require(page.cell(row: 1, column: 1)).frame
        #expect(abs(try x("Sheets", in: page).lowerBound - (cell.x + PageStyle().cellPadding)) < 1)
        #expect(!page.glyphRuns.contains { $0.text.contains("{dir") })
    }

    @Test func saudiArabicWithLatinDigitsIsStillRightToLeftWithLatinListDigits() throws {
        let page = try layOut("1. العنصر الأول\n2. العنصر الثاني", language: "ar-SA-u-nu-latn", width: Self.width)
        let markers = page.boxes(.listMarker), items = page.boxes(.listItem)
        #expect(markers.count == 2)
        for (marker, item) in zip(markers, items) { #expect(marker.frame.x >= item.frame.maxX - 1) }
        let text = page.glyphRuns.map(\.text).joined()
        #expect(text.contains("1") && text.contains("2") && !text.contains("١"))
    }

    @Test func englishWithArabicDigitsStaysLeftToRightWithArabicIndicListDigits() throws {
        let page = try layOut("1. first\n2. second", language: "en-u-nu-arab", width: Self.width)
        for (marker, item) in zip(page.boxes(.listMarker), page.boxes(.listItem)) { #expect(marker.frame.maxX <= item.frame.x + 1) }
        let text = page.glyphRuns.map(\.text).joined()
        #expect(text.contains("١") && text.contains("٢") && !text.contains("1"))
    }

    @Test(arguments: ["az-Arab", "fa-IR-u-nu-latn", "ur", "ks", "he_IL"])
    func languagesWrittenRightToLeftGetRightToLeftPages(language: String) throws {
        let page = try layOut("- item\n- item two", language: language, width: Self.width)
        for (marker, item) in zip(page.boxes(.listMarker), page.boxes(.listItem)) { #expect(marker.frame.x >= item.frame.maxX - 1) }
    }
}
