import Foundation
import Layout
import LocaleRules
import Shaping
import Testing
import ToolSupport

/// Thai and Khmer (no spaces between words: UAX #14 class SA, broken by ICU's dictionaries),
/// Japanese (CSS `line-break: normal`: breaks between ideographs and before small kana, never
/// before `。`, `、`, `」` or after `「`) and Korean (between syllables, CSS `word-break: normal`)
/// break where headless Chromium breaks them, at three widths (Korean two).
@Suite struct DictionaryLineBreakTests {
    struct Case: Sendable, CustomStringConvertible {
        let language: String
        let width: Int
        /// UTF-16 offsets where the second and later lines start.
        let lineStarts: [Int]
        var description: String { "\(language) at \(width) px" }
    }

    static let texts = [
        "th": "การแบ่งบรรทัดภาษาไทยต้องใช้พจนานุกรมเพราะภาษาไทยไม่มีช่องว่างระหว่างคำ ข้อความนี้เป็นตัวอย่างสำหรับทดสอบการตัดคำในหน้าช่วยเหลือของโปรแกรม",
        "km": "ភាសាខ្មែរមិនមានដកឃ្លារវាងពាក្យទេ ដូច្នេះការបំបែកបន្ទាត់ត្រូវការវចនានុក្រម។ អត្ថបទនេះគឺជាឧទាហរណ៍សម្រាប់សាកល្បងការកាត់ពាក្យនៅក្នុងទំព័រជំនួយ",
        "ja": "日本語の文章は単語の間に空白を入れずに書きます。行分割は「約物」や小書きの仮名（ゃ、ゅ、ょ、っ）の前では行われません。これはヘルプページの例です。",
        "ko": "Tabula Sheets에서는 스프레드시트 안에서 합계, 평균 등을 바로 계산할 수 있습니다. 수식은 항상 등호(=)로 시작하며 250개가 넘는 기본 제공 함수를 사용할 수 있습니다.",
    ]

    /// Measured with headless Chromium 156 (Debian 12) on `html()`: each paragraph in a div of
    /// the width, 16 px, its script's font by @font-face from the same files Galley reads, then
    /// a DOM Range over each UTF-16 unit and the offsets where its client rect moves down a line.
    static let chromium = [
        Case(language: "th", width: 180, lineStarts: [20, 41, 68, 93, 114]),
        Case(language: "th", width: 260, lineStarts: [27, 61, 99, 130]),
        Case(language: "th", width: 340, lineStarts: [45, 93]),
        Case(language: "km", width: 180, lineStarts: [25, 55, 84, 102, 128]),
        Case(language: "km", width: 260, lineStarts: [40, 81, 116]),
        Case(language: "km", width: 340, lineStarts: [55, 102]),
        Case(language: "ja", width: 180, lineStarts: [11, 22, 33, 44, 55, 66]),
        Case(language: "ja", width: 260, lineStarts: [16, 32, 48, 64]),
        Case(language: "ja", width: 340, lineStarts: [21, 42, 63]),
        Case(language: "ko", width: 200, lineStarts: [20, 38, 55, 72, 89]),
        Case(language: "ko", width: 300, lineStarts: [28, 54, 81]),
    ]

    @Test func icuBreaksThaiBetweenDictionaryWords() {
        let thai = Array("ภาษาไทยง่ายนิดเดียว".utf16)
        #expect(DictionaryLineBreaks.opportunities(in: thai, range: 0..<thai.count, language: tag("th")) == [4, 7, 11, 14])
        // Offsets are the paragraph's, and only those strictly inside the range.
        let padded = Array("ab ".utf16) + thai
        #expect(DictionaryLineBreaks.opportunities(in: padded, range: 3..<padded.count, language: tag("th")) == [7, 10, 14, 17])
    }

    @Test(arguments: chromium)
    func linesStartWhereChromiumStartsThem(_ expected: Case) throws {
        let lines = Paragraph([AttributedRun(Self.texts[expected.language]!)], shaper: shaper(expected.language))
            .layout(width: Double(expected.width), alignment: .natural, page: tag(expected.language).direction).lines
        #expect(lines.dropFirst().map(\.range.lowerBound) == expected.lineStarts)
    }

    /// The probe page: one div per case, and a script that writes each div's line starts.
    static func html() -> String {
        let fonts = ["th": "file:///usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
                     "km": "file:///usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf",
                     // Face 0 of the collection, the one Chromium loads, is the Japanese design.
                     "ja": "file:///usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                     // Hangul has the same advances in every face; Latin comes from Noto Sans, as in Galley.
                     "ko": "file:///usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                     "latin": "file://" + FontContext.bundledDirectory + "/NotoSans-Regular.ttf"]
        let faces = fonts.map { "@font-face{font-family:G-\($0.key);src:url(\($0.value))}" }.joined()
        let divs = chromium.map { "<div lang=\($0.language) style=\"width:\($0.width)px;font:16px \($0.language == "ko" ? "G-latin," : "")G-\($0.language)\">\(texts[$0.language]!)</div>" }
        return """
            <!doctype html><html><head><meta charset=utf-8><style>\(faces) body{margin:0} div{margin:0 0 20px}</style></head><body>
            \(divs.joined())<pre id=out></pre><script>
            document.fonts.ready.then(() => { document.getElementById('out').textContent = [...document.querySelectorAll('div')].map(div => {
              const node = div.firstChild, starts = []; let top = null;
              for (let i = 0; i < node.data.length; i++) {
                const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
                const rects = range.getClientRects(); if (!rects.length) continue;
                if (top !== null && rects[0].top > top + 4) starts.push(i);
                if (top === null || rects[0].top > top + 4) top = rects[0].top;
              }
              return starts.join(',') }).join(' ') })
            </script></body></html>
            """
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "chromium is not installed"))
    func chromiumStillBreaksAtThePinnedPlaces() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.html().write(toFile: folder + "/breaks.html", atomically: true, encoding: .utf8)
        let dom = String(decoding: try run("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                                                        "--virtual-time-budget=5000", "--dump-dom", "file://\(folder)/breaks.html"]), as: UTF8.self)
        let measured = try #require(dom.firstMatch(of: #/<pre id="out">([0-9, ]+)</pre>/#)).1.split(separator: " ")
            .map { $0.split(separator: ",").compactMap { Int($0) } }
        #expect(measured == Self.chromium.map(\.lineStarts))
    }
}
