import DisplayList
import Document
import Foundation
import Layout
import Testing

/// Images among words: as tall as the text, on the baseline, placed where the bidi runs around
/// them put them, never reordering them, mirrored when directional on a right-to-left page.
@Suite struct InlineImageLayoutTests {
    static let source = examplesDirectory + "/inline-test.md"
    static let arrow = "![next](images/arrow-next.png)"

    func page(_ markdown: String, language: String, width: Double = 800, keepGoing: Bool = false) throws -> LaidOutPage {
        try layOut(markdown, language: language, width: width, source: Self.source, keepGoing: keepGoing)
    }

    /// The y of the baseline of the glyphs of `word`.
    func baseline(of word: String, in page: LaidOutPage) throws -> Double {
        let run = try #require(page.glyphRuns.first { $0.text.contains(word) })
        return run.glyphs[0].position.y
    }

    @Test func imageIsAsTallAsTheTextAndStandsOnTheBaseline() throws {
        let page = try page("Press \(Self.arrow) Run", language: "en")
        let image = try #require(page.images.first)
        #expect(image.frame.height == 16 && image.frame.width == 16)   // 64 x 64 at the body size
        #expect(abs(image.frame.maxY - (try baseline(of: "Run", in: page))) < 0.01)
        #expect(page.missingGlyphs.isEmpty)
    }

    @Test func imageSitsBetweenTheWordsAroundItInBothDirections() throws {
        let english = try page("Press \(Self.arrow) Run", language: "en")
        let image = try #require(english.images.first).frame
        #expect(try #require(english.xExtent(of: "Press")).upperBound < image.x)
        #expect(image.maxX < (try #require(english.xExtent(of: "Run")).lowerBound))
        // Right to left: לחצו על, then the image, then Run (UAX #9 N1: a neutral between R and L takes the paragraph's direction).
        let hebrew = try page("לחצו על \(Self.arrow) Run כדי להמשיך", language: "he")
        let placed = try #require(hebrew.images.first).frame
        #expect(placed.maxX < (try #require(hebrew.xExtent(of: "על")).lowerBound))
        #expect(try #require(hebrew.xExtent(of: "Run")).upperBound < placed.x)
    }

    @Test func imageIsAnIsolateThatDoesNotReorderItsSentence() throws {
        for text in ["לחצו על Next 3 כדי", "Press 5 ו Next", "מחיר 10 - 20 ש״ח"] {
            let words = text.split(separator: " ")
            let withImage = ([words[0], Substring(Self.arrow)] + words.dropFirst()).joined(separator: " ")
            for language in ["he", "en"] {
                #expect(try page(withImage, language: language).visualLines == page(text, language: language).visualLines, "\(text) \(language)")
            }
        }
    }

    @Test func directionalImagesMirrorOnRightToLeftPagesFixedOnesNever() throws {
        #expect(try page("a ![](images/arrow-next.png){.forward} b", language: "en").images.map(\.mirrored) == [false])
        #expect(try page("א ![](images/arrow-next.png){.forward} ב", language: "he").images.map(\.mirrored) == [true])
        #expect(try page("א ![](images/arrow-next.png){.backward} ב", language: "ar").images.map(\.mirrored) == [true])
        #expect(try page("א ![](images/arrow-next.png){.right} ב", language: "he").images.map(\.mirrored) == [false])
        #expect(try page("א \(Self.arrow) ב", language: "he").images.map(\.mirrored) == [false])
    }

    @Test func imagesAndIconsTurnWithTheirBlocksDirectionAsCSSDirDoes() throws {
        #expect(try page("Next ![](images/arrow-next.png){.forward} {dir=ltr}", language: "he").images.map(\.mirrored) == [false])
        #expect(try page("הבא ![](images/arrow-next.png){.forward} {dir=rtl}", language: "en").images.map(\.mirrored) == [true])
        let icon = { (page: LaidOutPage) in page.glyphRuns.lazy.flatMap(\.text.unicodeScalars).first { (0xE000...0xF8FF).contains($0.value) } }
        #expect(icon(try page("Next :icon[forward] {dir=ltr}", language: "he")) == "\u{E5C8}")
        #expect(icon(try page("| :icon[forward] {dir=rtl} |\n|---|\n", language: "en")) == "\u{E5C4}")
    }

