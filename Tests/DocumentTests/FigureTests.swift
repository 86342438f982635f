import Testing
import Document

@Suite struct FigureTests {
    @Test func figureCaptionFromTitle() throws {
        let block = try page("intro\n\n![Chart](img/chart.png \"Sales by month\")\n\n*not a caption*\n").blocks[1]
        #expect(block == Block(.figure(Figure(
            image: ImageReference(source: "img/chart.png", alt: "Chart"),
            caption: plain("Sales by month"))), line: 3))
    }

    @Test func figureCaptionFromFollowingItalicParagraphConsumesIt() throws {
        let blocks = try page("![Chart](chart.png)\n\n*Sales by **month***\n\nnext\n").blocks
        #expect(blocks == [
            Block(.figure(Figure(image: ImageReference(source: "chart.png", alt: "Chart"),
                                 caption: [InlineRun("Sales by "), InlineRun("month", style: InlineStyle(bold: true))])),
                  line: 1),
            Block(.paragraph(plain("next")), line: 5),
        ])
    }

    @Test func figureCaptionFromItalicLineInSameParagraph() throws {
        let block = try onlyBlock("![Chart](chart.png)\n_Sales_\n")
        #expect(block.kind == .figure(Figure(image: ImageReference(source: "chart.png", alt: "Chart"),
                                             caption: plain("Sales"))))
    }

    /// The alt text is for those who cannot see the image, never a visible caption.
    @Test func figureHasNoCaptionWhenNothingElse() throws {
        let blocks = try page("![The *main* window](main.png)\n\nA normal paragraph.\n").blocks
        #expect(blocks == [
            Block(.figure(Figure(image: ImageReference(source: "main.png", alt: "The main window"), caption: [])), line: 1),
            Block(.paragraph(plain("A normal paragraph.")), line: 3),
        ])
    }

    @Test func directionalImageAttribute() throws {
        let block = try onlyBlock("![Next](arrow.png){.directional}\n")
        #expect(block.kind == .figure(Figure(
            image: ImageReference(source: "arrow.png", alt: "Next", isDirectional: true), caption: [])))
    }

    @Test func hebrewAltTextIsNeverACaption() throws {
        guard case let .figure(figure) = try onlyBlock("![צילום מסך של ההגדרות](settings.png)\n").kind else {
            Issue.record("not a figure"); return
        }
        #expect(figure.caption.isEmpty && figure.image.alt == "צילום מסך של ההגדרות")
    }

    @Test func imagesAreFixedByDefault() throws {
        guard case let .figure(figure) = try onlyBlock("![Logo](logo.he.png)").kind else {
            Issue.record("not a figure"); return
        }
        #expect(!figure.image.isDirectional)
        #expect(figure.image.source == "logo.he.png")
    }

    @Test func figureTakesDirectionAttribute() throws {
        let block = try onlyBlock("![חץ](arrow.png){.directional} {dir=rtl}\n")
        #expect(block.direction == .rightToLeft)
        #expect(block.kind == .figure(Figure(
            image: ImageReference(source: "arrow.png", alt: "חץ", isDirectional: true), caption: [])))
    }

    @Test func imageWithTextAfterItIsNotAFigure() throws {
        let icon = InlineStyle(image: InlineImage(ImageReference(source: "i.png", alt: "icon"), line: 1))
        #expect(try onlyBlock("![icon](i.png) then text\n").kind == .paragraph([InlineRun("icon", style: icon), InlineRun(" then text")]))
    }
}
