import Bidi
import Foundation
import Galley
import Layout
import ToolSupport
import Testing

/// Phone numbers read left to right in every common format, after letters of either direction,
/// and the rule never moves a number relative to its neighbours compared with plain UAX #9.
@Suite struct PhoneNumberTests {
    /// The paragraph as plain UAX #9 shows it on one line (right-to-left base), spaces left out:
    /// what Chromium shows for `<p dir="rtl">`, mirrored brackets aside.
    func plainUAX9(_ text: String) -> String {
        let units = Array(text.utf16)
        let order = BidiParagraph(utf16: units, base: .rightToLeft).visualOrder(in: 0..<units.count)
        return String(decoding: order.map { units[$0] }, as: UTF16.self).filter { !$0.isWhitespace }
    }

    func line(_ text: String, language: String) throws -> String {
        let lines = try layOut(text, language: language, width: 1200).visualLines
        #expect(lines.count == 1)
        return lines.first ?? ""
    }

    @Test(arguments: [("he", "התקשרו אלינו: +1 (408) 555-1212 בכל יום."), ("ar", "اتصلوا بنا: +1 (408) 555-1212 كل يوم."),
                      ("he", "מספר הטלפון ל-+972 3 555 1234 פעיל."), ("he", "מספר הטלפון ב־+972 3 555 1234 פעיל."),
                      ("ar", "اتصل بنا على 1-800-555-0199 اليوم."), ("he", "התקשרו ל-1-800-555-0199 היום."),
                      ("he", "המשרד: (03) 555-1234 בלבד."), ("ar", "المكتب: (03) 555-1234 فقط."),
                      ("he", "בטלפון 03.555.1234 או בפקס."), ("ar", "هاتف 03 555 1234 أو فاكس.")])
    func phoneNumberReadsLeftToRightInRightToLeftText(language: String, text: String) throws {
        let number = String(text[try #require(text.firstRange(of: #/\+?[0-9(][0-9 ().\-]+[0-9]/#))])
        let seen = try line(text, language: language)
        #expect(seen.contains(number.filter { !$0.isWhitespace }), "\(seen)")
    }

    @Test func numberAfterLatinTextKeepsTheOrderOfUAX9AndChromium() throws {
        // After Latin text, UAX #9 already reads the number left to right (W7): nothing moves.
        let text = "הקלידו help@example.com '10:30' +1 408-555-1212 שם."
        #expect(try line(text, language: "he") == plainUAX9(text))
        // Headless Chromium 156 (Debian 12), <p dir="rtl">, characters sorted by their Range rectangles' left edges.
        #expect(try line(text, language: "he") == ".םשhelp@example.com'10:30'+1408-555-1212ודילקה")
    }

    @Test(arguments: ["בשנים 2024 2025 2026 גדלנו.", "בין 9-17 בכל יום.", "גרסה 2.1.4 זמינה.", "מחיר: 1,250.00 ₪ בלבד."])
    func numbersThatAreNotPhoneNumbersKeepTheOrderOfUAX9(text: String) throws {
        #expect(try line(text, language: "he") == plainUAX9(text))
    }

    @Test func phoneNumberMovesNothingAroundIt() throws {
        // The number's slot is where UAX #9 puts it: the Hebrew words stay on each side.
        let seen = try line("שלום +1 (408) 555-1212 עולם", language: "he")
        #expect(seen == "םלוע" + "+1(408)555-1212" + "םולש")
    }

    @Test(arguments: [("he", "התקשרו אלינו: +1 (408) 555-1212 בכל יום."), ("ar", "اتصلوا بنا: +1 (408) 555-1212 كل يوم.")])
    func phoneNumberReadsLeftToRightInThePDF(language: String, text: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try text.write(toFile: directory + "/page.md", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: directory + "/page.md", language: language), to: directory + "/page.pdf")
        // pdftotext -bbox gives each word with the box of its glyphs on the page.
        let html = String(decoding: try run("pdftotext", ["-bbox", directory + "/page.pdf", "-"]), as: UTF8.self)
        var xMin: [String: Double] = [:]
        for match in html.matches(of: #/<word xMin="([0-9.]+)"[^>]*>([^<]*)</word>/#) { xMin[String(match.2)] = Double(match.1) }
        let parts = ["+1", "(408)", "555-1212"]
        let xs = try parts.map { try #require(xMin[$0], "no word \($0) in \(xMin.keys.sorted())") }
        #expect(xs == xs.sorted(), "\(zip(parts, xs).map { "\($0) at \($1)" })")
    }
}