    @Test func languageVariantWinsOverMirroring() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["go.forward.png", "go.forward.he.png"] {
            try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: folder + "/" + name)
        }
        let page = try layOut("א ![](go.forward.png) ב", language: "he", source: folder + "/page.md")
        #expect(page.images.map { ($0.path as NSString).lastPathComponent } == ["go.forward.he.png"])
        #expect(page.images.map(\.mirrored) == [false])
    }

    @Test func aTallerImageGrowsItsLine() throws {
        let plain = try page("Press \(Self.arrow) Run", language: "en").boxes(.paragraph)[0].frame.height
        let tall = try page("Press ![next](images/arrow-next.png){height=2.5em} Run", language: "en")
        #expect(tall.images.first?.frame.height == 40)
        #expect(tall.boxes(.paragraph)[0].frame.height > plain + 15)
        #expect(try #require(tall.images.first).frame.y >= tall.boxes(.paragraph)[0].frame.y)
    }

    @Test func imageInAHeadingTakesTheHeadingsSize() throws {
        let page = try page("## Tap \(Self.arrow)", language: "en")
        #expect(try #require(page.images.first).frame.height > 16)
    }

    @Test func missingImageNamesItsOwnLineOrBecomesAnOutline() throws {
        #expect(throws: LayoutError.unreadableImage(file: Self.source, line: 4, path: "images/nope.png",
                                                    problem: .file(.missing(path: examplesDirectory + "/images/nope.png")))) {
            try page("First paragraph.\n\nSecond, with\nan ![x](images/nope.png) image.", language: "en")
        }
        let kept = try page("a ![x](images/nope.png) b", language: "en", keepGoing: true)
        #expect(kept.images.isEmpty)
        #expect(kept.items.contains { if case .stroke = $0 { true } else { false } })
    }
}

extension InlineImageLayoutTests {
    /// CSS 2 §10.8.1 `vertical-align: top` on an HTML `img`: its top at the line box's top, the
    /// text's baseline where the text alone puts it, the line as tall as the image; `bottom`:
    /// its bottom at the line's bottom, the text pushed down to share it.
    @Test func imageAlignedWithTheLineBoxTopOrBottom() throws {
        let plain = try page("<p>Press Run</p>", language: "en")
        let top = try page("<p>Press <img src=\"images/arrow-next.png\" height=\"40\" style=\"vertical-align: top\"> Run</p>", language: "en")
        let line = try #require(top.texts.first?.layout.lines.first)
        let origin = try #require(top.texts.first?.origin)
        let image = try #require(top.images.first).frame
        #expect(image.height == 40 && abs(image.y - (origin.y + line.top)) < 0.01)
        #expect(abs(line.height - 40) < 0.01)
        #expect(abs(try baseline(of: "Run", in: top) - (try baseline(of: "Run", in: plain))) < 0.01)
        let bottom = try page("<p>Press <img src=\"images/arrow-next.png\" height=\"40\" style=\"vertical-align: bottom\"> Run</p>", language: "en")
        let bottomImage = try #require(bottom.images.first).frame
        let bottomLine = try #require(bottom.texts.first?.layout.lines.first)
        let bottomOrigin = try #require(bottom.texts.first?.origin)
        #expect(abs(bottomImage.maxY - (bottomOrigin.y + bottomLine.top + bottomLine.height)) < 0.01)
        #expect(try baseline(of: "Run", in: bottom) > (try baseline(of: "Run", in: plain)) + 10)
    }
}
