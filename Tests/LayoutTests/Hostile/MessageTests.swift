import Foundation
import Galley
import Testing

/// Error messages say what is wrong, name the file, and never pass the input's control
/// characters to the terminal.
@Suite struct MessageTests {
    @Test func controlCharactersFromTheInputAreEscaped() throws {
        let folder = try temporaryDirectory()
        let page = folder + "/page.md"
        try "# T\n\n![x](\u{1B}[2J\u{1B}[H.png)\n".write(toFile: page, atomically: true, encoding: .utf8)
        let image = try runRender([page, "-o", folder + "/out.png"])
        #expect(image.error == "error: \(page):3: image \\u{1B}[2J\\u{1B}[H.png is missing (use --keep-going to draw a placeholder)\n")
        let language = try runRender([page, "--lang", "he\rFAKE", "-o", folder + "/out.png"])
        #expect(language.error.hasPrefix("error: --lang: 'he\\u{D}FAKE' is not a BCP 47 language tag"))
    }

    @Test(arguments: [
        (["--width", "-5"], "error: --width is -5.0: it must be from 100 to 20000 pixels\n"),
        (["--scale", "-1"], "error: --scale is -1.0: it must be from 0.1 to 8.0\n"),
        (["--scale", "1e-5"], "error: --scale is 1e-05: it must be from 0.1 to 8.0\n"),
        (["--paper", "-1"], "error: unknown paper '-1': use a4, letter, a5, legal or <width>x<height> in mm, in or px, e.g. 150x200mm\n"),
    ])
    func outOfRangeOrDashedValueSaysTheOptionsOwnMessage(option: [String], message: String) throws {
        let folder = try temporaryDirectory()
        let result = try runRender([examplesDirectory + "/help.md", "-o", folder + "/out.png"] + option)
        #expect(result.status == 1 && result.error == message)
    }

    @Test func pageTooTallNamesTheFile() throws {
        let folder = try temporaryDirectory()
        let page = folder + "/tall.md"
        try String(repeating: "line\n\n", count: 3000).write(toFile: page, atomically: true, encoding: .utf8)
        #expect {
            try PageRenderer().image(RenderOptions(input: page))
        } throws: { error in
            "\(error)".hasPrefix("\(page): the page is 800x") && "\(error)".hasSuffix("use PDF output or a smaller --scale or --width")
        }
    }
}
