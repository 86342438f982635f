import Foundation
import Galley
import Layout
import Testing

/// Pages and images stay inside the site: `..`, absolute paths and symbolic links used to read
/// any file on the machine into the published output.
@Suite struct ConfinementTests {
    /// `site/sub/page.md` showing `image`, with `site/outside.png` and `site/sub/inside.png`.
    func site(image: String) throws -> (site: String, page: String) {
        let site = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: site + "/sub", withIntermediateDirectories: true)
        for path in ["/outside.png", "/sub/inside.png"] {
            try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: site + path)
        }
        let page = site + "/sub/page.md"
        try "# T\n\n![x](\(image))\n".write(toFile: page, atomically: true, encoding: .utf8)
        return (site, page)
    }

    @Test func imageInsideThePagesFolderIsRead() throws {
        let (_, page) = try site(image: "inside.png")
        #expect(try PageRenderer().image(RenderOptions(input: page)).width == 800)
    }

    @Test(arguments: ["../outside.png", "ABSOLUTE"])
    func imageOutsideThePagesFolderIsAnError(image: String) throws {
        let (site, page) = try site(image: "ABSOLUTE")
        let written = image == "ABSOLUTE" ? site + "/outside.png" : image
        try "# T\n\n![x](\(written))\n".write(toFile: page, atomically: true, encoding: .utf8)
        #expect(throws: LayoutError.unreadableImage(file: page, line: 3, path: written, problem: .outsideSite(root: site + "/sub"))) {
            try PageRenderer().image(RenderOptions(input: page))
        }
        #expect(try PageRenderer().image(RenderOptions(input: page, allowOutside: true)).width == 800)
    }

    @Test func symbolicLinkOutOfTheSiteIsAnError() throws {
        let (site, page) = try site(image: "inside.png")
        // A language variant that is a link to a file outside.
        try FileManager.default.createSymbolicLink(atPath: site + "/sub/inside.he.png", withDestinationPath: site + "/outside.png")
        #expect {
            try PageRenderer().image(RenderOptions(input: page, language: "he"))
        } throws: { error in
            "\(error)" == "\(page):3: image inside.he.png is outside the site folder \(site)/sub; --allow-outside permits it (use --keep-going to draw a placeholder)"
        }
    }

    @Test func pageOutsideTheSiteRootIsAnError() throws {
        #expect(throws: RenderError.outsideSite(path: "/etc/passwd", root: examplesDirectory)) {
            try PageRenderer().image(RenderOptions(input: "/etc/passwd", siteRoot: examplesDirectory))
        }
    }
}
