import Document
import Testing

/// Which links are links to other pages, which each output points at that page's output.
@Suite struct PageLinkTests {
    @Test func relativePathsToPageFilesWithTheirAnchorsDecoded() throws {
        let link = try #require(PageLink("../guide/setup.he.md#%D7%94%D7%AA%D7%A7%D7%A0%D7%94"))
        #expect(link.path == "../guide/setup.he.md" && link.file == "../guide/setup.he.md" && link.anchor == "התקנה")
        #expect(PageLink("intro.html")?.anchor == nil)
        #expect(PageLink("my%20page.md")?.file == "my page.md")
    }

    /// Links with a scheme (even one spelled to hide it), absolute paths, the page's own anchors
    /// and other files are left as they are.
    @Test(arguments: ["https://example.com/a.md", "JaVaScRiPt:a.md", "java&#x09;script:a.md", "/docs/a.md", "#setup",
                      "manual.zip", "image.png", "a.md?x=1", "", "%00.md"])
    func otherLinksAreNoPageLinks(destination: String) {
        #expect(PageLink(destination) == nil)
    }

    @Test func headingAnchorsAreTheOutputsIdsInPageOrder() throws {
        let page = try Page.parse(markdown: "# Setup\n\n> ## Setup\n\n- ## Own {#mine}\n\n## התקנה ראשונה\n", fileName: "a.md")
        #expect(page.headingAnchors == ["setup", "setup-1", "mine", "התקנה-ראשונה"])
    }
}
