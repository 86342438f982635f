import Document
import Testing

/// Images among words: a run of their own with their alt text, and what their `{…}` and their
/// names say about direction and height.
@Suite struct InlineImageTests {
    func images(_ markdown: String) throws -> [InlineImage] { try onlyBlock(markdown).inlineImages }

    @Test func imageAmongWordsIsARunOfItsOwnWithItsAltText() throws {
        guard case let .paragraph(runs) = try onlyBlock("לחצו על ![הפעלה](play.png) ואז ![הפעלה](play.png)").kind else { Issue.record("not a paragraph"); return }
        #expect(runs.map(\.text) == ["לחצו על ", "הפעלה", " ואז ", "הפעלה"])
        #expect(runs.compactMap(\.style.image).map(\.reference) == Array(repeating: ImageReference(source: "play.png", alt: "הפעלה"), count: 2))
    }

    @Test func attributesAfterTheImageAreReadAndRemoved() throws {
        guard case let .paragraph(runs) = try onlyBlock("a ![go](go.png){.forward height=1.5em} b").kind else { Issue.record("not a paragraph"); return }
        #expect(runs.map(\.text) == ["a ", "go", " b"])
        #expect(runs[1].style.image?.reference == ImageReference(source: "go.png", alt: "go", isDirectional: true, height: .ems(1.5)))
    }

    @Test func nameSaysForwardOrBackwardClassesWin() throws {
        let directional = try images("![](arrow.forward.png) ![](img/go-backward.png) ![](x.png){.backward} ![](x.png){.directional}")
        #expect(directional.map(\.reference.isDirectional) == [true, true, true, true])
        let fixed = try images("![](arrow.left.png) ![](arrow.forward.png){.right} ![](forwarder.png) ![](x.png){.left}")
        #expect(fixed.map(\.reference.isDirectional) == [false, false, false, false])
    }

    @Test func heightsInPixelsOrEms() throws {
        #expect(try images("a ![](x.png){height=20} b ![](x.png){height=20px} ![](x.png){height=2em}").map(\.reference.height)
                == [.pixels(20), .pixels(20), .ems(2)])
    }

    @Test func unknownOrMalformedAttributesStayText() throws {
        for attributes in ["{.forwrd}", "{height=big}", "{height=0}", "{width=3}", "{.forward"] {
            guard case let .paragraph(runs) = try onlyBlock("a ![go](go.png)\(attributes) b").kind else { Issue.record("not a paragraph"); return }
            #expect(runs.map(\.text).joined() == "a go\(attributes) b", "\(attributes)")
            #expect(runs[1].style.image?.reference.isDirectional == false)
        }
    }

    @Test func imagesAreFoundInEveryKindOfBlockWithTheirLines() throws {
        let page = try Page.parse(markdown: "# A ![h](h.png)\n\n- b ![l](l.png)\n\n> c\n> ![q](q.png) d\n\n| x ![t](t.png) |\n|---|\n| ![c](c.png) |\n",
                                  fileName: "a.md")
        let images = page.blocks.flatMap(\.inlineImages)
        #expect(images.map(\.reference.source) == ["h.png", "l.png", "q.png", "t.png", "c.png"])
        #expect(images.map(\.line) == [1, 3, 6, 8, 10])
    }

    @Test func anImageAloneIsStillAFigureAndTakesTheSameClasses() throws {
        guard case let .figure(figure) = try onlyBlock("![Next](next.png){.forward}").kind else { Issue.record("not a figure"); return }
        #expect(figure.image.isDirectional)
        guard case let .figure(named) = try onlyBlock("![Next](chevron.forward.png)").kind else { Issue.record("not a figure"); return }
        #expect(named.image.isDirectional)
    }
}
