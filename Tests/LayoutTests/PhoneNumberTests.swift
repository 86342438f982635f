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

    /// A number right after a phone number is not taken into it: everything stands where plain
    /// UAX #9 puts it (here `1.2.3` and `3.14` left of the number, as
    /// in Chromium), and the phone number reads left to right in its place.
    @Test(arguments: [("he", "הקלידו +1 408-555-1212 1.2.3 C++", "+1408-555-1212"), ("en", "האפליקציה +1 408-555-1212 3.14", "+1408-555-1212"),
                      ("he", "המשרד: (03) 555-1234 2.5 שעות", "(03)555-1234"), ("he", "חייגו +1.408.555.1212 3 פעמים", "+1.408.555.1212"),
                      ("he", "הקלידו +1 (408) 555-1212 1.2.3 C++", "+1(408)555-1212"), ("en", "האפליקציה +1 (408) 555-1212 3.14", "+1(408)555-1212"),
                      ("he", "התקשרו (+1 (408) 555-1212) היום", "+1(408)555-1212"), ("he", "טלפון: +1 (408) 555-1212.", "+1(408)555-1212"),
                      ("he", "טלפון +1 (408) 555-1212, 1.2.3 שם", "+1(408)555-1212"), ("ar", "اتصلوا +1 (408) 555-1212 1.2.3 هنا", "+1(408)555-1212"),
                      ("he", "הקלידו help@example.com +1 (408) 555-1212 שם", "+1(408)555-1212"), ("he", "C++ +1 (408) 555-1212 שם", "+1(408)555-1212"),
                      ("he", "שלום +1 (408) 555-1212 (שלוחה 5)", "+1(408)555-1212"), ("he", "מספר: [+1 (408) 555-1212]", "+1(408)555-1212"),
                      ("he", "שלום 2024 +1 (408) 555-1212 עולם", "+1(408)555-1212"), ("he", "שלום +1 (408) 555-1212 2024 עולם", "+1(408)555-1212")])
    func numberAfterAPhoneNumberKeepsItsPlace(language: String, text: String, number: String) throws {
        let units = Array(text.utf16)
        let base: BaseDirection = language == "en" ? .leftToRight : .rightToLeft
        let order = BidiParagraph(utf16: units, base: base).visualOrder(in: 0..<units.count)
        let uax9 = String(decoding: order.map { units[$0] }, as: UTF16.self).filter { !$0.isWhitespace }
        let seen = try line(text, language: language)
        #expect(seen.contains(number), "\(seen)")
        // With the number as one mark (wherever UAX #9 scrambled its characters), the line is plain UAX #9's.
        var slotted = Array(uax9)
        let start = try #require((0...(slotted.count - number.count)).first { String(slotted[$0..<$0 + number.count]).sorted() == number.sorted() })
        slotted.replaceSubrange(start..<start + number.count, with: ["#"])
        #expect(seen.replacingOccurrences(of: number, with: "#") == String(slotted), "\(seen) vs UAX #9 \(uax9)")
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

    /// The quick check that lets only text that may hold a phone number reach the regular
    /// expression must never turn away text in which the expression finds one: random text of
    /// digits (ASCII, Arabic-Indic, Persian), the characters numbers are written with, and
    /// letters, seeded, compared case by case.
    @Test func quickCheckNeverTurnsAwayANumber() {
        let digits = (0...9).map(String.init) + ["0", "0", "\u{0663}", "\u{06F5}"]
        let alphabet = digits + digits + digits + ["+", "(", ")", " ", " ", " ", "\u{00A0}", ".", "-", "-", ",", "a", "ש", "ל", "\u{05BE}", "ب", "/"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var found = 0, turnedAway = 0
        for _ in 0..<20000 {
            let text = (0..<(5 + next(30))).map { _ in alphabet[next(alphabet.count)] }.joined()
            let numbers = PhoneNumbers.matchedRanges(in: text)
            if !numbers.isEmpty { found += 1 }
            if !numbers.isEmpty && !PhoneNumbers.mayHoldNumber(text) {
                turnedAway += 1
                Issue.record("turned away \(text.debugDescription), which holds \(numbers.map { text[$0] })")
            }
        }
        print("phone number quick check: 20000 random texts, \(found) with numbers, \(turnedAway) turned away")
        #expect(found > 500)
        #expect(turnedAway == 0)
    }
}
