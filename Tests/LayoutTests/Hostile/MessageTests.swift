import Files
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

    /// Every option that takes a value, as each command's `--help` lists it, hands a value
    /// beginning with `-` to its own check: the command line's "needs a value" never shows.
    /// The inputs are missing, so that no command gets as far as rendering or serving.
    @Test(arguments: [
        ([], ["missing.md", "-o", "out.png"], 12), (["site"], ["missing", "-o", "out"], 9), (["check"], ["missing"], 6),
        (["explain-style"], ["h1", "missing.md"], 3), (["serve"], ["missing"], 4),
    ])
    func everyOptionTakesADashedValue(command: [String], required: [String], atLeast: Int) throws {
        let folder = try temporaryDirectory()
        let help = Process()
        help.executableURL = URL(fileURLWithPath: renderCommand)
        help.arguments = command + ["--help"]
        let output = Pipe()
        help.standardOutput = output
        try help.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        help.waitUntilExit()
        let options = Set(text.matches(of: /(--[a-z][a-z-]*) </).map { String($0.1) })
        #expect(options.count >= atLeast, "\(command): --help lists \(options.sorted())")
        for option in options.sorted() {
            let result = try runRender(command + required.map { $0 == "out.png" || $0 == "out" ? folder + "/" + $0 : $0 } + [option, "-zz"])
            #expect(result.status == 1 && !result.error.contains("needs a value"), "\(command) \(option) -zz: \(result.error)")
        }
    }

    /// A Foundation error that reaches a command is the file it names and the reason in
    /// words, never `Error Domain=NSCocoaErrorDomain Code=642 ... UserInfo={...}`.
    @Test func foundationErrorsAreTheFileAndTheReasonInWords() {
        let readOnly = CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSFilePathErrorKey: "out/a.png"])
        #expect(SystemReason.message(of: readOnly) == "out/a.png: read-only file system")
        let underlying = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                                 userInfo: [NSFilePathErrorKey: "out/x", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
        #expect(SystemReason.message(of: underlying) == "out/x: not a directory")
        #expect(SystemReason.text(EROFS) == "read-only file system")
    }

    /// `render serve` makes its folder of renders in TMPDIR: a file in the way there was an
    /// `Error Domain=NSCocoaErrorDomain Code=512` dump.
    @Test func serveWithItsTemporaryFolderBlockedSaysSoInWords() throws {
        let folder = try temporaryDirectory()
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "not a folder".write(toFile: folder + "/tmp", atomically: true, encoding: .utf8)
        let result = try runRender(["serve", folder, "--port", "0"], shellPrefix: "export TMPDIR='\(folder)/tmp'; ")
        #expect(result.status == 1 && result.error == "error: \(folder)/tmp: cannot write: not a folder\n", "\(result.error)")
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
